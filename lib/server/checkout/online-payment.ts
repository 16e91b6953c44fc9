import "server-only";
import { metrics } from "@/lib/server/observability/metrics";
import type { Prisma } from "@prisma/client";
import { z } from "zod";
import { advancePayment, awaitsOnlinePayment, CUSTOMER_ACTOR, type PaymentStatus } from "@/lib/domain/order-status";
import { env } from "@/lib/env";
import { NO_STOCK_MOVES, revalidateStock, type StockMoves } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { issueInvoice } from "@/lib/server/invoices/issue";
import { enqueueOrderEvent } from "@/lib/server/queue/queue";
import { cancelBySystem, expireEach, lockOrder } from "@/lib/server/orders/release";
import { applyGatewayRefund } from "@/lib/server/orders/partial-refunds";
import { recordExcessPayment } from "@/lib/server/orders/excess-payments";
import { applyPaymentLinkPaid, payBalance } from "@/lib/server/orders/payment-links";
import { parseWebhookBody, recordWebhookEvent } from "@/lib/server/webhooks/events";
import { boundedInt } from "@/lib/validation/primitives";
import { razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";
import { isValidPaymentSignature, isValidWebhookSignature } from "@/lib/server/payments/signatures";

type Tx = Prisma.TransactionClient;

export type PaymentStart = { order_id: string; amount: number; currency: string; key_id: string; order_number: string };

async function customersPayableOrder(customerId: number, orderId: number) {
  const order = await db.order.findFirst({ where: { id: orderId, customerId } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  if (order.paymentMethod !== "prepaid") throw new AppError(409, "not_online", "This order is paid on delivery.");
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded")
    throw new AppError(409, "already_paid", "This order has already been paid.");
  if (order.status !== "pending") throw new AppError(409, "order_closed", "This order can no longer be paid.");
  // A failed or cancelled attempt may be retried only within the payment window.
  if (order.paymentExpiresAt && order.paymentExpiresAt <= new Date())
    throw new AppError(409, "payment_window_closed", "Payment not completed: this order's payment window has passed.");
  return order;
}

/**
 * Creates (or reuses) the gateway order for OUR stored amount of one of the customer's
 * unpaid online orders. The amount a client asks for is never used.
 */
export async function startPayment(
  customerId: number,
  orderId: number,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<PaymentStart> {
  const order = await customersPayableOrder(customerId, orderId);
  const open = await db.payment.findFirst({
    where: { orderId, status: "created", amount: order.total },
    orderBy: { createdAt: "desc" },
  });
  const reply = (razorpayOrderId: string): PaymentStart => ({
    order_id: razorpayOrderId,
    amount: order.total,
    currency: "INR",
    key_id: gateway.keyId,
    order_number: order.orderNumber,
  });
  if (open) return reply(open.razorpayOrderId);
  const created = await gateway.createOrder({
    amount: order.total,
    receipt: order.orderNumber,
    notes: { customer_name: order.customerName, order_type: "online", order_number: order.orderNumber },
  });
  await db.payment.create({
    data: { orderId, razorpayOrderId: created.id, amount: order.total, currency: created.currency },
  });
  return reply(created.id);
}

/**
 * "Pay now" for the balance an order edit left (docs/order-operations.md "Order edits"): a gateway
 * order for OUR stored `balanceDue` of one of the customer's paid online orders (reused while it is
 * open for the same amount), verified and captured as any payment (`verifyPayment`, the webhook).
 */
export async function startBalancePayment(
  customerId: number,
  orderId: number,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<PaymentStart> {
  const order = await db.order.findFirst({ where: { id: orderId, customerId } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  if (order.balanceDue <= 0 || order.paymentMethod !== "prepaid" || order.paymentStatus !== "paid")
    throw new AppError(409, "nothing_due", "Nothing is due on this order.");
  if (!["pending", "confirmed", "processing"].includes(order.status))
    throw new AppError(409, "order_closed", "This order can no longer be paid.");
  const amount = order.balanceDue;
  const reply = (razorpayOrderId: string): PaymentStart => ({
    order_id: razorpayOrderId,
    amount,
    currency: "INR",
    key_id: gateway.keyId,
    order_number: order.orderNumber,
  });
  const open = await db.payment.findFirst({
    where: { orderId, status: "created", amount },
    orderBy: { createdAt: "desc" },
  });
  if (open) return reply(open.razorpayOrderId);
  const created = await gateway.createOrder({
    amount,
    receipt: `${order.orderNumber}-v${order.version}`,
    notes: { customer_name: order.customerName, order_type: "balance", order_number: order.orderNumber },
  });
  await db.payment.create({ data: { orderId, razorpayOrderId: created.id, amount, currency: created.currency } });
  return reply(created.id);
}

async function recordPaymentStatus(
  tx: Tx,
  orderId: number,
  next: PaymentStatus,
  by: string,
  notes: string,
): Promise<boolean> {
  await lockOrder(tx, orderId);
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  const paymentStatus = advancePayment(order.paymentStatus, next);
  if (paymentStatus === order.paymentStatus) return false;
  await tx.order.update({
    where: { id: orderId },
    data: { paymentStatus, paymentExpiresAt: paymentStatus === "paid" ? null : order.paymentExpiresAt },
  });
  await tx.orderStatusHistory.create({
    data: { orderId, status: order.status, paymentStatus, changedByName: by, notes },
  });
  // Told once per order whichever way it came (verify, webhook, or a refund made in Razorpay's dashboard).
  if (paymentStatus === "paid") await enqueueOrderEvent(tx, "order-paid", orderId);
  if (paymentStatus === "refunded") await enqueueOrderEvent(tx, "order-refunded", orderId);
  if (paymentStatus === "failed") metrics.paymentFailures.inc();
  return true;
}

async function markCaptured(
  tx: Tx,
  razorpayOrderId: string,
  razorpayPaymentId: string,
  by: string,
): Promise<number | null> {
  const found = await tx.payment.findUnique({ where: { razorpayOrderId }, select: { orderId: true } });
  if (!found) return null;
  await lockOrder(tx, found.orderId);
  // Read again under the lock: payment.captured and order.paid of one payment arrive together, and
  // only the first may count it (a second count would refund it as paid twice).
  const payment = await tx.payment.findUniqueOrThrow({ where: { razorpayOrderId } });
  if (payment.status !== "captured") {
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "captured", razorpayPaymentId, errorDescription: null },
    });
    const order = await tx.order.findUniqueOrThrow({ where: { id: payment.orderId } });
    const captured = { id: payment.id, amount: payment.amount, razorpayPaymentId };
    // A second payment of an order already paid (or paid and refunded): the balance of an edit, or not due.
    if (order.paymentStatus === "paid" || order.paymentStatus === "refunded")
      await payBalance(tx, payment.orderId, captured, by);
    // The first payment, captured after the order was cancelled (the payment window expired, staff or the
    // shopper cancelled it): not due, refunded in full by the `excess-refund` job (docs/refunds.md).
    else if (isClosed(order.status))
      await recordExcessPayment(tx, order, captured, payment.amount, `paid after the order was ${order.status}`);
  }
  // A closed order stays as it is: not marked paid (no "paid" e-mail, not counted as revenue), no stock
  // taken again and no tax invoice; a replayed capture finds the payment captured and does nothing more.
  const { status } = await tx.order.findUniqueOrThrow({ where: { id: payment.orderId }, select: { status: true } });
  if (isClosed(status)) return payment.orderId;
  await recordPaymentStatus(tx, payment.orderId, "paid", by, `Payment ${razorpayPaymentId} received`);
  // Paid: the tax invoice is issued in this same transaction (once; a redelivered event finds it).
  await issueInvoice(tx, payment.orderId);
  return payment.orderId;
}

const isClosed = (status: string) => status === "cancelled" || status === "refunded";

export type VerifyInput = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** Checks Checkout's answer with the key secret against OUR stored gateway order, then marks the order paid. */
export async function verifyPayment(
  customerId: number,
  input: VerifyInput,
): Promise<{ orderId: number; orderNumber: string }> {
  const payment = await db.payment.findUnique({
    where: { razorpayOrderId: input.razorpay_order_id },
    include: { order: true },
  });
  if (!payment || payment.order.customerId !== customerId)
    throw new AppError(404, "payment_not_found", "Order data not available");
  const valid = isValidPaymentSignature(
    { orderId: payment.razorpayOrderId, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature },
    env().RAZORPAY_KEY_SECRET,
  );
  if (!valid) throw new AppError(400, "invalid_signature", "Payment verification failed. Please contact support.");
  await db.$transaction((tx) => markCaptured(tx, payment.razorpayOrderId, input.razorpay_payment_id, CUSTOMER_ACTOR));
  return { orderId: payment.orderId, orderNumber: payment.order.orderNumber };
}

const gatewayId = z.string().min(1).max(100);

/** The parts of a Razorpay event this shop reads; anything else in it is ignored. */
const webhookPayload = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: gatewayId,
            order_id: gatewayId.nullish(),
            amount: boundedInt("amount is whole paise", { min: 0 }).optional(),
            method: z.string().max(100).nullish(),
            error_description: z.string().max(1000).nullish(),
          }),
        })
        .optional(),
      payment_link: z
        .object({
          entity: z.object({
            id: gatewayId,
            reference_id: z.string().max(100).nullish(),
            order_id: gatewayId.nullish(),
          }),
        })
        .optional(),
      refund: z
        .object({
          entity: z.object({
            id: gatewayId,
            payment_id: gatewayId,
            amount: boundedInt("amount is whole paise", { min: 0 }),
            receipt: z.string().max(100).nullish(),
          }),
        })
        .optional(),
    })
    .default({}),
});

type WebhookPayload = z.infer<typeof webhookPayload>;

/**
 * Our refund row for a gateway refund. The webhook can arrive before the refund call's reply has
 * stored the gateway's refund id: then it is the payment's refund still waiting for that id.
 */
async function refundOf(tx: Tx, refund: { id: string; payment_id: string; receipt?: string | null }) {
  const known = await tx.refund.findUnique({ where: { razorpayRefundId: refund.id } });
  if (known) return known;
  // A partial refund sends its row's id as the receipt, which the gateway's events carry back.
  const receipt = refund.receipt && UUID.test(refund.receipt) ? refund.receipt : null;
  const byReceipt = receipt
    ? await tx.refund.findFirst({ where: { id: receipt, payment: { razorpayPaymentId: refund.payment_id } } })
    : null;
  if (byReceipt) return byReceipt;
  return tx.refund.findFirst({
    where: { razorpayRefundId: null, kind: "full", payment: { razorpayPaymentId: refund.payment_id } },
    orderBy: { createdAt: "asc" },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every event locks its order before writing its payment or refund row: the order-first lock order
 * of checkout, admin actions and expiry, so a webhook racing an admin refund cannot deadlock.
 */
async function applyEvent(tx: Tx, event: WebhookPayload): Promise<StockMoves> {
  const entity = event.payload.payment?.entity;
  // A payment made outside an order of ours (no order_id) is none of this shop's business.
  const payment = entity?.order_id ? { ...entity, order_id: entity.order_id } : undefined;
  switch (event.event) {
    case "payment.captured":
    case "order.paid":
      if (payment) await markCaptured(tx, payment.order_id, payment.id, "Razorpay");
      return NO_STOCK_MOVES;
    case "payment_link.paid": {
      const link = event.payload.payment_link?.entity;
      if (link && entity && entity.amount !== undefined)
        await applyPaymentLinkPaid(
          tx,
          { link, payment: { id: entity.id, order_id: entity.order_id, amount: entity.amount, method: entity.method } },
          "Razorpay",
        );
      return NO_STOCK_MOVES;
    }
    case "payment.failed": {
      if (!payment) return NO_STOCK_MOVES;
      const stored = await tx.payment.findUnique({ where: { razorpayOrderId: payment.order_id } });
      if (!stored) return NO_STOCK_MOVES;
      await lockOrder(tx, stored.orderId);
      if (stored.status === "created") {
        await tx.payment.update({
          where: { id: stored.id },
          data: {
            status: "failed",
            razorpayPaymentId: payment.id,
            errorDescription: payment.error_description ?? null,
          },
        });
      }
      await recordPaymentStatus(
        tx,
        stored.orderId,
        "failed",
        "Razorpay",
        payment.error_description ?? "Payment failed",
      );
      // Within the window the shopper may still retry; past it, the reserved stock goes back now.
      return (await expireOrder(tx, stored.orderId, new Date())) ?? NO_STOCK_MOVES;
    }
    case "refund.processed":
    case "refund.failed": {
      const refund = event.payload.refund?.entity;
      if (!refund) return NO_STOCK_MOVES;
      // The order is locked before the refund row is looked up: read while the admin's refund
      // transaction commits, the row could match neither by its new id nor as still waiting for it.
      const orderId =
        (await tx.refund.findUnique({ where: { razorpayRefundId: refund.id }, select: { orderId: true } }))?.orderId ??
        (await tx.payment.findUnique({ where: { razorpayPaymentId: refund.payment_id }, select: { orderId: true } }))
          ?.orderId;
      if (!orderId) return NO_STOCK_MOVES;
      await lockOrder(tx, orderId);
      const stored = await refundOf(tx, refund);
      if (!stored) return NO_STOCK_MOVES;
      const status = event.event === "refund.processed" ? "processed" : "failed";
      // A partial refund (or the refund of a payment not due): completed (credit note, restock) or failed once, by its own rules.
      if (stored.kind !== "full") return applyGatewayRefund(tx, stored.id, { id: refund.id, status }, "Razorpay");
      if (status === "failed") return NO_STOCK_MOVES;
      if (stored.status !== "processed" || !stored.razorpayRefundId) {
        await tx.refund.update({
          where: { id: stored.id },
          data: { status: "processed", razorpayRefundId: refund.id },
        });
      }
      await recordPaymentStatus(tx, stored.orderId, "refunded", "Razorpay", `Refund ${refund.id} processed`);
      return NO_STOCK_MOVES;
    }
  }
  return NO_STOCK_MOVES;
}

export type WebhookResult = "processed" | "duplicate" | "ignored";

/**
 * Razorpay webhooks are the source of truth for payments. The signature is checked over the raw
 * body; the event id is stored in the same transaction as the change it causes, so a redelivered
 * event changes nothing; state only moves forward, so out-of-order events are harmless.
 */
/** Razorpay sends webhooks in bursts (one per payment event): each waits for a pooled connection rather than fail. */
const WEBHOOK_TRANSACTION = { maxWait: 15_000, timeout: 20_000 };

export async function handleWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
): Promise<WebhookResult> {
  if (!isValidWebhookSignature(rawBody, signature, env().RAZORPAY_WEBHOOK_SECRET)) {
    throw new AppError(400, "invalid_signature", "Invalid webhook signature");
  }
  const event = webhookPayload.safeParse(parseWebhookBody(rawBody));
  if (!event.success) throw new AppError(400, "invalid_event", "Webhook event has an unexpected shape");
  if (!eventId || eventId.length > 100) throw new AppError(400, "invalid_event", "Webhook event id or type missing");
  const outcome = await db.$transaction(async (tx) => {
    const fresh = await recordWebhookEvent(tx, { provider: "razorpay", eventId, eventType: event.data.event, rawBody });
    if (!fresh) return { result: "duplicate" as const, stock: NO_STOCK_MOVES };
    return { result: "processed" as const, stock: await applyEvent(tx, event.data) };
  }, WEBHOOK_TRANSACTION);
  // A payment that failed past its window gave its stock back (expireOrder).
  revalidateStock(outcome.stock);
  return outcome.result;
}

/**
 * Cancels one online order whose payment window has passed unpaid, putting its stock back and
 * freeing its coupon. The row is locked and re-checked, so it is safe from several servers at once;
 * the stock it put back, or null when the order no longer qualifies (paid, closed, or still within
 * its window).
 */
async function expireOrder(tx: Tx, orderId: number, now: Date): Promise<StockMoves | null> {
  await lockOrder(tx, orderId);
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  const unpaid = order.status === "pending" && awaitsOnlinePayment(order);
  if (!unpaid || !order.paymentExpiresAt || order.paymentExpiresAt >= now) return null;
  return cancelBySystem(tx, order, {
    stockNote: `Order ${order.orderNumber}: payment not completed in time`,
    historyNote: "Payment not completed in time; stock released",
  });
}

/**
 * Cancels the online orders whose payment window has passed unpaid (see expireOrder). It runs in the
 * job worker, outside any request, where Next.js cannot revalidate: each expiry enqueues, in its own
 * transaction, a `revalidate-stock` job with the stock it put back, which the worker hands to its
 * app server (lib/server/jobs/worker.ts), so a committed expiry always gets its revalidation.
 */
export async function expireUnpaidOrders(now = new Date()): Promise<number> {
  const due = await db.order.findMany({
    where: {
      paymentMethod: "prepaid",
      status: "pending",
      paymentStatus: { in: ["pending", "failed"] },
      paymentExpiresAt: { lt: now },
    },
    select: { id: true },
    take: 500,
  });
  return expireEach(
    due.map(({ id }) => id),
    (tx, id) => expireOrder(tx, id, now),
  );
}
