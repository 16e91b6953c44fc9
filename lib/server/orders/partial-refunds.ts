import "server-only";
import type { Prisma, Refund } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { computeInvoice, invoiceItemsOf, placeOfSupply, type InvoiceLine } from "@/lib/domain/gst-invoice";
import { formatINR } from "@/lib/domain/format";
import { paiseToRupees, rupeesToPaise } from "@/lib/domain/money";
import {
  cutLines,
  planRefund,
  refundBalance,
  type RefundBalance,
  type RefundLine,
  type RefundPlan,
  type RefundRequest,
} from "@/lib/domain/partial-refund";
import { recordAudit } from "@/lib/server/audit/audit";
import { NO_STOCK_MOVES, revalidateStock, type StockMoves } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { issuePartialCreditNote } from "@/lib/server/invoices/issue";
import { enqueueInTransaction } from "@/lib/server/queue/queue";
import { ORDER_NOTICE } from "@/lib/validation/queue/queues";
import { GatewayError, razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";
import type { RefundCreateBody, RefundPreviewBody } from "@/lib/validation/refunds/refunds";
import { retryRefusal, type RetryCandidate } from "@/lib/domain/refund-retry";
import { leftOf, maskedPayment, refundableOf } from "@/lib/domain/refund-split";
import { capturedPayments, refundParts, type CapturedPayment } from "./payments-left";
import { lockOrder, restoreStock } from "./release";

type Tx = Prisma.TransactionClient;
type Client = Tx | typeof db;

/**
 * Partial refunds of an order (issue #29): chosen lines and units, the shipping charge or a goodwill
 * amount, by the rules of `lib/domain/partial-refund.ts`. An online order is refunded through
 * Razorpay; a cash-on-delivery order's refund is paid by the merchant outside the shop (UPI or bank
 * transfer) and recorded here with its reference. Each completed refund issues its credit note.
 */

type Context = {
  order: Prisma.OrderGetPayload<{ include: { items: true } }>;
  /** The invoice's lines as issued, or (no invoice: GST details missing) computed by the same rules. */
  invoiceLines: InvoiceLine[];
  intraState: boolean;
  /** Order item id of each invoice line (null for the shipping line). */
  itemOf: (number | null)[];
  /** The captured online payments with what refunds hold of each, or null (cash on delivery, none captured). */
  payment: CapturedPayment[] | null;
  paid: number;
  refunds: Refund[];
  balance: RefundBalance;
  refusal: string | null;
};

async function contextOf(client: Client, orderId: number): Promise<Context> {
  const order = await client.order.findUnique({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } } },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const invoice = await client.invoice.findUnique({ where: { orderId } });
  let invoiceLines: InvoiceLine[];
  let intraState: boolean;
  if (invoice) {
    invoiceLines = invoice.lines as InvoiceLine[];
    intraState = invoice.intraState;
  } else {
    const settings = await client.storeSettings.findUnique({ where: { id: 1 }, select: { registeredStateCode: true } });
    intraState = placeOfSupply(
      { state: order.deliveryState, pincode: order.deliveryPincode },
      settings?.registeredStateCode ?? "",
    ).intraState;
    invoiceLines = order.items.length
      ? computeInvoice({
          items: invoiceItemsOf(order.items),
          couponDiscount: order.couponDiscount,
          shipping: order.shippingCost,
          intraState,
        }).lines
      : [];
  }
  const itemOf = invoiceLines.map((line, index) => (line.kind === "item" ? (order.items[index]?.id ?? null) : null));
  // The order's payments (the first, and the balances of edits paid later): a refund is split over
  // them newest first (`refundParts`, the one rule of lib/domain/refund-split.ts).
  const payments = order.paymentMethod === "prepaid" ? await capturedPayments(client, orderId) : [];
  const payment = payments.length > 0 ? payments : null;
  const paid = order.paymentMethod === "prepaid" ? payments.reduce((sum, each) => sum + each.captured, 0) : order.total;
  const refunds = await client.refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
  const held = refunds.filter((refund) => refund.status !== "failed");
  // Lines of a refund made before an edit (or an edit's own refund of the difference, or the part of a
  // refund on another payment, which have none) name the lines of an earlier version or none: only
  // their amounts count, against the payments.
  const current = (refund: Refund) =>
    refund.orderVersion === order.version && ((refund.lines as RefundLine[] | null) ?? []).length > 0;
  const previous = held.filter(current).flatMap((refund) => (refund.lines as RefundLine[] | null) ?? []);
  const balance = refundBalance(invoiceLines, previous, paid);
  // What the payments have left: every partial refund's amount (its lines credit the invoice once, on one part).
  balance.paymentLeft =
    order.paymentMethod === "prepaid"
      ? refundableOf(payments)
      : paid - held.filter((refund) => refund.kind === "partial").reduce((sum, refund) => sum + refund.amount, 0);
  balance.refundable = Math.max(0, Math.min(balance.invoiceLeft, balance.paymentLeft));
  // A whole-payment refund made before (the refund or cancel action) leaves nothing.
  const wholeRefund = refunds.some((refund) => refund.kind === "full" && refund.status !== "failed");
  if (wholeRefund) balance.refundable = 0;
  return {
    order,
    invoiceLines,
    intraState,
    itemOf,
    payment,
    paid,
    refunds,
    balance,
    refusal: refusalOf(order, payment, balance),
  };
}

function refusalOf(order: Context["order"], payment: Context["payment"], balance: RefundBalance): string | null {
  if (order.status === "cancelled" || order.status === "refunded")
    return `This order is ${order.status}: it has no partial refunds.`;
  if (order.paymentStatus !== "paid")
    return order.paymentMethod === "cod"
      ? "The cash of this order has not been collected: there is nothing to refund yet."
      : "This order's online payment has not been captured: there is nothing to refund.";
  if (order.paymentMethod === "prepaid" && !payment) return "No captured payment to refund for this order.";
  if (balance.refundable === 0) return "This order has nothing left to refund.";
  return null;
}

function requestOf(context: Context, body: RefundPreviewBody): RefundRequest {
  if (body.mode === "amount") return { kind: "amount", amount: rupeesToPaise(body.amount) };
  return {
    kind: "lines",
    shipping: body.shipping,
    lines: body.lines.map((line) => {
      const invoiceLine = context.itemOf.indexOf(line.item_id);
      if (invoiceLine < 0) throw new AppError(422, "unknown_line", "Choose lines of this order, each once.");
      return { invoiceLine, quantity: line.quantity };
    }),
  };
}

function planOf(context: Context, body: RefundPreviewBody): RefundPlan {
  if (context.refusal) throw new AppError(409, "not_refundable", context.refusal);
  const plan = planRefund(context.invoiceLines, context.intraState, context.balance, requestOf(context, body));
  if (!plan.ok) throw new AppError(422, plan.code, plan.message);
  return plan;
}

const rupees = (paise: number) => paiseToRupees(paise);
const taxOf = (line: Pick<InvoiceLine, "cgst" | "sgst" | "igst">) => line.cgst + line.sgst + line.igst;

export type RefundPreviewJson = {
  amount: number;
  taxable_value: number;
  tax: number;
  lines: { description: string; quantity: number; amount: number; tax: number; gst_rate: number }[];
  restock: { item_id: number; description: string; quantity: number }[];
  remaining_after: number;
};

function previewJson(context: Context, plan: RefundPlan): RefundPreviewJson {
  return {
    amount: rupees(plan.amount),
    taxable_value: rupees(plan.amount - plan.tax),
    tax: rupees(plan.tax),
    lines: plan.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: rupees(line.amount),
      tax: rupees(taxOf(line)),
      gst_rate: line.gstRate,
    })),
    restock: plan.restockable.map((unit) => ({
      item_id: context.itemOf[unit.invoiceLine]!,
      description: context.invoiceLines[unit.invoiceLine].description,
      quantity: unit.quantity,
    })),
    remaining_after: rupees(context.balance.refundable - plan.amount),
  };
}

/** What a refund would do now, changing nothing: the amount, its tax and the units it would restock. */
export async function previewPartialRefund(orderId: number, body: RefundPreviewBody): Promise<RefundPreviewJson> {
  const context = await contextOf(db, orderId);
  return previewJson(context, planOf(context, body));
}

export type RefundJson = {
  id: string;
  kind: "full" | "partial" | "excess";
  method: "razorpay" | "upi" | "bank_transfer";
  status: "pending" | "processed" | "failed";
  amount: number;
  tax: number;
  reason: string;
  reference: string | null;
  restock: boolean;
  razorpay_refund_id: string | null;
  created_at: string;
  created_by: string;
  lines: { description: string; quantity: number; amount: number }[];
  credit_note: { id: number; number: string } | null;
  /** A failed refund (refused by Razorpay or failed at the bank) not retried yet: the panel's Retry. */
  retryable: boolean;
};

type RefundWithNote = Refund & { creditNote: { id: number; number: string } | null };

/** The key of a failed refund's retry (one at a time: a refused retry is removed, so it may be tried again). */
const retryKey = (refundId: string) => `retry-${refundId}`;

function refundJson(refund: RefundWithNote, retryable: boolean): RefundJson {
  const lines = (refund.lines as RefundLine[] | null) ?? [];
  return {
    id: refund.id,
    kind: refund.kind,
    method: refund.method,
    status: refund.status,
    amount: rupees(refund.amount),
    tax: rupees(lines.reduce((sum, line) => sum + taxOf(line), 0)),
    reason: refund.reason,
    reference: refund.reference,
    restock: refund.restock,
    razorpay_refund_id: refund.razorpayRefundId,
    created_at: refund.createdAt.toISOString(),
    created_by: refund.createdByName,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: rupees(line.amount),
    })),
    credit_note: refund.creditNote ? { id: refund.creditNote.id, number: refund.creditNote.number } : null,
    retryable,
  };
}

const retryCandidate = (refund: Refund): RetryCandidate => ({
  status: refund.status,
  method: refund.method,
  kind: refund.kind,
  paymentId: refund.paymentId,
  amount: refund.amount,
  lineCount: ((refund.lines as RefundLine[] | null) ?? []).length,
  orderVersion: refund.orderVersion,
});

/** Whether a refund of the order shows Retry: not retried yet, and the retry rule allows it now. */
function retryableIn(context: Context): (refund: Refund) => boolean {
  const retried = new Set(context.refunds.map((refund) => refund.idempotencyKey));
  return (refund) => {
    if (retried.has(retryKey(refund.id))) return false;
    const payment = context.payment?.find((each) => each.id === refund.paymentId);
    return retryRefusal(retryCandidate(refund), context.order, payment ? leftOf(payment) : null) === null;
  };
}

export type OrderRefundsJson = {
  order_id: number;
  order_number: string;
  payment_method: "cod" | "prepaid";
  /** Why no refund can be made now, or null. */
  refusal: string | null;
  paid: number;
  /** Every refund that holds part of the payment (pending and processed). */
  refunded: number;
  remaining: number;
  lines: {
    item_id: number | null;
    kind: "item" | "shipping";
    description: string;
    quantity: number;
    quantity_left: number;
    amount: number;
    amount_left: number;
  }[];
  refunds: RefundJson[];
};

async function refundsWithNotes(orderId: number): Promise<RefundWithNote[]> {
  return db.refund.findMany({
    where: { orderId },
    orderBy: { createdAt: "asc" },
    include: { creditNote: { select: { id: true, number: true } } },
  });
}

/** The order's refunds so far, what it has left to refund line by line, and why it may not be refunded now. */
export async function orderRefunds(orderId: number): Promise<OrderRefundsJson> {
  const context = await contextOf(db, orderId);
  const refunded = context.refunds.filter((refund) => refund.status !== "failed").reduce((sum, r) => sum + r.amount, 0);
  const canRetry = retryableIn(context);
  return {
    order_id: context.order.id,
    order_number: context.order.orderNumber,
    payment_method: context.order.paymentMethod,
    refusal: context.refusal,
    paid: rupees(context.paid),
    refunded: rupees(refunded),
    remaining: rupees(context.balance.refundable),
    lines: context.invoiceLines.map((line, index) => ({
      item_id: context.itemOf[index],
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      quantity_left: context.balance.lines[index].quantity,
      amount: rupees(line.amount),
      amount_left: rupees(context.balance.lines[index].amount),
    })),
    refunds: (await refundsWithNotes(orderId)).map((refund) => refundJson(refund, canRetry(refund))),
  };
}

export type CustomerRefundsJson = {
  refunded: number;
  refunds: {
    id: string;
    amount: number;
    status: string;
    created_at: string;
    via: string;
    credit_note: { id: number; number: string } | null;
  }[];
};

const VIA: Record<Refund["method"], string> = {
  razorpay: "To your original payment method",
  upi: "By UPI",
  bank_transfer: "By bank transfer",
};

/** A shopper's view of their own order's refunds (404 for anyone else's order, as a missing one). */
export async function customerRefunds(customerId: number, orderId: number): Promise<CustomerRefundsJson> {
  const order = await db.order.findFirst({ where: { id: orderId, customerId }, select: { id: true } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const refunds = (await refundsWithNotes(orderId)).filter((refund) => refund.status !== "failed");
  return {
    refunded: rupees(refunds.reduce((sum, refund) => sum + refund.amount, 0)),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: rupees(refund.amount),
      status: refund.status,
      created_at: refund.createdAt.toISOString(),
      via: VIA[refund.method],
      credit_note: refund.creditNote ? { id: refund.creditNote.id, number: refund.creditNote.number } : null,
    })),
  };
}

/**
 * A refund that is done (processed by the gateway, or paid outside the shop): its credit note, its
 * units back in stock when staff chose so, and a line in the order's history; once (a replayed
 * webhook or a second reply finds it complete). The caller holds the order's row lock.
 */
async function complete(
  tx: Tx,
  refund: Refund,
  orderNumber: string,
  by: string,
  group?: { refunded: number; asked: number; owed: { amount: number; payment: string }[] },
): Promise<StockMoves> {
  const lines = (refund.lines as RefundLine[] | null) ?? [];
  const note = await issuePartialCreditNote(tx, refund.orderId, `Partial refund: ${refund.reason}`, lines);
  await tx.refund.update({
    where: { id: refund.id },
    data: { status: "processed", ...(note ? { creditNoteId: note.id } : {}) },
  });
  const paid =
    refund.method === "razorpay" ? "processed" : `paid by ${PAID_OUTSIDE[refund.method]} (${refund.reference})`;
  const linked =
    note ?? (refund.creditNoteId ? await tx.creditNote.findUnique({ where: { id: refund.creditNoteId } }) : null);
  const credited = linked ? `, credit note ${linked.number}` : "";
  const amount = group ? group.refunded : refund.amount;
  const owed = group?.owed.length
    ? `; ${group.owed.map((part) => `${formatINR(part.amount)} on payment ${part.payment}`).join(" and ")} not refunded: retry it on the Refunds panel`
    : "";
  const of = group && group.asked !== group.refunded ? ` of ${formatINR(group.asked)}` : "";
  await noteOnTimeline(tx, refund.orderId, {
    changedById: refund.createdById,
    changedByName: by,
    notes: `Refund of ${formatINR(amount)}${of} ${paid}${credited}: ${refund.reason}${owed}`,
  });
  // The shopper's e-mail of this refund, once (docs/ndr-rto.md; keyed by the refund).
  await enqueueInTransaction(tx, ORDER_NOTICE, { notice: "partial-refund", refundId: refund.id });
  if (!refund.restock) return NO_STOCK_MOVES;
  const items = await tx.orderItem.findMany({ where: { orderId: refund.orderId }, orderBy: { id: "asc" } });
  const units = new Map<number, number>();
  for (const line of lines) {
    const item = line.kind === "item" && line.quantity > 0 ? items[line.invoiceLine] : undefined;
    if (item) units.set(item.id, (units.get(item.id) ?? 0) + line.quantity);
  }
  if (units.size === 0) return NO_STOCK_MOVES;
  return restoreStock(
    tx,
    refund.orderId,
    { staffId: refund.createdById, note: `Order ${orderNumber} partly refunded` },
    units,
  );
}

const PAID_OUTSIDE: Record<Exclude<Refund["method"], "razorpay">, string> = {
  upi: "UPI",
  bank_transfer: "bank transfer",
};

/** A line on the order's timeline that leaves its status as it is. */
async function noteOnTimeline(
  tx: Tx,
  orderId: number,
  entry: { changedById?: number | null; changedByName: string; notes: string },
): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  await tx.orderStatusHistory.create({
    data: { orderId, status: order.status, paymentStatus: order.paymentStatus, ...entry },
  });
}

/**
 * The gateway's word on a partial refund (its reply, or a refund.processed / refund.failed
 * webhook), in `tx`: processed completes it once; failed marks it failed (its amount and units are
 * refundable again; it never had a credit note); pending stores the gateway's id. State only moves
 * forward, so replays and out-of-order events change nothing.
 */
export async function applyGatewayRefund(
  tx: Tx,
  refundId: string,
  gateway: { id: string; status: string },
  by: string,
): Promise<StockMoves> {
  const found = await tx.refund.findUnique({ where: { id: refundId }, select: { orderId: true } });
  if (!found) return NO_STOCK_MOVES;
  await lockOrder(tx, found.orderId);
  const refund = await tx.refund.findUniqueOrThrow({
    where: { id: refundId },
    include: { order: { select: { orderNumber: true } } },
  });
  if (refund.status !== "pending") return NO_STOCK_MOVES;
  if (!refund.razorpayRefundId)
    await tx.refund.update({ where: { id: refund.id }, data: { razorpayRefundId: gateway.id } });
  if (gateway.status !== "processed" && gateway.status !== "failed") return NO_STOCK_MOVES;
  if (gateway.status === "failed") {
    await tx.refund.update({ where: { id: refund.id }, data: { status: "failed" } });
    await noteOnTimeline(tx, refund.orderId, {
      changedByName: by,
      notes: `Refund of ${formatINR(refund.amount)} failed at the bank: nothing was refunded, retry it on the Refunds panel.`,
    });
  }
  // A part of a refund split over several payments: the refund completes once every part has an answer.
  if (refund.groupKey) {
    if (gateway.status === "processed")
      await tx.refund.update({ where: { id: refund.id }, data: { status: "processed" } });
    return settleGroup(tx, refund.groupKey, refund.order.orderNumber, by);
  }
  if (gateway.status === "processed") return complete(tx, refund, refund.order.orderNumber, by);
  return NO_STOCK_MOVES;
}

/**
 * A refund split over several payments, once every part has an answer (the caller holds the order's
 * lock; each part leaves "pending" once, so this completes once). Every part refunded: the refund
 * completes as one (its lines and credit note on its first part, one history line, one e-mail).
 * Some part refused by Razorpay or failed at the bank (docs/refunds.md "A part refused"): the credit
 * note credits only what was refunded (`cutLines`), each failed part keeps the lines it still owes
 * for its Retry, and the history says what is left. Nothing refunded at all: nothing to complete.
 */
async function settleGroup(tx: Tx, groupKey: string, orderNumber: string, by: string): Promise<StockMoves> {
  const rows = await tx.refund.findMany({
    where: { groupKey },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { payment: { select: { razorpayPaymentId: true } } },
  });
  if (rows.length === 0 || rows.some((row) => row.status === "pending")) return NO_STOCK_MOVES;
  const processed = rows.filter((row) => row.status === "processed");
  const failed = rows.filter((row) => row.status === "failed");
  const refunded = processed.reduce((sum, row) => sum + row.amount, 0);
  if (refunded === 0) return NO_STOCK_MOVES;
  const first = rows.find((row) => row.idempotencyKey === groupKey) ?? rows[0];
  const asked = rows.reduce((sum, row) => sum + row.amount, 0);
  const lines = (first.lines as RefundLine[] | null) ?? [];
  // The part that carries the credit: the first, or (it failed) the first refunded one.
  const credit = first.status === "processed" ? first : processed[0];
  let creditLines = lines;
  if (failed.length > 0 && lines.length > 0) {
    const cut = cutLines(
      lines,
      Math.min(
        refunded,
        lines.reduce((sum, line) => sum + line.amount, 0),
      ),
    );
    creditLines = cut.taken;
    let owed = cut.rest;
    for (const [index, row] of failed.entries()) {
      const mine = index === failed.length - 1 ? { taken: owed, rest: [] } : cutLines(owed, row.amount);
      owed = mine.rest;
      await tx.refund.update({
        where: { id: row.id },
        data: { lines: mine.taken, restock: first.restock && mine.taken.some((line) => line.quantity > 0) },
      });
    }
  }
  const restock = first.restock && creditLines.some((line) => line.quantity > 0);
  if (credit.id !== first.id && first.creditNoteId)
    await tx.refund.update({ where: { id: first.id }, data: { creditNoteId: null } });
  const updated = await tx.refund.update({
    where: { id: credit.id },
    data: {
      lines: creditLines,
      restock,
      ...(credit.id !== first.id && first.creditNoteId ? { creditNoteId: first.creditNoteId } : {}),
    },
  });
  return complete(tx, updated, orderNumber, by, {
    refunded,
    asked,
    owed: failed.map((row) => ({ amount: row.amount, payment: maskedPayment(row.payment?.razorpayPaymentId) })),
  });
}

export type PartialRefundOutcome = {
  /** The refund asked for: its row on the newest payment, which carries the lines and the credit note. */
  refund: RefundJson;
  /** Every part of it, one per payment it was split over (newest first; one part for most orders). */
  parts: RefundJson[];
  /** The whole refund (rupees): the parts together. */
  amount: number;
  replayed: boolean;
};

/** The rows of the refund asked under `idempotencyKey`: its first part, then the parts on other payments. */
async function partsOf(client: Client, orderId: number, idempotencyKey: string): Promise<Refund[]> {
  const rows = await client.refund.findMany({
    where: { orderId, OR: [{ idempotencyKey }, { idempotencyKey: { startsWith: `${idempotencyKey}-` } }] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.filter(
    (row) => row.idempotencyKey === idempotencyKey || row.idempotencyKey === partKey(idempotencyKey, row.paymentId),
  );
}

/** The key of a refund's part on another payment than its first part's. */
const partKey = (idempotencyKey: string, paymentId: string | null) => `${idempotencyKey}-${paymentId}`;

async function outcomeOf(orderId: number, idempotencyKey: string, replayed: boolean): Promise<PartialRefundOutcome> {
  const rows = await db.refund.findMany({
    where: { id: { in: (await partsOf(db, orderId, idempotencyKey)).map((row) => row.id) } },
    include: { creditNote: { select: { id: true, number: true } } },
  });
  const canRetry = retryableIn(await contextOf(db, orderId));
  const parts = rows
    .sort((a, b) => Number(b.idempotencyKey === idempotencyKey) - Number(a.idempotencyKey === idempotencyKey))
    .map((row) => refundJson(row, canRetry(row)));
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  return { refund: parts[0], parts, amount: rupees(amount), replayed };
}

/**
 * Refunds part of an order, once per `idempotency_key`: the plan is checked and its refund rows
 * written under the order's row lock (two clicks, or two admins, wait their turn: the second finds
 * the first's rows by the key, or sees what is left after it), then Razorpay is asked with each row's
 * key (a retried call answers the first refund), then the answers are recorded. The amount is split
 * over the order's captured payments newest first (`refundParts`): the part on the newest carries the
 * lines (and later the credit note), a part on an older payment only its amount, under the key
 * `{key}-{paymentId}`. A refusal by Razorpay removes the parts not sent (502 with its reason); an
 * unreachable gateway leaves them pending for the webhook and for a retry under the same key. A
 * cash-on-delivery order's refund is recorded as paid outside.
 */
export async function createPartialRefund(
  orderId: number,
  body: RefundCreateBody,
  actor: Actor,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<PartialRefundOutcome> {
  const idempotencyKey = `partial-${orderId}-${body.idempotency_key}`;
  const step = await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const existing = await tx.refund.findUnique({ where: { idempotencyKey } });
    if (existing) {
      if (existing.orderId !== orderId)
        throw new AppError(409, "key_reused", "This refund key belongs to another order.");
      return { rows: await partsOf(tx, orderId, idempotencyKey), replayed: true, stock: NO_STOCK_MOVES };
    }
    const context = await contextOf(tx, orderId);
    const plan = planOf(context, body);
    const cod = context.order.paymentMethod === "cod";
    if (cod && (!body.paid_by || !body.reference))
      throw new AppError(
        400,
        "reference_required",
        "Say how the refund was paid (UPI or bank transfer) and its reference: cash-on-delivery refunds are paid outside the shop.",
      );
    const parts = cod ? [{ paymentId: null, amount: plan.amount }] : refundParts(context.payment!, plan.amount);
    const rows: Refund[] = [];
    for (const [index, part] of parts.entries()) {
      const first = index === 0;
      rows.push(
        await tx.refund.create({
          data: {
            orderId,
            paymentId: part.paymentId,
            amount: part.amount,
            reason: body.reason,
            idempotencyKey: first ? idempotencyKey : partKey(idempotencyKey, part.paymentId),
            // Split over several payments: the refund completes once every part has an answer.
            groupKey: parts.length > 1 ? idempotencyKey : null,
            kind: "partial",
            method: cod ? body.paid_by! : "razorpay",
            reference: cod ? body.reference! : null,
            lines: first ? plan.lines : [],
            restock: first && body.restock && plan.restockable.length > 0,
            orderVersion: context.order.version,
            createdById: actor.staffId,
            createdByName: actor.name,
          },
        }),
      );
    }
    const [refund] = rows;
    await recordAudit(tx, actor, {
      action: "partial_refund",
      entity: "order",
      entityId: orderId,
      after: {
        refund_id: refund.id,
        amount: paiseToRupees(plan.amount),
        ...(rows.length > 1
          ? { parts: rows.map((row) => ({ refund_id: row.id, amount: paiseToRupees(row.amount) })) }
          : {}),
        reason: refund.reason,
        method: refund.method,
        reference: refund.reference,
        restock: refund.restock,
      },
    });
    if (!cod) return { rows, replayed: false, stock: NO_STOCK_MOVES };
    return { rows, replayed: false, stock: await complete(tx, refund, context.order.orderNumber, actor.name) };
  });
  revalidateStock(step.stock);
  await sendParts(step.rows, actor, gateway);
  return outcomeOf(orderId, idempotencyKey, step.replayed);
}

/**
 * Sends the parts of one refund (`sendToGateway` each, in order: the newest payment's first). When
 * Razorpay refuses the first, the parts not sent yet are removed with it (nothing moved) and the
 * error is thrown. When it refuses a later part, money has moved: that part is marked failed (staff
 * retry it) and the others are still sent; the refund completes with what was refunded. An
 * unreachable gateway leaves the rest pending for the webhook and a retry under the same keys.
 */
export async function sendParts(
  rows: readonly Refund[],
  actor: Actor,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    try {
      await sendToGateway(row, null, actor, gateway, index === 0 ? "remove" : "fail");
    } catch (error) {
      if (index === 0 && error instanceof GatewayError && error.statusCode) {
        const unsent = rows.slice(index + 1).map((rest) => rest.id);
        await db.refund.deleteMany({ where: { id: { in: unsent }, razorpayRefundId: null, status: "pending" } });
      }
      throw error;
    }
  }
}

/**
 * Asks Razorpay for a pending refund row written under the order's lock (a partial refund, or an
 * order edit's refund of the difference), with the row's idempotency key, then records the answer.
 * A refusal removes the row (it moved no money; the error is thrown); an unreachable gateway leaves
 * it pending for the webhook and for a retry under the same key.
 */
export async function sendToGateway(
  refund: Refund,
  paymentId: string | null,
  actor: Actor,
  gateway: PaymentGateway = razorpayGateway(),
  onRefusal: "remove" | "fail" = "remove",
): Promise<void> {
  if (refund.method !== "razorpay" || refund.status !== "pending") return;
  const orderId = refund.orderId;
  const razorpayPaymentId =
    paymentId ?? (await db.payment.findUniqueOrThrow({ where: { id: refund.paymentId! } })).razorpayPaymentId!;
  const answer = await gateway
    .refund({
      paymentId: razorpayPaymentId,
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey,
      receipt: refund.id,
      notes: { order_id: String(orderId), refund_id: refund.id, reason: refund.reason.slice(0, 200) },
    })
    .catch(async (error: unknown) => {
      // A refusal moved no money: the planned refund goes, or (`fail`: a later part of a split refund,
      // or a refund the shop owes whatever staff do) stays as failed for a Retry. An unreachable
      // gateway may have refunded, so the row stays pending for the webhook and a retry under the same key.
      if (!(error instanceof GatewayError && error.statusCode)) throw error;
      if (onRefusal === "remove") {
        await db.refund.deleteMany({ where: { id: refund.id, razorpayRefundId: null, status: "pending" } });
        throw error;
      }
      return { refused: error.message };
    });
  if ("refused" in answer) {
    const stock = await db.$transaction((tx) => refuseRefund(tx, refund.id, answer.refused, actor.name));
    revalidateStock(stock);
    return;
  }
  const stock = await db.$transaction((tx) => applyGatewayRefund(tx, refund.id, answer, actor.name));
  revalidateStock(stock);
}

/**
 * Razorpay refused a refund the shop still owes (a later part of a split refund, or a payment captured
 * when nothing was due): marked failed once, with the reason on the order's history, for a Retry; a
 * split refund then completes with what its other parts refunded.
 */
async function refuseRefund(tx: Tx, refundId: string, reason: string, by: string): Promise<StockMoves> {
  const found = await tx.refund.findUnique({ where: { id: refundId }, select: { orderId: true } });
  if (!found) return NO_STOCK_MOVES;
  await lockOrder(tx, found.orderId);
  const refund = await tx.refund.findUniqueOrThrow({
    where: { id: refundId },
    include: { order: { select: { orderNumber: true } }, payment: { select: { razorpayPaymentId: true } } },
  });
  if (refund.status !== "pending" || refund.razorpayRefundId) return NO_STOCK_MOVES;
  await tx.refund.update({ where: { id: refund.id }, data: { status: "failed" } });
  await noteOnTimeline(tx, refund.orderId, {
    changedByName: by,
    notes: `Razorpay refused the refund of ${formatINR(refund.amount)} on payment ${maskedPayment(refund.payment?.razorpayPaymentId)}: ${reason}. Nothing was refunded from it: retry it on the Refunds panel.`,
  });
  return refund.groupKey ? settleGroup(tx, refund.groupKey, refund.order.orderNumber, by) : NO_STOCK_MOVES;
}

/**
 * Retries a failed refund (refused by Razorpay, or failed at the bank), once at a time: under the
 * order's lock a new refund of the same amount on the same payment, with the lines it still owes
 * (credited by its own credit note when it is refunded) and the same reason, under the key
 * `retry-{failed refund}` (a second click answers the same retry; a retry Razorpay refuses is removed
 * and may be tried again). Refused (409) when the refund did not fail, the order was edited since
 * (its lines are history), or the payment no longer has the amount left (a later refund took it).
 */
export async function retryRefund(
  orderId: number,
  refundId: string,
  actor: Actor,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<PartialRefundOutcome> {
  const key = retryKey(refundId);
  const step = await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const existing = await tx.refund.findUnique({ where: { idempotencyKey: key } });
    if (existing) return { row: existing, replayed: true };
    const failed = await tx.refund.findFirst({ where: { id: refundId, orderId } });
    if (!failed) throw new AppError(404, "refund_not_found", "Refund not found");
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    const lines = (failed.lines as RefundLine[] | null) ?? [];
    const payment = (await capturedPayments(tx, orderId)).find((each) => each.id === failed.paymentId);
    const refusal = retryRefusal(retryCandidate(failed), order, payment ? leftOf(payment) : null);
    if (refusal) throw new AppError(409, "not_retryable", refusal);
    const row = await tx.refund.create({
      data: {
        orderId,
        paymentId: failed.paymentId,
        amount: failed.amount,
        reason: failed.reason,
        idempotencyKey: key,
        kind: failed.kind,
        method: "razorpay",
        lines,
        restock: failed.restock,
        orderVersion: failed.orderVersion,
        createdById: actor.staffId,
        createdByName: actor.name,
      },
    });
    await recordAudit(tx, actor, {
      action: "refund_retried",
      entity: "order",
      entityId: orderId,
      after: { refund_id: row.id, retry_of: failed.id, amount: paiseToRupees(row.amount) },
    });
    return { row, replayed: false };
  });
  await sendParts([step.row], actor, gateway);
  const row = await db.refund.findUniqueOrThrow({
    where: { id: step.row.id },
    include: { creditNote: { select: { id: true, number: true } } },
  });
  const json = refundJson(row, retryableIn(await contextOf(db, orderId))(row));
  return { refund: json, parts: [json], amount: json.amount, replayed: step.replayed };
}
