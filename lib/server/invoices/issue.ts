import "server-only";
import type { Prisma } from "@prisma/client";
import {
  computeCreditNote,
  computeInvoice,
  invoiceDue,
  placeOfSupply,
  type InvoiceLine,
} from "@/lib/domain/gst-invoice";
import { stateByGstCode } from "@/lib/domain/india-states";
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
    items: order.items.map((item) => ({
      description: item.unitLabel ? `${item.productName} (${item.unitLabel})` : item.productName,
      hsn: item.hsnCode,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      salePrice: item.discountPrice,
      gstRate: item.gstRate,
    })),
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

/**
 * Issues a credit note against the order's invoice, in the credit notes' own series, when an
 * invoiced order is cancelled or refunded: for `amount` paise (the refunded amount), the whole
 * invoice when not given. An order without an invoice, or whose invoice is already credited, gets none.
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
    include: { creditNotes: { select: { id: true } } },
  });
  if (!invoice || invoice.creditNotes.length > 0 || invoice.total === 0) return null;
  const { lines, totals } = computeCreditNote(
    invoice.lines as InvoiceLine[],
    Math.min(amount ?? invoice.total, invoice.total),
    invoice.intraState,
  );
  const year = financialYear(now);
  const number = await nextNumber(tx, await invoicePrefix(tx), "credit_note", year);
  await tx.creditNote.create({
    data: {
      invoiceId: invoice.id,
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
  return number;
}
