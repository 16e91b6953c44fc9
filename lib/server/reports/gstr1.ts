import "server-only";
import {
  assembleGstr1,
  B2CL_THRESHOLD,
  B2CL_THRESHOLD_UNTIL_JULY_2024,
  filingPeriod,
  type Gstr1File,
  type Gstr1Invoice,
  type Gstr1Line,
  type Gstr1LineSum,
} from "@/lib/domain/gstr1";
import { gstr1CsvLines, type Gstr1CsvTable } from "@/lib/domain/gstr1-csv";
import { addDays, shopDay, startOfShopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { Prisma } from "@prisma/client";
import type { Gstr1Query } from "@/lib/validation/reports/gstr1";

/** What the reports screen shows of a month's return: the file, what to check before filing, and counts. */
export type Gstr1Report = {
  month: string;
  file: Gstr1File;
  warnings: string[];
  counts: { invoices: number; credit_notes: number };
};

/** More B2B and B2CL documents than this in a month are refused rather than read into memory at once. */
const MAX_LISTED = 50_000;

/** An invoice as the return reads it: the buyer's GSTIN out of its buyer, never the whole buyer or seller. */
type StoredInvoice = {
  number: string;
  issuedAt: Date;
  lines: unknown;
  total: number;
  buyerGstin: string | null;
  placeOfSupplyCode: string | null;
  intraState: boolean;
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

/** A credit note with the invoice it credits, that invoice's columns prefixed `invoice_`. */
type StoredCreditNote = Pick<StoredInvoice, "number" | "issuedAt" | "lines" | "total"> & {
  [Column in keyof StoredInvoice as `invoice_${Column}`]: StoredInvoice[Column];
};

const creditedInvoice = (note: StoredCreditNote): StoredInvoice => ({
  number: note.invoice_number,
  issuedAt: note.invoice_issuedAt,
  lines: note.invoice_lines,
  total: note.invoice_total,
  buyerGstin: note.invoice_buyerGstin,
  placeOfSupplyCode: note.invoice_placeOfSupplyCode,
  intraState: note.invoice_intraState,
});

function invoiceOf(stored: StoredInvoice): Gstr1Invoice {
  return {
    number: stored.number,
    issuedAt: stored.issuedAt,
    buyerGstin: stored.buyerGstin ? stored.buyerGstin : null,
    placeOfSupplyCode: stored.placeOfSupplyCode,
    intraState: stored.intraState,
    total: stored.total,
    lines: linesOf(stored.lines),
  };
}

export function gstr1Month(query: Gstr1Query, now = new Date()): string {
  return query.month ?? shopDay(now).slice(0, 7);
}

/** The columns of `StoredInvoice` from the invoice `i` (the buyer's and seller's JSON stay in PostgreSQL). */
const INVOICE_COLUMNS = Prisma.sql`i.number, i."issuedAt", i.lines, i.total, i.buyer->>'gstin' AS "buyerGstin", i."placeOfSupplyCode", i."intraState"`;

/**
 * The invoices `i` the return may list one by one: a registered buyer's (B2B), or inter-State above the lower of the
 * B2C large thresholds (B2CL by the threshold of its day). The domain sorts them; the others are only summed.
 */
const LISTED_CANDIDATE = Prisma.sql`(coalesce(i.buyer->>'gstin', '') <> ''
  OR (NOT i."intraState" AND i.total > ${Math.min(B2CL_THRESHOLD, B2CL_THRESHOLD_UNTIL_JULY_2024)}::int))`;

type Month = { from: Date; to: Date };
const issuedWithin = (table: "i" | "n", { from, to }: Month) =>
  Prisma.sql`${Prisma.raw(table)}."issuedAt" >= ${from} AND ${Prisma.raw(table)}."issuedAt" < ${to}`;

/** The GSTIN of the month's first document issued under one (its invoices first, then its credit notes' invoices). */
async function issuedUnder(month: Month): Promise<string | null> {
  const [row] = await db.$queryRaw<{ gstin: string }[]>`
    SELECT gstin FROM (
      (SELECT i.seller->>'gstin' AS gstin, 0 AS part, i.id AS position FROM "Invoice" i
       WHERE ${issuedWithin("i", month)} AND coalesce(i.seller->>'gstin', '') <> '' ORDER BY i.id LIMIT 1)
      UNION ALL
      (SELECT i.seller->>'gstin', 1, n.id FROM "CreditNote" n JOIN "Invoice" i ON i.id = n."invoiceId"
       WHERE ${issuedWithin("n", month)} AND coalesce(i.seller->>'gstin', '') <> '' ORDER BY n.id LIMIT 1)
    ) documents ORDER BY part, position LIMIT 1`;
  return row?.gstin ?? null;
}

/** Every line of the month's invoices and credit notes, summed as `Gstr1LineSum` says (kept by triggers, migration gstr1_line_sums). */
function lineSums(month: string): Promise<Gstr1LineSum[]> {
  return db.$queryRaw<Gstr1LineSum[]>`
    SELECT registered, pos, "intraState", hsn, "gstRate", nullif("unplacedInvoice", '') AS "unplacedInvoice",
           nullif("hsnMissingIn", '') AS "hsnMissingIn", description, quantity::float8 AS quantity,
           taxable::float8 AS taxable, cgst::float8 AS cgst, sgst::float8 AS sgst, igst::float8 AS igst
    FROM "Gstr1LineSum" WHERE month = ${month}`;
}

/** The numbers of the month's invoices and credit notes (Table 13). */
async function documentNumbers(month: Month): Promise<{ invoices: string[]; notes: string[] }> {
  const [row] = await db.$queryRaw<{ invoices: string[]; notes: string[] }[]>`
    SELECT (SELECT coalesce(array_agg(i.number), '{}') FROM "Invoice" i WHERE ${issuedWithin("i", month)}) AS invoices,
           (SELECT coalesce(array_agg(n.number), '{}') FROM "CreditNote" n WHERE ${issuedWithin("n", month)}) AS notes`;
  return row;
}

/**
 * The month's GSTR-1 (India's calendar month): its invoices and the credit notes issued in it
 * (with the invoice each credits, whatever its month), as issued. The seller's GSTIN is the one
 * the month's documents were issued under, or the settings' when there are none. Only the B2B
 * and B2CL documents, which the file lists one by one, are read whole; the lines are summed as they are issued.
 */
export async function gstr1Report(query: Gstr1Query, now = new Date()): Promise<Gstr1Report> {
  const month = gstr1Month(query, now);
  const from = startOfShopDay(`${month}-01`);
  const to = startOfShopDay(`${addDays(`${month}-01`, 31).slice(0, 7)}-01`);
  const within = { from, to };
  const [invoices, notes, sums, numbers, underGstin, settings] = await Promise.all([
    db.$queryRaw<StoredInvoice[]>`
      SELECT ${INVOICE_COLUMNS} FROM "Invoice" i
      WHERE ${issuedWithin("i", within)} AND ${LISTED_CANDIDATE} ORDER BY i.id LIMIT ${MAX_LISTED}`,
    db.$queryRaw<StoredCreditNote[]>`
      SELECT n.number, n."issuedAt", n.lines, n.total, i.number AS "invoice_number", i."issuedAt" AS "invoice_issuedAt",
             i.lines AS "invoice_lines", i.total AS "invoice_total", i.buyer->>'gstin' AS "invoice_buyerGstin",
             i."placeOfSupplyCode" AS "invoice_placeOfSupplyCode", i."intraState" AS "invoice_intraState"
      FROM "CreditNote" n JOIN "Invoice" i ON i.id = n."invoiceId"
      WHERE ${issuedWithin("n", within)} AND ${LISTED_CANDIDATE} ORDER BY n.id LIMIT ${MAX_LISTED}`,
    lineSums(month),
    documentNumbers(within),
    issuedUnder(within),
    db.storeSettings.findUnique({ where: { id: 1 }, select: { gstin: true } }),
  ]);
  const gstin = underGstin ?? settings?.gstin ?? "";
  const { file, warnings } = assembleGstr1({
    gstin,
    month,
    listedInvoices: invoices.map(invoiceOf),
    listedNotes: notes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt,
      total: note.total,
      lines: linesOf(note.lines),
      invoice: invoiceOf(creditedInvoice(note)),
    })),
    lineSums: sums,
    invoiceNumbers: numbers.invoices,
    noteNumbers: numbers.notes,
  });
  const said = [...warnings];
  if (!gstin)
    said.unshift("The shop's GSTIN is not set (Settings, GST tax invoices): the file cannot be filed without it.");
  if (invoices.length === MAX_LISTED || notes.length === MAX_LISTED)
    said.unshift(`More than ${MAX_LISTED} B2B or B2CL documents this month: the file is incomplete.`);
  return {
    month,
    file,
    warnings: said,
    counts: { invoices: numbers.invoices.length, credit_notes: numbers.notes.length },
  };
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
