import "server-only";
import { buildGstr1, filingPeriod, type Gstr1File, type Gstr1Invoice, type Gstr1Line } from "@/lib/domain/gstr1";
import { gstr1CsvLines, type Gstr1CsvTable } from "@/lib/domain/gstr1-csv";
import { addDays, shopDay, startOfShopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import type { Gstr1Query } from "@/lib/validation/reports/gstr1";

/** What the reports screen shows of a month's return: the file, what to check before filing, and counts. */
export type Gstr1Report = {
  month: string;
  file: Gstr1File;
  warnings: string[];
  counts: { invoices: number; credit_notes: number };
};

/** A month longer than this many documents is refused rather than read into memory at once. */
const MAX_DOCUMENTS = 50_000;

type StoredDocument = {
  number: string;
  issuedAt: Date;
  lines: unknown;
  total: number;
};
type StoredInvoice = StoredDocument & {
  buyer: unknown;
  placeOfSupplyCode: string | null;
  intraState: boolean;
  seller: unknown;
};

/** The stored lines (InvoiceLine[] or a credit note's lines) as the return reads them. */
function linesOf(stored: unknown): Gstr1Line[] {
  return (stored as Gstr1Line[]).map((line) => ({
    description: line.description,
    hsn: line.hsn ?? "",
    quantity: line.quantity ?? 0,
    gstRate: line.gstRate,
    taxableValue: line.taxableValue,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
  }));
}

function invoiceOf(stored: StoredInvoice): Gstr1Invoice {
  const gstin = (stored.buyer as { gstin?: string } | null)?.gstin;
  return {
    number: stored.number,
    issuedAt: stored.issuedAt,
    buyerGstin: gstin ? gstin : null,
    placeOfSupplyCode: stored.placeOfSupplyCode,
    intraState: stored.intraState,
    total: stored.total,
    lines: linesOf(stored.lines),
  };
}

export function gstr1Month(query: Gstr1Query, now = new Date()): string {
  return query.month ?? shopDay(now).slice(0, 7);
}

const INVOICE_FIELDS = {
  number: true,
  issuedAt: true,
  lines: true,
  total: true,
  buyer: true,
  placeOfSupplyCode: true,
  intraState: true,
  seller: true,
} as const;

/**
 * The month's GSTR-1 (India's calendar month): its invoices and the credit notes issued in it
 * (with the invoice each credits, whatever its month), as issued. The seller's GSTIN is the one
 * the month's documents were issued under, or the settings' when there are none.
 */
export async function gstr1Report(query: Gstr1Query, now = new Date()): Promise<Gstr1Report> {
  const month = gstr1Month(query, now);
  const from = startOfShopDay(`${month}-01`);
  const to = startOfShopDay(`${addDays(`${month}-01`, 31).slice(0, 7)}-01`);
  const [invoices, notes, settings] = await Promise.all([
    db.invoice.findMany({
      where: { issuedAt: { gte: from, lt: to } },
      select: INVOICE_FIELDS,
      orderBy: { id: "asc" },
      take: MAX_DOCUMENTS,
    }),
    db.creditNote.findMany({
      where: { issuedAt: { gte: from, lt: to } },
      select: { number: true, issuedAt: true, lines: true, total: true, invoice: { select: INVOICE_FIELDS } },
      orderBy: { id: "asc" },
      take: MAX_DOCUMENTS,
    }),
    db.storeSettings.findUnique({ where: { id: 1 }, select: { gstin: true } }),
  ]);
  const issuedUnder = [...invoices, ...notes.map((note) => note.invoice)]
    .map((invoice) => (invoice.seller as { gstin?: string } | null)?.gstin)
    .find(Boolean);
  const gstin = issuedUnder ?? settings?.gstin ?? "";
  const { file, warnings } = buildGstr1({
    gstin,
    month,
    invoices: invoices.map(invoiceOf),
    creditNotes: notes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt,
      total: note.total,
      lines: linesOf(note.lines),
      invoice: invoiceOf(note.invoice),
    })),
  });
  const said = [...warnings];
  if (!gstin)
    said.unshift("The shop's GSTIN is not set (Settings, GST tax invoices): the file cannot be filed without it.");
  if (invoices.length === MAX_DOCUMENTS || notes.length === MAX_DOCUMENTS)
    said.unshift(`More than ${MAX_DOCUMENTS} documents this month: the file is incomplete.`);
  return { month, file, warnings: said, counts: { invoices: invoices.length, credit_notes: notes.length } };
}

/** The offline tool's file name: GSTR1_{GSTIN}_{MMYYYY}.json. */
export function gstr1FileName(report: Pick<Gstr1Report, "month" | "file">): string {
  return `GSTR1_${report.file.gstin || "GSTIN"}_${filingPeriod(report.month)}.json`;
}

/** The month's return as the JSON file to upload (a download, never cached). */
export async function gstr1FileResponse(query: Gstr1Query): Promise<Response> {
  const report = await gstr1Report(query);
  return new Response(JSON.stringify(report.file, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${gstr1FileName(report)}"`,
      "cache-control": "no-store",
    },
  });
}

/** One table of the month's return as CSV rows (header first). */
export async function* gstr1Csv(query: Gstr1Query, table: Gstr1CsvTable): AsyncGenerator<string> {
  const report = await gstr1Report(query);
  yield* gstr1CsvLines(report.file, table);
}
