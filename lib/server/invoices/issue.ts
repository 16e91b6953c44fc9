import "server-only";
import type { Prisma } from "@prisma/client";
import {
  computeCreditNote,
  computeInvoice,
  invoiceDue,
  invoiceItemsOf,
  placeOfSupply,
  totalsOf,
  type InvoiceLine,
} from "@/lib/domain/gst-invoice";
import { stateByGstCode } from "@/lib/domain/india-states";
import { refundBalance, remainderLines, type RefundLine } from "@/lib/domain/partial-refund";
import { documentNumber, financialYear, seriesOf, type DocumentKind } from "@/lib/domain/invoice-number";
import { log } from "@/lib/log";

type Tx = Prisma.TransactionClient;

/** The seller as printed on a document, copied from the settings when it is issued. */
export type SellerSnapshot = {
  legalName: string;
  tradeName: string;
  gstin: string;
  address: string;
  stateName: string;
  stateCode: string;
  signatoryName: string;
  email: string;
  phone: string;
};
/**
 * The buyer as printed: the order's recipient and delivery address; for a business buyer (B2B),
 * `name` is the business's and `gstin` its GSTIN (absent for a consumer).
 */
export type BuyerSnapshot = { name: string; phone: string; email: string; addressLines: string[]; gstin?: string };

/**
 * The next number of a series in a financial year. The counter row is created or incremented in
 * the caller's transaction: its row lock makes concurrent issuers wait their turn, so numbers are
 * never shared, and a transaction that rolls back gives its number back, so none is skipped.
 */
async function nextNumber(tx: Tx, prefix: string, kind: DocumentKind, year: string): Promise<string> {
  const series = seriesOf(prefix, kind);
  const [counter] = await tx.$queryRaw<{ lastNumber: number }[]>`
    INSERT INTO "DocumentCounter" (series, "financialYear", "lastNumber") VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, "financialYear") DO UPDATE SET "lastNumber" = "DocumentCounter"."lastNumber" + 1
    RETURNING "lastNumber"`;
  return documentNumber(series, year, counter.lastNumber);
}

async function sellerOf(tx: Tx): Promise<SellerSnapshot | null> {
  const settings = await tx.storeSettings.findUnique({ where: { id: 1 } });
  const state = settings && stateByGstCode(settings.registeredStateCode);
  if (!settings || !settings.legalName || !settings.gstin || !state) return null;
  return {
    legalName: settings.legalName,
    tradeName: settings.companyName,
    gstin: settings.gstin,
    address: settings.registeredAddress,
    stateName: state.name,
    stateCode: state.gstCode,
    signatoryName: settings.signatoryName,
    email: settings.email,
    phone: settings.phone,
  };
}

async function invoicePrefix(tx: Tx): Promise<string> {
  return (await tx.storeSettings.findUniqueOrThrow({ where: { id: 1 }, select: { invoicePrefix: true } }))
    .invoicePrefix;
}

/**
 * Issues the order's GST tax invoice if it is due (see `invoiceDue`) and has none yet, inside the
 * caller's transaction, which holds the order's row lock: the transaction that makes an online
 * order paid or a cash-on-delivery order confirmed. Lines, totals, seller and buyer are stored as
 * issued. Nothing is issued while the merchant's GST details are incomplete. Returns the number.
 */
export async function issueInvoice(tx: Tx, orderId: number, now = new Date()): Promise<string | null> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } }, invoice: { select: { number: true } } },
  });
  if (order.invoice) return order.invoice.number;
  if (!invoiceDue(order)) return null;
  const seller = await sellerOf(tx);
  if (!seller) {
    log.warn(
      { orderNumber: order.orderNumber },
      "no invoice issued: the merchant's GST details (legal name, GSTIN, registered state) are incomplete",
    );
    return null;
  }
  const place = placeOfSupply({ state: order.deliveryState, pincode: order.deliveryPincode }, seller.stateCode);
  const { lines, totals } = computeInvoice({
    items: invoiceItemsOf(order.items),
    couponDiscount: order.couponDiscount,
    shipping: order.shippingCost,
    intraState: place.intraState,
  });
  if (totals.total !== order.total)
    log.error(
      { orderNumber: order.orderNumber, invoicePaise: totals.total, chargedPaise: order.total },
      "invoice lines do not add up to what the order charged",
    );
  const year = financialYear(now);
  const number = await nextNumber(tx, await invoicePrefix(tx), "invoice", year);
  const buyer: BuyerSnapshot = {
    ...(order.buyerGstin ? { gstin: order.buyerGstin } : {}),
    name: (order.buyerGstin && order.buyerBusinessName) || order.recipientName || order.customerName,
    phone: order.recipientPhone || order.customerPhone,
    email: order.customerEmail,
    addressLines: [
      order.deliveryAddress,
      order.deliveryApartment,
      `${order.deliveryCity}, ${order.deliveryState} ${order.deliveryPincode}`,
      order.deliveryCountry,
    ].filter((line): line is string => Boolean(line?.trim())),
  };
  await tx.invoice.create({
    data: {
      orderId,
      number,
      financialYear: year,
      issuedAt: now,
      seller,
      buyer,
      placeOfSupply: place.name,
      placeOfSupplyCode: place.code,
      intraState: place.intraState,
      lines,
      taxableValue: totals.taxableValue,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
      total: totals.total,
    },
  });
  await tx.order.update({ where: { id: orderId }, data: { invoiceNumber: number } });
  return number;
}

/** The lines of an invoice's credit notes so far, or "all" when one of them credited the whole invoice before partial refunds existed. */
function creditedLines(notes: { lines: unknown }[]): RefundLine[] | "all" {
  const lines = notes.flatMap((note) => note.lines as (InvoiceLine & { invoiceLine?: number })[]);
  if (lines.some((line) => line.invoiceLine === undefined)) return "all";
  return lines as RefundLine[];
}

async function createCreditNote(
  tx: Tx,
  invoiceId: number,
  reason: string,
  lines: InvoiceLine[],
  totals: ReturnType<typeof totalsOf>,
  now: Date,
): Promise<{ id: number; number: string }> {
  const year = financialYear(now);
  const number = await nextNumber(tx, await invoicePrefix(tx), "credit_note", year);
  const note = await tx.creditNote.create({
    data: {
      invoiceId,
      number,
      financialYear: year,
      issuedAt: now,
      reason,
      lines,
      taxableValue: totals.taxableValue,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
      total: totals.total,
    },
  });
  return { id: note.id, number };
}

/**
 * Issues a credit note against the order's invoice, in the credit notes' own series, when an
 * invoiced order is cancelled or refunded: for `amount` paise (the refunded amount), the whole
 * invoice when not given. After partial refunds it credits exactly what their credit notes left on
 * each line. An order without an invoice, or whose invoice is already wholly credited, gets none.
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  reason: string,
  amount?: number,
  now = new Date(),
): Promise<string | null> {
  const invoice = await tx.invoice.findUnique({
    where: { orderId },
    include: { creditNotes: { select: { lines: true }, orderBy: { id: "asc" } } },
  });
  if (!invoice || invoice.total === 0) return null;
  const invoiceLines = invoice.lines as InvoiceLine[];
  if (invoice.creditNotes.length > 0) {
    const previous = creditedLines(invoice.creditNotes);
    if (previous === "all") return null;
    const rest = remainderLines(invoiceLines, invoice.intraState, refundBalance(invoiceLines, previous, invoice.total));
    if (rest.length === 0) return null;
    return (await createCreditNote(tx, invoice.id, reason, rest, totalsOf(rest), now)).number;
  }
  const { lines, totals } = computeCreditNote(
    invoiceLines,
    Math.min(amount ?? invoice.total, invoice.total),
    invoice.intraState,
  );
  return (await createCreditNote(tx, invoice.id, reason, lines, totals, now)).number;
}

/**
 * The credit note of one partial refund: exactly its lines (each naming the invoice line it credits,
 * with the tax as `lib/domain/partial-refund.ts` split it), in the credit notes' series. Null when
 * the order has no invoice (the merchant's GST details were incomplete when it was due).
 */
export async function issuePartialCreditNote(
  tx: Tx,
  orderId: number,
  reason: string,
  lines: RefundLine[],
  now = new Date(),
): Promise<{ id: number; number: string } | null> {
  const invoice = await tx.invoice.findUnique({ where: { orderId }, select: { id: true } });
  if (!invoice || lines.length === 0) return null;
  return createCreditNote(tx, invoice.id, reason, lines, totalsOf(lines), now);
}
