/**
 * Issue #30: an order's FIRST online payment captured after the order was cancelled (its payment
 * window expired and the expiry job cancelled it, or staff cancelled it) takes the path of a balance
 * paid after the cancel: a refund of kind `excess` for the whole payment in the capture's transaction,
 * sent to Razorpay once by the `excess-refund` job, one e-mail; the order stays cancelled and unpaid,
 * its stock is not taken again and no tax invoice is issued. Against the real fake Razorpay.
 */
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { formatINR } from "@/lib/domain/format";
import { db } from "@/lib/server/db";
import { expireUnpaidOrders, handleWebhook, startPayment, verifyPayment } from "@/lib/server/checkout/online-payment";
import { orderNoticeMails } from "@/lib/server/mail/notice-mail";
import { hmacHex } from "@/lib/server/payments/signatures";
import { EXCESS_REFUND } from "@/lib/validation/queue/queues";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { placeTwoProductOrder } from "@/scripts/jest/orders";
import { runOrderAction } from "./admin-actions";
import { refundExcessPayment } from "./excess-payments";
import { retryRefund } from "./partial-refunds";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();

afterAll(() => db.$disconnect());

/** A signed Razorpay event about a payment of one of our Razorpay orders, delivered as the webhook route would. */
function webhook(event: "payment.captured" | "order.paid", razorpayOrderId: string, paymentId: string, amount: number) {
  const body = JSON.stringify({
    entity: "event",
    event,
    payload: { payment: { entity: { id: paymentId, order_id: razorpayOrderId, amount, method: "upi" } } },
  });
  return (eventId = `evt_${randomUUID()}`) =>
    handleWebhook(body, hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body), eventId);
}

/** The shopper completes the fake's Checkout: the signed answer the shop's verify route receives. */
async function completeAtFake(razorpayOrderId: string) {
  const attempt = await fetch(`${payments.fake.url}/_checkout/attempt`, {
    method: "POST",
    body: JSON.stringify({ order_id: razorpayOrderId, outcome: "success" }),
  });
  return (await attempt.json()) as { razorpay_payment_id: string; razorpay_signature: string };
}

const stockOf = async (productIds: number[]) =>
  (await db.product.findMany({ where: { id: { in: productIds } }, orderBy: { id: "asc" } })).map((p) => p.stock);

const refundsAtFake = (paymentId: string) =>
  [...payments.fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);

/** The jobs of a queue queued for this order (by its id or one of its refunds' ids). */
async function jobsOf(orderId: number, name: string): Promise<number> {
  const refunds = (await db.refund.findMany({ where: { orderId }, select: { id: true } })).map((r) => r.id);
  const [row] = await db.$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS count FROM pgboss.job WHERE name = ${name}
      AND ((data->>'orderId')::text = ${String(orderId)} OR data->>'refundId' = ANY(${refunds}))`;
  return Number(row.count);
}

/** An online order whose Razorpay order was made (the shopper opened Checkout) and which was then cancelled. */
async function cancelledBeforePayment(how: "expired" | "staff") {
  const placed = await placeTwoProductOrder("prepaid");
  const started = await startPayment(placed.customer.id, placed.order.id, payments.gateway);
  const productIds = placed.products.map((product) => product.id);
  if (how === "expired") {
    await db.order.update({
      where: { id: placed.order.id },
      data: { paymentExpiresAt: new Date(Date.now() - 1000) },
    });
    await expireUnpaidOrders();
  } else {
    await runOrderAction({ orderId: placed.order.id, action: "cancel", notes: "Customer called", actor });
  }
  const cancelled = await db.order.findUniqueOrThrow({ where: { id: placed.order.id } });
  expect(cancelled).toMatchObject({ status: "cancelled" });
  return { ...placed, started, cancelled, productIds, stockAfterCancel: await stockOf(productIds) };
}

describe("a first payment captured after the order was cancelled", () => {
  it("expired unpaid, then paid: verify and both webhooks at once (replayed) refund it in full once, by the job; the order stays cancelled, no invoice, no stock taken, one e-mail", async () => {
    const { customer, cancelled, started, productIds, stockAfterCancel } = await cancelledBeforePayment("expired");
    const answer = await completeAtFake(started.order_id);
    const paymentId = answer.razorpay_payment_id;
    const captured = webhook("payment.captured", started.order_id, paymentId, cancelled.total);
    const paid = webhook("order.paid", started.order_id, paymentId, cancelled.total);

    // The browser's verify, payment.captured and order.paid all at once, then replays and redeliveries.
    const [verified] = await Promise.all([
      verifyPayment(customer.id, { razorpay_order_id: started.order_id, ...answer }),
      captured(`evt_cap_${paymentId}`),
      paid(`evt_paid_${paymentId}`),
    ]);
    expect(verified.orderId).toBe(cancelled.id);
    expect(await captured(`evt_cap_${paymentId}`)).toBe("duplicate");
    expect(await captured()).toBe("processed");
    expect(await paid()).toBe("processed");
    await verifyPayment(customer.id, { razorpay_order_id: started.order_id, ...answer });

    const payment = await db.payment.findUniqueOrThrow({ where: { razorpayOrderId: started.order_id } });
    expect(payment).toMatchObject({ status: "captured", razorpayPaymentId: paymentId, amount: cancelled.total });
    const excess = await db.refund.findMany({ where: { orderId: cancelled.id } });
    expect(excess).toHaveLength(1);
    expect(excess[0]).toMatchObject({
      kind: "excess",
      amount: cancelled.total,
      paymentId: payment.id,
      status: "pending",
      creditNoteId: null,
      reason: "paid after the order was cancelled",
    });
    expect(await jobsOf(cancelled.id, EXCESS_REFUND)).toBe(1);
    // Nothing asked of Razorpay inside the capture's transaction.
    expect(refundsAtFake(paymentId)).toHaveLength(0);

    // The order stays cancelled and unpaid: no paid e-mail, no invoice, the stock it gave back not taken again.
    const order = await db.order.findUniqueOrThrow({ where: { id: cancelled.id }, include: { invoice: true } });
    expect(order).toMatchObject({ status: "cancelled", paymentStatus: cancelled.paymentStatus, invoice: null });
    expect(await db.invoice.count({ where: { orderId: cancelled.id } })).toBe(0);
    expect(await jobsOf(cancelled.id, "order-paid")).toBe(0);
    expect(await stockOf(productIds)).toEqual(stockAfterCancel);

    // The job, run twice (a retry), refunds the whole payment once.
    expect(await refundExcessPayment(excess[0].id, payments.gateway)).toBe("sent");
    expect(await refundExcessPayment(excess[0].id, payments.gateway)).toBe("nothing to do");
    expect(refundsAtFake(paymentId).map((refund) => refund.amount)).toEqual([cancelled.total]);
    expect(await db.refund.findUniqueOrThrow({ where: { id: excess[0].id } })).toMatchObject({
      status: "processed",
      creditNoteId: null,
    });
    expect(await db.creditNote.count({ where: { invoice: { orderId: cancelled.id } } })).toBe(0);
    // A capture delivered again after the refund changes nothing.
    expect(await captured()).toBe("processed");
    expect(await db.refund.count({ where: { orderId: cancelled.id } })).toBe(1);
    expect(refundsAtFake(paymentId)).toHaveLength(1);

    const history = (await db.orderStatusHistory.findMany({ where: { orderId: cancelled.id } })).map(
      (row) => row.notes,
    );
    expect(history.filter((note) => note.includes("not due (paid after the order was cancelled)"))).toHaveLength(1);
    expect(history.filter((note) => note.startsWith(`Refund of ${formatINR(cancelled.total)} processed`))).toHaveLength(
      1,
    );
    const mails = await orderNoticeMails({ notice: "partial-refund", refundId: excess[0].id });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Refund of ${formatINR(cancelled.total)} for order ${cancelled.orderNumber}`);
    expect(mails[0].text).toContain("Your order was cancelled: we refunded your payment".toUpperCase());
    expect(mails[0].text).toContain("Your order stays cancelled.");
    expect(mails[0].text).toContain(`••••${paymentId.slice(-4)}`);
    expect(await stockOf(productIds)).toEqual(stockAfterCancel);
    expect((await db.order.findUniqueOrThrow({ where: { id: cancelled.id } })).status).toBe("cancelled");
  });

  it("cancelled by staff, then paid (webhook first, then verify): refunded once; a Razorpay refusal leaves it failed, and staff's Retry refunds it once", async () => {
    const { customer, cancelled, started, stockAfterCancel, productIds } = await cancelledBeforePayment("staff");
    const answer = await completeAtFake(started.order_id);
    const paymentId = answer.razorpay_payment_id;
    expect(await webhook("payment.captured", started.order_id, paymentId, cancelled.total)()).toBe("processed");
    await verifyPayment(customer.id, { razorpay_order_id: started.order_id, ...answer });

    const [excess] = await db.refund.findMany({ where: { orderId: cancelled.id } });
    expect(excess).toMatchObject({ kind: "excess", amount: cancelled.total });
    expect(await db.refund.count({ where: { orderId: cancelled.id } })).toBe(1);
    payments.fake.refuseRefunds(paymentId);
    await refundExcessPayment(excess.id, payments.gateway);
    expect(await db.refund.findUniqueOrThrow({ where: { id: excess.id } })).toMatchObject({ status: "failed" });
    expect(refundsAtFake(paymentId)).toHaveLength(0);
    // No e-mail for a refund that did not happen.
    expect(await orderNoticeMails({ notice: "partial-refund", refundId: excess.id })).toHaveLength(0);
    const order = await db.order.findUniqueOrThrow({ where: { id: cancelled.id } });
    expect(order).toMatchObject({ status: "cancelled", paymentStatus: "pending" });
    expect(await db.invoice.count({ where: { orderId: cancelled.id } })).toBe(0);
    expect(await stockOf(productIds)).toEqual(stockAfterCancel);

    // Staff's Retry on the cancelled order (two clicks at once) refunds it once, still with no credit note.
    payments.fake.refundable(paymentId);
    const [retry, again] = await Promise.all([
      retryRefund(cancelled.id, excess.id, actor, payments.gateway),
      retryRefund(cancelled.id, excess.id, actor, payments.gateway),
    ]);
    expect(retry.refund.id).toBe(again.refund.id);
    expect(retry.refund).toMatchObject({ amount: cancelled.total / 100, status: "processed", credit_note: null });
    expect(refundsAtFake(paymentId).map((refund) => refund.amount)).toEqual([cancelled.total]);
    expect(await db.creditNote.count({ where: { invoice: { orderId: cancelled.id } } })).toBe(0);
    expect(await orderNoticeMails({ notice: "partial-refund", refundId: retry.refund.id })).toHaveLength(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: cancelled.id } })).status).toBe("cancelled");
  });
});
