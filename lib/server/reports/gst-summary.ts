import "server-only";
import { Prisma } from "@prisma/client";
import { csvRow } from "@/lib/domain/csv";
import { paiseToRupees } from "@/lib/domain/money";
import { addDays, shopDay, startOfShopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import type { GstSummaryQuery } from "@/lib/validation/reports/queries";
import { counted } from "@/lib/domain/plural";

type TaxFigures = { taxable_value: number; cgst: number; sgst: number; igst: number; total: number };
export type GstSummary = {
  month: string;
  invoices: { count: number } & TaxFigures;
  by_rate: ({ rate: number } & TaxFigures)[];
  by_state: ({ state: string; code: string | null } & TaxFigures)[];
  hsn: ({ hsn: string; rate: number; quantity: number } & TaxFigures)[];
  credit_notes: {
    count: number;
    totals: TaxFigures;
    by_rate: ({ rate: number } & TaxFigures)[];
    notes: ({ number: string; issued_at: string; invoice_number: string; reason: string } & TaxFigures)[];
  };
  /** Invoices less credit notes: what the month's returns declare. */
  net: TaxFigures;
  /** Invoices to business buyers (a GSTIN on the invoice), listed apart; `b2c` is the rest of `invoices`. */
  b2b: {
    count: number;
    totals: TaxFigures;
    invoices: ({
      number: string;
      issued_at: string;
      buyer_gstin: string;
      buyer_name: string;
      place_of_supply: string;
    } & TaxFigures)[];
  };
  b2c: { count: number } & TaxFigures;
};

type Row = { taxable: number; cgst: number; sgst: number; igst: number; total: number };

const figures = (row: Row): TaxFigures => ({
  taxable_value: paiseToRupees(row.taxable),
  cgst: paiseToRupees(row.cgst),
  sgst: paiseToRupees(row.sgst),
  igst: paiseToRupees(row.igst),
  total: paiseToRupees(row.total),
});

/** The month's first and last shop day, and the instants that bound it (India's time zone). */
function monthRange(month: string): { from: Date; to: Date } {
  const first = `${month}-01`;
  const next = addDays(first, 31).slice(0, 7);
  return { from: startOfShopDay(first), to: startOfShopDay(`${next}-01`) };
}

// Sums are read as float8: exact for whole paise up to 2^53, and plain numbers in JavaScript.
const SUMS = Prisma.sql`sum(l."taxableValue")::float8 AS taxable, sum(l.cgst)::float8 AS cgst, sum(l.sgst)::float8 AS sgst, sum(l.igst)::float8 AS igst, sum(l.amount)::float8 AS total`;
const LINES = (table: "Invoice" | "CreditNote") =>
  Prisma.sql`FROM ${Prisma.raw(`"${table}"`)} d CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(d.lines) AS (hsn text, quantity int, "gstRate" int, "taxableValue" bigint, cgst bigint, sgst bigint, igst bigint, amount bigint)) WITH ORDINALITY AS l(hsn, quantity, "gstRate", "taxableValue", cgst, sgst, igst, amount, n)`;
/** Documents with lines: each one's first line counts it. */
const DOCUMENTS = Prisma.sql`count(*) FILTER (WHERE l.n = 1)::int AS count`;

type SumsBy = "all" | "rate" | "state" | "hsn";
type SumsRow = Row & {
  kind: SumsBy;
  count: number;
  rate: number;
  state: string;
  code: string | null;
  hsn: string;
  quantity: number;
};

/**
 * The month's invoice lines summed four ways in one pass over them (GROUPING SETS; `kind` says which way): in all, by
 * rate, by place of supply, by HSN code and rate. Each way's rows come in its table's order.
 */
function invoiceSums(inMonth: Prisma.Sql) {
  return db.$queryRaw<SumsRow[]>`
    SELECT CASE GROUPING(l."gstRate", d."placeOfSupply", h.hsn) WHEN 7 THEN 'all' WHEN 3 THEN 'rate' WHEN 5 THEN 'state' ELSE 'hsn' END AS kind,
           ${DOCUMENTS}, l."gstRate" AS rate, d."placeOfSupply" AS state, d."placeOfSupplyCode" AS code, h.hsn,
           sum(l.quantity)::float8 AS quantity, ${SUMS}
    ${LINES("Invoice")} CROSS JOIN LATERAL (SELECT COALESCE(NULLIF(l.hsn, ''), '-') AS hsn) h
    WHERE ${inMonth}
    GROUP BY GROUPING SETS ((), (l."gstRate"), (d."placeOfSupply", d."placeOfSupplyCode"), (h.hsn, l."gstRate"))
    ORDER BY kind, code NULLS LAST, state, h.hsn, rate`;
}

/** The month's credit note lines in all and by rate, in one pass (as invoiceSums). */
function creditNoteSums(inMonth: Prisma.Sql) {
  return db.$queryRaw<SumsRow[]>`
    SELECT CASE GROUPING(l."gstRate") WHEN 1 THEN 'all' ELSE 'rate' END AS kind, ${DOCUMENTS}, l."gstRate" AS rate, ${SUMS}
    ${LINES("CreditNote")} WHERE ${inMonth}
    GROUP BY GROUPING SETS ((), (l."gstRate"))
    ORDER BY kind, rate`;
}

/**
 * The month's GST summary, from the documents as issued: invoices' taxable value and tax by rate, by
 * place of supply and by HSN code, and the credit notes issued in the month (by the date each was
 * issued), with the net figures.
 */
/** The month a query names, or the current one in India. */
export function summaryMonth(query: GstSummaryQuery, now = new Date()): string {
  return query.month ?? shopDay(now).slice(0, 7);
}

export async function gstSummary(query: GstSummaryQuery, now = new Date()): Promise<GstSummary> {
  const month = summaryMonth(query, now);
  const { from, to } = monthRange(month);
  const inMonth = Prisma.sql`d."issuedAt" >= ${from} AND d."issuedAt" < ${to}`;
  const [invoiceRows, noteRows, notes, b2b] = await Promise.all([
    invoiceSums(inMonth),
    creditNoteSums(inMonth),
    db.creditNote.findMany({
      where: { issuedAt: { gte: from, lt: to } },
      orderBy: { id: "asc" },
      include: { invoice: { select: { number: true } } },
      take: 1000,
    }),
    db.invoice.findMany({
      where: { issuedAt: { gte: from, lt: to }, buyer: { path: ["gstin"], not: Prisma.AnyNull } },
      orderBy: { id: "asc" },
      take: 5000,
    }),
  ]);
  const zero = (row: Partial<Row> | undefined): Row => ({
    taxable: row?.taxable ?? 0,
    cgst: row?.cgst ?? 0,
    sgst: row?.sgst ?? 0,
    igst: row?.igst ?? 0,
    total: row?.total ?? 0,
  });
  const invoicesBy = (by: SumsBy) => invoiceRows.filter((row) => row.kind === by);
  const [invoiceTotals, byRate, byState, hsn] = [
    invoicesBy("all"),
    invoicesBy("rate"),
    invoicesBy("state"),
    invoicesBy("hsn"),
  ];
  const [noteTotals, noteRates] = [
    noteRows.filter((row) => row.kind === "all"),
    noteRows.filter((row) => row.kind === "rate"),
  ];
  const invoiced = zero(invoiceTotals[0]);
  const credited = zero(noteTotals[0]);
  const b2bTotals = b2b.reduce<Row>(
    (sum, invoice) => ({
      taxable: sum.taxable + invoice.taxableValue,
      cgst: sum.cgst + invoice.cgst,
      sgst: sum.sgst + invoice.sgst,
      igst: sum.igst + invoice.igst,
      total: sum.total + invoice.total,
    }),
    zero(undefined),
  );
  return {
    month,
    invoices: { count: invoiceTotals[0]?.count ?? 0, ...figures(invoiced) },
    by_rate: byRate.map((row) => ({ rate: row.rate, ...figures(row) })),
    by_state: byState.map((row) => ({ state: row.state, code: row.code, ...figures(row) })),
    hsn: hsn.map((row) => ({ hsn: row.hsn, rate: row.rate, quantity: row.quantity, ...figures(row) })),
    credit_notes: {
      count: noteTotals[0]?.count ?? 0,
      totals: figures(credited),
      by_rate: noteRates.map((row) => ({ rate: row.rate, ...figures(row) })),
      notes: notes.map((note) => ({
        number: note.number,
        issued_at: note.issuedAt.toISOString(),
        invoice_number: note.invoice.number,
        reason: note.reason,
        ...figures({
          taxable: note.taxableValue,
          cgst: note.cgst,
          sgst: note.sgst,
          igst: note.igst,
          total: note.total,
        }),
      })),
    },
    b2b: {
      count: b2b.length,
      totals: figures(b2bTotals),
      invoices: b2b.map((invoice) => {
        const buyer = invoice.buyer as { gstin: string; name: string };
        return {
          number: invoice.number,
          issued_at: invoice.issuedAt.toISOString(),
          buyer_gstin: buyer.gstin,
          buyer_name: buyer.name,
          place_of_supply: invoice.placeOfSupplyCode
            ? `${invoice.placeOfSupply} (${invoice.placeOfSupplyCode})`
            : invoice.placeOfSupply,
          ...figures({
            taxable: invoice.taxableValue,
            cgst: invoice.cgst,
            sgst: invoice.sgst,
            igst: invoice.igst,
            total: invoice.total,
          }),
        };
      }),
    },
    b2c: {
      count: (invoiceTotals[0]?.count ?? 0) - b2b.length,
      ...figures({
        taxable: invoiced.taxable - b2bTotals.taxable,
        cgst: invoiced.cgst - b2bTotals.cgst,
        sgst: invoiced.sgst - b2bTotals.sgst,
        igst: invoiced.igst - b2bTotals.igst,
        total: invoiced.total - b2bTotals.total,
      }),
    },
    net: figures({
      taxable: invoiced.taxable - credited.taxable,
      cgst: invoiced.cgst - credited.cgst,
      sgst: invoiced.sgst - credited.sgst,
      igst: invoiced.igst - credited.igst,
      total: invoiced.total - credited.total,
    }),
  };
}

const FIGURE_HEADERS = ["taxable_value", "cgst", "sgst", "igst", "total"];
const figureCells = (row: TaxFigures) => [
  row.taxable_value.toFixed(2),
  row.cgst.toFixed(2),
  row.sgst.toFixed(2),
  row.igst.toFixed(2),
  row.total.toFixed(2),
];

/** The summary as one CSV: a `section` column says which table each row belongs to. */
export async function* gstSummaryCsv(query: GstSummaryQuery): AsyncGenerator<string> {
  const summary = await gstSummary(query);
  yield csvRow(["section", "month", "key", "detail", "quantity", ...FIGURE_HEADERS]);
  const row = (
    section: string,
    key: string | number,
    detail: string | number,
    quantity: number | null,
    values: TaxFigures,
  ) => csvRow([section, summary.month, key, detail, quantity, ...figureCells(values)]);
  yield row("invoices", "all", counted(summary.invoices.count, "invoice"), null, summary.invoices);
  for (const entry of summary.by_rate) yield row("by_rate", `${entry.rate}%`, "", null, entry);
  for (const entry of summary.by_state) yield row("by_state", entry.code ?? "", entry.state, null, entry);
  for (const entry of summary.hsn) yield row("hsn", entry.hsn, `${entry.rate}%`, entry.quantity, entry);
  yield row("credit_notes", "all", `${summary.credit_notes.count} credit notes`, null, summary.credit_notes.totals);
  for (const entry of summary.credit_notes.by_rate)
    yield row("credit_notes_by_rate", `${entry.rate}%`, "", null, entry);
  for (const note of summary.credit_notes.notes)
    yield row("credit_note", note.number, `against ${note.invoice_number}: ${note.reason}`, null, note);
  yield row("b2b", "all", counted(summary.b2b.count, "invoice"), null, summary.b2b.totals);
  for (const invoice of summary.b2b.invoices)
    yield row("b2b_invoice", invoice.number, `${invoice.buyer_gstin} ${invoice.buyer_name}`, null, invoice);
  yield row("b2c", "all", counted(summary.b2c.count, "invoice"), null, summary.b2c);
  yield row("net", "all", "invoices less credit notes", null, summary.net);
}
