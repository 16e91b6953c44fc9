/**
 * The GSTR-1 file's tables as CSV, one file per table (as the offline tool imports them: each
 * section its own sheet or CSV). Headers follow the offline tool's sheets where they have the
 * column; the tax amounts (integrated, central, state/UT) are added so the accountant can check
 * each row against the invoices without recomputing them (the tool's B2B/B2CL/B2CS sheets have only
 * the rate and taxable value). Place of supply is written as the tool writes it, "29-Karnataka".
 */
import { csvRow, type CsvValue } from "./csv";
import { stateByGstCode } from "./india-states";
import type { Gstr1File, HsnRow, ItemDetail } from "./gstr1";

export const GSTR1_CSV_TABLES = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn_b2b", "hsn_b2c", "docs"] as const;
export type Gstr1CsvTable = (typeof GSTR1_CSV_TABLES)[number];

export type CsvTable = { headers: string[]; rows: CsvValue[][] };

const TAX_HEADERS = ["Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"];
/** Rupee figures as numbers (two decimals at most): a negative B2CS row stays a number, never text a spreadsheet would quote. */
const money = (value: number | undefined) => Math.round((value ?? 0) * 100) / 100;
const taxCells = (detail: Pick<ItemDetail, "iamt" | "camt" | "samt" | "csamt">) => [
  money(detail.iamt),
  money(detail.camt),
  money(detail.samt),
  money(detail.csamt),
];

/** "29-Karnataka", as the offline tool writes a place of supply; the bare code when it is not a known state. */
export function placeOfSupplyLabel(code: string): string {
  const state = stateByGstCode(code);
  return state ? `${code}-${state.name}` : code;
}

const hsnTable = (rows: HsnRow[]): CsvTable => ({
  headers: ["HSN", "Description", "UQC", "Total Quantity", "Rate", "Total Value", "Taxable Value", ...TAX_HEADERS],
  rows: rows.map((row) => [
    row.hsn_sc,
    row.desc,
    row.uqc,
    row.qty,
    row.rt,
    money(row.txval + row.iamt + row.camt + row.samt + row.csamt),
    money(row.txval),
    ...taxCells(row),
  ]),
});

/** One table of the file as headers and rows (one row per invoice or note and rate, as the tool's sheets). */
export function gstr1CsvTable(file: Gstr1File, table: Gstr1CsvTable): CsvTable {
  switch (table) {
    case "b2b":
      return {
        headers: [
          "GSTIN/UIN of Recipient",
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Reverse Charge",
          "Invoice Type",
          "Rate",
          "Taxable Value",
          ...TAX_HEADERS,
        ],
        rows: file.b2b.flatMap((buyer) =>
          buyer.inv.flatMap((inv) =>
            inv.itms.map(({ itm_det }) => [
              buyer.ctin,
              inv.inum,
              inv.idt,
              money(inv.val),
              placeOfSupplyLabel(inv.pos),
              inv.rchrg,
              "Regular B2B",
              itm_det.rt,
              money(itm_det.txval),
              ...taxCells(itm_det),
            ]),
          ),
        ),
      };
    case "b2cl":
      return {
        headers: [
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Rate",
          "Taxable Value",
          ...TAX_HEADERS,
        ],
        rows: file.b2cl.flatMap((place) =>
          place.inv.flatMap((inv) =>
            inv.itms.map(({ itm_det }) => [
              inv.inum,
              inv.idt,
              money(inv.val),
              placeOfSupplyLabel(place.pos),
              itm_det.rt,
              money(itm_det.txval),
              ...taxCells(itm_det),
            ]),
          ),
        ),
      };
    case "b2cs":
      return {
        headers: ["Type", "Supply Type", "Place Of Supply", "Rate", "Taxable Value", ...TAX_HEADERS],
        rows: file.b2cs.map((row) => [
          row.typ,
          row.sply_ty,
          placeOfSupplyLabel(row.pos),
          row.rt,
          money(row.txval),
          ...taxCells(row),
        ]),
      };
    case "cdnr":
      return {
        headers: [
          "GSTIN/UIN of Recipient",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Reverse Charge",
          "Note Supply Type",
          "Note Value",
          "Rate",
          "Taxable Value",
          ...TAX_HEADERS,
        ],
        rows: file.cdnr.flatMap((buyer) =>
          buyer.nt.flatMap((nt) =>
            nt.itms.map(({ itm_det }) => [
              buyer.ctin,
              nt.nt_num,
              nt.nt_dt,
              nt.ntty,
              placeOfSupplyLabel(nt.pos),
              nt.rchrg,
              "Regular B2B",
              money(nt.val),
              itm_det.rt,
              money(itm_det.txval),
              ...taxCells(itm_det),
            ]),
          ),
        ),
      };
    case "cdnur":
      return {
        headers: [
          "UR Type",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Note Value",
          "Rate",
          "Taxable Value",
          ...TAX_HEADERS,
        ],
        rows: file.cdnur.flatMap((nt) =>
          nt.itms.map(({ itm_det }) => [
            nt.typ,
            nt.nt_num,
            nt.nt_dt,
            nt.ntty,
            placeOfSupplyLabel(nt.pos),
            money(nt.val),
            itm_det.rt,
            money(itm_det.txval),
            ...taxCells(itm_det),
          ]),
        ),
      };
    case "hsn_b2b":
      return hsnTable(file.hsn.hsn_b2b);
    case "hsn_b2c":
      return hsnTable(file.hsn.hsn_b2c);
    case "docs":
      return {
        headers: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled", "Net Issued"],
        rows: file.doc_issue.doc_det.flatMap((detail) =>
          detail.docs.map((range) => [
            detail.doc_typ,
            range.from,
            range.to,
            range.totnum,
            range.cancel,
            range.net_issue,
          ]),
        ),
      };
  }
}

/** The table as CSV text lines (header first). */
export function* gstr1CsvLines(file: Gstr1File, table: Gstr1CsvTable): Generator<string> {
  const { headers, rows } = gstr1CsvTable(file, table);
  yield csvRow(headers);
  for (const row of rows) yield csvRow(row);
}
