/**
 * The monthly GSTR-1 return as the GST portal's offline tool reads it (JSON), built from the month's
 * tax invoices and credit notes as they were issued. Pure: the server reads the documents, this
 * module sorts them into the return's tables. Amounts are summed in paise and only turned into
 * rupees (numbers with two decimals, as the tool writes them) at the end.
 *
 * Tables (GSTR-1 table numbers in brackets):
 * - `b2b` (4A): invoices to registered buyers (a GSTIN on the invoice), by buyer GSTIN (`ctin`),
 *   one `itms` entry per GST rate of the invoice.
 * - `b2cl` (5): invoices to unregistered buyers that are inter-state and whose value is more than
 *   the B2C large threshold (`b2clThreshold`), by place of supply.
 * - `b2cs` (7): every other invoice to an unregistered buyer, summed by place of supply, rate and
 *   supply type (INTRA / INTER), type `OE`. Credit notes against these invoices are netted here
 *   (subtracted from their invoice's row), as the portal asks: Table 9B (`cdnur`) takes only notes
 *   against B2CL invoices and exports, so a small B2C note has no table of its own. A row may go
 *   below zero in a month whose notes are larger than its sales for that place and rate.
 * - `cdnr` (9B registered): credit notes against B2B invoices, by buyer GSTIN.
 * - `cdnur` (9B unregistered): credit notes against B2CL invoices, `typ` B2CL.
 * - `hsn` (12): the HSN summary, split into `hsn_b2b` and `hsn_b2c` as the form is since 2025,
 *   by HSN/SAC code and rate, net of the month's credit notes (quantities too).
 * - `doc_issue` (13): the invoice and credit-note series used in the month, first and last number,
 *   how many, cancelled (always 0: this shop never cancels a number; a cancelled order's invoice
 *   stands and a credit note reverses it) and net issued.
 *
 * A credit note belongs to the month it was issued in and to the table of its invoice (whatever
 * month the invoice was in). Its place of supply and rate are its invoice's.
 */
import type { Paise } from "./money";
import { shopDay } from "./shop-days";

/**
 * B2C large: Rule 59(4)(a)(ii) of the CGST Rules asks invoice-wise details of inter-State supplies
 * to unregistered persons "with an invoice value more than one lakh rupees" since 1 August 2024
 * (Notification No. 12/2024-Central Tax, 10 July 2024); two and a half lakh rupees before.
 */
export const B2CL_THRESHOLD: Paise = 1_00_000_00;
export const B2CL_THRESHOLD_UNTIL_JULY_2024: Paise = 2_50_000_00;
export const B2CL_THRESHOLD_FROM_DAY = "2024-08-01";

/** The B2C large threshold for an invoice issued on `day` (YYYY-MM-DD): invoices above it (strictly) are B2CL. */
export function b2clThreshold(day: string): Paise {
  return day >= B2CL_THRESHOLD_FROM_DAY ? B2CL_THRESHOLD : B2CL_THRESHOLD_UNTIL_JULY_2024;
}

/** Document types of Table 13, as the offline tool numbers them. */
export const DOC_TYPES = {
  invoices: { doc_num: 1, doc_typ: "Invoices for outward supply" },
  creditNotes: { doc_num: 5, doc_typ: "Credit Note" },
} as const;

/** The HSN summary's length limit for a description (the offline tool's). */
const HSN_DESCRIPTION_LENGTH = 30;

/** A document's line as stored (an InvoiceLine or a credit note's line). */
export type Gstr1Line = {
  description: string;
  hsn: string;
  quantity: number;
  gstRate: number;
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

export type Gstr1Invoice = {
  number: string;
  issuedAt: Date;
  /** The buyer's GSTIN for a B2B invoice, null for a consumer. */
  buyerGstin: string | null;
  /** GST state code of the place of supply; null when the delivery state could not be read. */
  placeOfSupplyCode: string | null;
  intraState: boolean;
  /** The invoice's value (what it charged, GST included). */
  total: Paise;
  lines: readonly Gstr1Line[];
};

export type Gstr1CreditNote = {
  number: string;
  issuedAt: Date;
  total: Paise;
  lines: readonly Gstr1Line[];
  /** The invoice it credits (possibly of an earlier month). */
  invoice: Gstr1Invoice;
};

export type Gstr1Input = {
  /** The seller's GSTIN. */
  gstin: string;
  /** YYYY-MM. */
  month: string;
  invoices: readonly Gstr1Invoice[];
  creditNotes: readonly Gstr1CreditNote[];
};

export type ItemDetail = {
  txval: number;
  rt: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
};
export type Item = { num: number; itm_det: ItemDetail };

export type B2bInvoice = {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: "N";
  inv_typ: "R";
  itms: Item[];
};
export type B2clInvoice = { inum: string; idt: string; val: number; itms: Item[] };
export type B2csRow = {
  sply_ty: "INTRA" | "INTER";
  pos: string;
  typ: "OE";
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
};
export type CdnrNote = {
  ntty: "C";
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: "N";
  inv_typ: "R";
  itms: Item[];
};
export type CdnurNote = {
  typ: "B2CL";
  ntty: "C";
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Item[];
};
export type HsnRow = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
export type DocRange = { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number };
export type DocDetail = { doc_num: number; doc_typ: string; docs: DocRange[] };

export type Gstr1File = {
  gstin: string;
  fp: string;
  b2b: { ctin: string; inv: B2bInvoice[] }[];
  b2cl: { pos: string; inv: B2clInvoice[] }[];
  b2cs: B2csRow[];
  cdnr: { ctin: string; nt: CdnrNote[] }[];
  cdnur: CdnurNote[];
  hsn: { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] };
  doc_issue: { doc_det: DocDetail[] };
};

export type Gstr1Table = "b2b" | "b2cl" | "b2cs";

export type Gstr1Result = {
  file: Gstr1File;
  /** What the accountant must look at before filing (a place of supply or HSN code missing, a gap in a series). */
  warnings: string[];
};

type Sums = { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise };
const ZERO: Sums = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
const add = (a: Sums, line: Gstr1Line, sign = 1): Sums => ({
  taxable: a.taxable + sign * line.taxableValue,
  cgst: a.cgst + sign * line.cgst,
  sgst: a.sgst + sign * line.sgst,
  igst: a.igst + sign * line.igst,
});
const plus = (a: Sums, b: Sums): Sums => ({
  taxable: a.taxable + b.taxable,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
  igst: a.igst + b.igst,
});

/** Paise as the tool's rupee figure (a number with at most two decimals). */
export const rupees = (paise: Paise): number => Math.round(paise) / 100;

/** The offline tool's date format, dd-mm-yyyy, of the shop day `moment` falls in. */
export function gstr1Date(moment: Date): string {
  const [year, month, day] = shopDay(moment).split("-");
  return `${day}-${month}-${year}`;
}

/** The return period, MMYYYY, of a month written YYYY-MM. */
export function filingPeriod(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Not a month: ${month}`);
  return `${month.slice(5, 7)}${month.slice(0, 4)}`;
}

/** Which table an invoice goes to (and its credit notes follow it). */
export function invoiceTable(
  invoice: Pick<Gstr1Invoice, "buyerGstin" | "intraState" | "total" | "issuedAt">,
): Gstr1Table {
  if (invoice.buyerGstin) return "b2b";
  if (!invoice.intraState && invoice.total > b2clThreshold(shopDay(invoice.issuedAt))) return "b2cl";
  return "b2cs";
}

/** A document's lines summed by GST rate (ascending), the `itms` of B2B, B2CL and note entries. */
function itemsByRate(lines: readonly Gstr1Line[], intraState: boolean): Item[] {
  const byRate = new Map<number, Sums>();
  for (const line of lines) byRate.set(line.gstRate, add(byRate.get(line.gstRate) ?? ZERO, line));
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sums], index) => ({ num: index + 1, itm_det: itemDetail(rate, sums, intraState) }));
}

function itemDetail(rate: number, sums: Sums, intraState: boolean): ItemDetail {
  return intraState
    ? { txval: rupees(sums.taxable), rt: rate, camt: rupees(sums.cgst), samt: rupees(sums.sgst), csamt: 0 }
    : { txval: rupees(sums.taxable), rt: rate, iamt: rupees(sums.igst), csamt: 0 };
}

/** Services accounting codes start with 99; their unit is "NA" and their quantity 0 in the HSN summary. */
const isService = (hsn: string) => hsn.startsWith("99");

type HsnSums = Sums & { quantity: number; description: string };

/** Adds `value` to the list under `key` (in place: a month holds thousands of documents under one key). */
function append<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A document series: the number without its running counter ("PA/26-27/000123" → "PA/26-27/", 123). */
function seriesOf(number: string): { series: string; counter: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { series: match[1], counter: Number(match[2]) } : { series: number, counter: NaN };
}

function docRanges(numbers: readonly string[], label: string, warnings: string[]): DocRange[] {
  const bySeries = new Map<string, { counter: number; number: string }[]>();
  for (const number of numbers) {
    const { series, counter } = seriesOf(number);
    append(bySeries, series, { counter, number });
  }
  return [...bySeries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([series, documents], index) => {
      const sorted = [...documents].sort((a, b) => a.counter - b.counter || a.number.localeCompare(b.number));
      const from = sorted[0];
      const to = sorted[sorted.length - 1];
      const span = to.counter - from.counter + 1;
      if (Number.isFinite(span) && span !== sorted.length)
        warnings.push(
          `${label} series ${series}: ${sorted.length} issued this month between ${from.number} and ${to.number}, which spans ${span} numbers.`,
        );
      return {
        num: index + 1,
        from: from.number,
        to: to.number,
        totnum: sorted.length,
        cancel: 0,
        net_issue: sorted.length,
      };
    });
}

/**
 * The month's lines summed by what the B2CS and HSN tables group by: whether the invoice's buyer is registered (a
 * credit note's invoice), place of supply, supply type, HSN code and rate. A credit note's lines count negative.
 */
export type Gstr1LineSum = Sums & {
  registered: boolean;
  /** "" when the invoice's place of supply could not be read. */
  pos: string;
  intraState: boolean;
  hsn: string;
  gstRate: number;
  quantity: number;
  /** The first of the lines' descriptions in code-point order (the HSN summary names a code by one of them). */
  description: string;
  /** The invoice's number when it has no readable place of supply (its lines are summed apart, to name it). */
  unplacedInvoice: string | null;
  /** The document's number when the line has no HSN code (summed apart by document and description, to name them). */
  hsnMissingIn: string | null;
};

/**
 * What the return is assembled from: the documents listed one by one (B2B and B2CL invoices and their credit notes,
 * whole; others given too are left to the sums), every line of the month summed, and every document number issued in
 * the month.
 */
export type Gstr1Parts = {
  gstin: string;
  /** YYYY-MM. */
  month: string;
  listedInvoices: readonly Gstr1Invoice[];
  listedNotes: readonly Gstr1CreditNote[];
  lineSums: readonly Gstr1LineSum[];
  invoiceNumbers: readonly string[];
  noteNumbers: readonly string[];
};

/** Whether an invoice (and so its credit notes) is listed one by one in the return, not only summed. */
const isListed = (invoice: Parameters<typeof invoiceTable>[0]) => invoiceTable(invoice) !== "b2cs";

/**
 * The parts of the month's return from its documents read whole (documents of other months are left out). The
 * server reads the same sums kept as documents are issued (migration gstr1_line_sums) and only the listed documents
 * whole; this is the same in memory.
 */
export function summariseDocuments(input: Gstr1Input): Gstr1Parts {
  const inMonth = (moment: Date) => shopDay(moment).slice(0, 7) === input.month;
  const invoices = input.invoices.filter((invoice) => inMonth(invoice.issuedAt));
  const notes = input.creditNotes.filter((note) => inMonth(note.issuedAt));
  const sums = new Map<string, Gstr1LineSum>();
  const addLines = (invoice: Gstr1Invoice, number: string, lines: readonly Gstr1Line[], sign: number) => {
    const registered = Boolean(invoice.buyerGstin);
    const pos = invoice.placeOfSupplyCode ?? "";
    const unplacedInvoice = pos ? null : invoice.number;
    for (const line of lines) {
      const hsnMissingIn = line.hsn ? null : number;
      const key = JSON.stringify([
        registered,
        pos,
        invoice.intraState,
        line.hsn,
        line.gstRate,
        unplacedInvoice,
        hsnMissingIn,
      ]);
      const apart = hsnMissingIn ? `${key}|${line.description}` : key;
      const sum = sums.get(apart) ?? {
        ...ZERO,
        registered,
        pos,
        intraState: invoice.intraState,
        hsn: line.hsn,
        gstRate: line.gstRate,
        quantity: 0,
        description: line.description,
        unplacedInvoice,
        hsnMissingIn,
      };
      sums.set(apart, {
        ...sum,
        ...add(sum, line, sign),
        quantity: sum.quantity + sign * line.quantity,
        description: firstInCodePoints(sum.description, line.description),
      });
    }
  };
  for (const invoice of invoices) addLines(invoice, invoice.number, invoice.lines, 1);
  for (const note of notes) addLines(note.invoice, note.number, note.lines, -1);
  return {
    gstin: input.gstin,
    month: input.month,
    listedInvoices: invoices.filter(isListed),
    listedNotes: notes.filter((note) => isListed(note.invoice)),
    lineSums: [...sums.values()],
    invoiceNumbers: invoices.map((invoice) => invoice.number),
    noteNumbers: notes.map((note) => note.number),
  };
}

/** The earlier of two strings by code points (as PostgreSQL's `min(… COLLATE "C")`, not by locale). */
const firstInCodePoints = (a: string, b: string) => (b < a ? b : a);

const nonZero = (sums: Sums) => sums.taxable !== 0 || sums.cgst !== 0 || sums.sgst !== 0 || sums.igst !== 0;

/** The warnings about single documents, in the order of the numbers they name. */
function documentWarnings(lineSums: readonly Gstr1LineSum[]): string[] {
  const said: { number: string; order: number; text: string }[] = [];
  for (const sum of lineSums) {
    if (sum.unplacedInvoice)
      said.push({
        number: sum.unplacedInvoice,
        order: 0,
        text: `Invoice ${sum.unplacedInvoice} has no readable place of supply: enter its state code by hand.`,
      });
    if (sum.hsnMissingIn)
      said.push({
        number: sum.hsnMissingIn,
        order: 1,
        text: `${sum.hsnMissingIn}: "${sum.description}" has no HSN code.`,
      });
  }
  return said
    .sort((a, b) => a.number.localeCompare(b.number) || a.order - b.order || a.text.localeCompare(b.text))
    .map((warning) => warning.text);
}

/** The consumers' lines by state, rate and supply type, less those of the B2CL invoices and notes listed apart. */
function b2csRows(parts: Gstr1Parts): B2csRow[] {
  const rows = new Map<string, { sply_ty: "INTRA" | "INTER"; pos: string; rt: number; sums: Sums }>();
  const put = (pos: string, intraState: boolean, gstRate: number, sums: Sums) => {
    const sply_ty = intraState ? "INTRA" : "INTER";
    const key = `${pos}|${gstRate}|${sply_ty}`;
    const row = rows.get(key) ?? { sply_ty, pos, rt: gstRate, sums: ZERO };
    rows.set(key, { ...row, sums: plus(row.sums, sums) });
  };
  for (const sum of parts.lineSums) if (!sum.registered) put(sum.pos, sum.intraState, sum.gstRate, sum);
  const takeOff = (invoice: Gstr1Invoice, lines: readonly Gstr1Line[], sign: number) => {
    for (const line of lines)
      put(invoice.placeOfSupplyCode ?? "", invoice.intraState, line.gstRate, add(ZERO, line, -sign));
  };
  for (const invoice of parts.listedInvoices) if (invoiceTable(invoice) === "b2cl") takeOff(invoice, invoice.lines, 1);
  for (const note of parts.listedNotes)
    if (invoiceTable(note.invoice) === "b2cl") takeOff(note.invoice, note.lines, -1);
  return [...rows.values()]
    .filter(({ sums }) => nonZero(sums))
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt || a.sply_ty.localeCompare(b.sply_ty))
    .map(({ sply_ty, pos, rt, sums }) => {
      const { txval, iamt, camt, samt } = itemDetail(rt, sums, sply_ty === "INTRA");
      return sply_ty === "INTRA"
        ? { sply_ty, pos, typ: "OE" as const, rt, txval, camt, samt, csamt: 0 }
        : { sply_ty, pos, typ: "OE" as const, rt, txval, iamt, csamt: 0 };
    });
}

function hsnRows(lineSums: readonly Gstr1LineSum[], business: boolean): HsnRow[] {
  const rows = new Map<string, { hsn: string; rate: number; row: HsnSums }>();
  for (const sum of lineSums) {
    if (sum.registered !== business) continue;
    const key = `${sum.hsn}|${sum.gstRate}`;
    const known = rows.get(key);
    const row = known?.row ?? { ...ZERO, quantity: 0, description: sum.description };
    rows.set(key, {
      hsn: sum.hsn,
      rate: sum.gstRate,
      row: {
        ...plus(row, sum),
        quantity: row.quantity + sum.quantity,
        description: firstInCodePoints(row.description, sum.description),
      },
    });
  }
  return [...rows.values()]
    .filter(({ row }) => nonZero(row))
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map(({ hsn: code, rate, row }, index) => ({
      num: index + 1,
      hsn_sc: code,
      desc: row.description.slice(0, HSN_DESCRIPTION_LENGTH),
      uqc: isService(code) ? "NA" : "NOS",
      qty: isService(code) ? 0 : row.quantity,
      rt: rate,
      txval: rupees(row.taxable),
      iamt: rupees(row.igst),
      camt: rupees(row.cgst),
      samt: rupees(row.sgst),
      csamt: 0,
    }));
}

/** The GSTR-1 file of a month from its parts. */
export function assembleGstr1(parts: Gstr1Parts): Gstr1Result {
  const warnings = documentWarnings(parts.lineSums);
  const byNumber = <T extends { number: string }>(a: T, b: T) => a.number.localeCompare(b.number);
  const posOf = (invoice: Gstr1Invoice) => invoice.placeOfSupplyCode ?? "";

  const b2b = new Map<string, B2bInvoice[]>();
  const b2cl = new Map<string, B2clInvoice[]>();
  for (const invoice of [...parts.listedInvoices].sort(byNumber)) {
    const table = invoiceTable(invoice);
    if (table === "b2b")
      append(b2b, invoice.buyerGstin as string, {
        inum: invoice.number,
        idt: gstr1Date(invoice.issuedAt),
        val: rupees(invoice.total),
        pos: posOf(invoice),
        rchrg: "N",
        inv_typ: "R",
        itms: itemsByRate(invoice.lines, invoice.intraState),
      });
    else if (table === "b2cl")
      append(b2cl, posOf(invoice), {
        inum: invoice.number,
        idt: gstr1Date(invoice.issuedAt),
        val: rupees(invoice.total),
        itms: itemsByRate(invoice.lines, false),
      });
  }

  const cdnr = new Map<string, CdnrNote[]>();
  const cdnur: CdnurNote[] = [];
  for (const note of [...parts.listedNotes].sort(byNumber)) {
    const table = invoiceTable(note.invoice);
    const entry = {
      ntty: "C" as const,
      nt_num: note.number,
      nt_dt: gstr1Date(note.issuedAt),
      val: rupees(note.total),
      pos: posOf(note.invoice),
      itms: itemsByRate(note.lines, note.invoice.intraState),
    };
    if (table === "b2b") append(cdnr, note.invoice.buyerGstin as string, { ...entry, rchrg: "N", inv_typ: "R" });
    else if (table === "b2cl") cdnur.push({ typ: "B2CL", ...entry });
  }

  const docDet: DocDetail[] = [];
  if (parts.invoiceNumbers.length > 0)
    docDet.push({ ...DOC_TYPES.invoices, docs: docRanges(parts.invoiceNumbers, "Invoice", warnings) });
  if (parts.noteNumbers.length > 0)
    docDet.push({ ...DOC_TYPES.creditNotes, docs: docRanges(parts.noteNumbers, "Credit note", warnings) });

  const byKey = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    file: {
      gstin: parts.gstin,
      fp: filingPeriod(parts.month),
      b2b: byKey(b2b).map(([ctin, inv]) => ({ ctin, inv })),
      b2cl: byKey(b2cl).map(([pos, inv]) => ({ pos, inv })),
      b2cs: b2csRows(parts),
      cdnr: byKey(cdnr).map(([ctin, nt]) => ({ ctin, nt })),
      cdnur,
      hsn: { hsn_b2b: hsnRows(parts.lineSums, true), hsn_b2c: hsnRows(parts.lineSums, false) },
      doc_issue: { doc_det: docDet },
    },
    warnings: [...new Set(warnings)],
  };
}

/** The GSTR-1 file of a month from its invoices and credit notes read whole (documents of other months are left out). */
export function buildGstr1(input: Gstr1Input): Gstr1Result {
  return assembleGstr1(summariseDocuments(input));
}

/** Taxable value and tax of the file by place of supply and rate: B2B + B2CL + B2CS − credit notes (paise). */
export function gstr1TotalsByStateAndRate(file: Gstr1File): Map<string, Sums> {
  const totals = new Map<string, Sums>();
  const paise = (rupeeFigure: number | undefined) => Math.round((rupeeFigure ?? 0) * 100);
  const put = (pos: string, detail: ItemDetail | B2csRow, sign: number) => {
    const key = `${pos}|${detail.rt}`;
    const sums = totals.get(key) ?? ZERO;
    totals.set(key, {
      taxable: sums.taxable + sign * paise(detail.txval),
      cgst: sums.cgst + sign * paise(detail.camt),
      sgst: sums.sgst + sign * paise(detail.samt),
      igst: sums.igst + sign * paise(detail.iamt),
    });
  };
  for (const buyer of file.b2b) for (const inv of buyer.inv) for (const item of inv.itms) put(inv.pos, item.itm_det, 1);
  for (const place of file.b2cl)
    for (const inv of place.inv) for (const item of inv.itms) put(place.pos, item.itm_det, 1);
  for (const row of file.b2cs) put(row.pos, row, 1);
  for (const buyer of file.cdnr) for (const nt of buyer.nt) for (const item of nt.itms) put(nt.pos, item.itm_det, -1);
  for (const nt of file.cdnur) for (const item of nt.itms) put(nt.pos, item.itm_det, -1);
  return totals;
}
