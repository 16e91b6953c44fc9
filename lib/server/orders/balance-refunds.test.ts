/**
 * Issue #30's gaps in balances and refunds, against the real fake Razorpay:
 * - a balance paid twice (the payment link and Pay now, either order, at once, webhooks replayed) is
 *   refunded in full, once, by the `excess-refund` job, with no credit note and one e-mail;
 * - a payment-link payment captured after the order was cancelled, the same;
 * - a refund split over two payments whose second part Razorpay refuses: the credit note credits
 *   what was refunded, the rest is failed for a Retry that never refunds the first part twice;
 * - one e-mail per split refund, naming each part's payment (masked).
 */
import { env } from "@/lib/env";
import { formatINR } from "@/lib/domain/format";
import { db } from "@/lib/server/db";
import { handleWebhook, startBalancePayment } from "@/lib/server/checkout/online-payment";
import { orderNoticeMails } from "@/lib/server/mail/notice-mail";
import { hmacHex } from "@/lib/server/payments/signatures";
import { orderLinesEdit } from "@/lib/validation/orders/order-edits";
import { EXCESS_REFUND } from "@/lib/validation/queue/queues";
import { refundCreateBody } from "@/lib/validation/refunds/refunds";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { paidTwoProductOrder, payAtFakeCheckout } from "@/scripts/jest/orders";
import { runOrderAction } from "./admin-actions";
import { refundExcessPayment } from "./excess-payments";
import { applyOrderEdit } from "./order-edits";
import { createPartialRefund, orderRefunds, retryRefund } from "./partial-refunds";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();

afterAll(() => db.$disconnect());

/** A paid online order edited up (its first item to 3 units), with the balance's payment link made. */
async function editedUp() {
  const placed = await paidTwoProductOrder(payments);
  await runOrderAction({ orderId: placed.order.id, action: "confirm", actor });
  const order = await db.order.findUniqueOrThrow({ where: { id: placed.order.id } });
  await applyOrderEdit(
    order.id,
    orderLinesEdit.parse({ version: order.version, quantities: [{ item_id: placed.items[0].id, quantity: 3 }] }),
    actor,
    payments.gateway,
  );
  const edited = await db.order.findUniqueOrThrow({ where: { id: order.id } });
  const link = await db.paymentLink.findFirstOrThrow({ where: { orderId: order.id, status: "created" } });
  return { ...placed, edited, link };
}

/** The signed `payment_link.paid` event of a link the fake's page paid, as Razorpay posts it. */
function linkPaidEvent(linkId: string, paymentId: string) {
  const link = payments.fake.links.get(linkId)!;
  const body = JSON.stringify({
    entity: "event",
    event: "payment_link.paid",
    payload: {
      payment_link: { entity: link },
      payment: { entity: { id: paymentId, order_id: link.order_id, amount: link.amount, method: "upi" } },
    },
  });
  return (eventId: string) => handleWebhook(body, hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body), eventId);
}

/** The `excess-refund` jobs queued for the order's refunds (committed with the capture). */
async function excessJobs(orderId: number): Promise<string[]> {
  const refunds = await db.refund.findMany({ where: { orderId }, select: { id: true } });
  const rows = await db.$queryRaw<{ refundId: string }[]>`
    SELECT data->>'refundId' AS "refundId" FROM pgboss.job WHERE name = ${EXCESS_REFUND}`;
  const ids = new Set(refunds.map((refund) => refund.id));
  return rows.map((row) => row.refundId).filter((id) => ids.has(id));
}

const refundsAtFake = (paymentId: string) =>
  [...payments.fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);

describe("a balance paid twice", () => {
  it("Pay now, then the link's webhook (replayed and redelivered): the link's payment refunded in full once, by the job, no credit note, one e-mail", async () => {
    const { edited, link, customer } = await editedUp();
    const due = edited.balanceDue;
    const start = await startBalancePayment(customer.id, edited.id, payments.gateway);
    await payAtFakeCheckout(payments, customer.id, start.order_id);
    expect((await db.order.findUniqueOrThrow({ where: { id: edited.id } })).balanceDue).toBe(0);
    const notesBefore = await db.creditNote.count({ where: { invoice: { orderId: edited.id } } });

    // The shopper also pays the link (its e-mail was open in another tab).
    const { paymentId } = await payments.fake.payLink(link.razorpayLinkId!);
    const deliver = linkPaidEvent(link.razorpayLinkId!, paymentId);
    expect(await deliver(`evt_${paymentId}`)).toBe("processed");
    expect(await deliver(`evt_${paymentId}`)).toBe("duplicate");
    expect(await deliver(`evt_${paymentId}_again`)).toBe("processed");

    const excess = await db.refund.findMany({ where: { orderId: edited.id, kind: "excess" } });
    expect(excess).toHaveLength(1);
    expect(excess[0]).toMatchObject({ amount: due, status: "pending", creditNoteId: null });
    expect(await excessJobs(edited.id)).toEqual([excess[0].id]);
    // Not inside the webhook: nothing was asked of Razorpay yet.
    expect(refundsAtFake(paymentId)).toHaveLength(0);

    // The job (run twice: a retry) refunds it once, in full.
    expect(await refundExcessPayment(excess[0].id, payments.gateway)).toBe("sent");
    expect(await refundExcessPayment(excess[0].id, payments.gateway)).toBe("nothing to do");
    expect(refundsAtFake(paymentId).map((refund) => refund.amount)).toEqual([due]);
    const done = await db.refund.findUniqueOrThrow({ where: { id: excess[0].id } });
    expect(done).toMatchObject({ status: "processed", creditNoteId: null });
    expect(await db.creditNote.count({ where: { invoice: { orderId: edited.id } } })).toBe(notesBefore);
    const history = (await db.orderStatusHistory.findMany({ where: { orderId: edited.id } })).map((row) => row.notes);
    expect(history.filter((note) => note.includes("was not due (the balance was already paid)"))).toHaveLength(1);
    expect(history.filter((note) => note.startsWith(`Refund of ${formatINR(due)} processed`))).toHaveLength(1);
    // The shopper's one e-mail (keyed by the refund: a retried job sends it once).
    const mails = await orderNoticeMails({ notice: "partial-refund", refundId: excess[0].id });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Refund of ${formatINR(due)} for order ${edited.orderNumber}`);
    expect(mails[0].text).toContain("when nothing was due");
    expect(mails[0].text).toContain(`••••${paymentId.slice(-4)}`);
    // What the order has left to refund is unchanged by it (the invoice's lines, the first two payments).
    expect((await orderRefunds(edited.id)).remaining).toBe(
      (await db.order.findUniqueOrThrow({ where: { id: edited.id } })).total / 100,
    );
  });

  it("Pay now and the link's webhook at once: the balance is paid once and one of the two refunded in full", async () => {
    const { edited, link, customer } = await editedUp();
    const start = await startBalancePayment(customer.id, edited.id, payments.gateway);
    const { paymentId } = await payments.fake.payLink(link.razorpayLinkId!);
    const deliver = linkPaidEvent(link.razorpayLinkId!, paymentId);
    await Promise.all([
      payAtFakeCheckout(payments, customer.id, start.order_id),
      deliver(`evt_${paymentId}`),
      deliver(`evt_${paymentId}_b`),
    ]);
    const order = await db.order.findUniqueOrThrow({ where: { id: edited.id } });
    expect(order.balanceDue).toBe(0);
    const excess = await db.refund.findMany({ where: { orderId: edited.id, kind: "excess" } });
    expect(excess.map((refund) => refund.amount)).toEqual([edited.balanceDue]);
    const history = (await db.orderStatusHistory.findMany({ where: { orderId: edited.id } })).map((row) => row.notes);
    expect(history.filter((note) => note.startsWith("Balance of"))).toHaveLength(1);
  });

  it("a link paid after the order was cancelled: refunded in full by the job, the order stays cancelled", async () => {
    const { edited, link } = await editedUp();
    // The link could not be cancelled at Razorpay (unreachable): it stays open there and here.
    const unreachable = { ...payments.gateway, cancelPaymentLink: () => Promise.reject(new Error("down")) };
    await runOrderAction(
      { orderId: edited.id, action: "cancel", notes: "Customer asked", actor },
      { gateway: unreachable as typeof payments.gateway },
    );
    expect((await db.order.findUniqueOrThrow({ where: { id: edited.id } })).status).toBe("cancelled");
    const { paymentId } = await payments.fake.payLink(link.razorpayLinkId!);
    expect(await linkPaidEvent(link.razorpayLinkId!, paymentId)(`evt_${paymentId}`)).toBe("processed");
    const [excess] = await db.refund.findMany({ where: { orderId: edited.id, kind: "excess" } });
    expect(excess).toMatchObject({ amount: edited.balanceDue, reason: "paid after the order was cancelled" });
    await refundExcessPayment(excess.id, payments.gateway);
    expect(refundsAtFake(paymentId).map((refund) => refund.amount)).toEqual([edited.balanceDue]);
    const order = await db.order.findUniqueOrThrow({ where: { id: edited.id } });
    expect(order.status).toBe("cancelled");
    expect(order.balanceDue).toBe(edited.balanceDue);
  });
});

describe("a refund split over two payments, its second part refused by Razorpay", () => {
  it("credits only what was refunded, fails the rest for a Retry that refunds it once, one e-mail per refund", async () => {
    const { edited, customer, razorpayPaymentId: first } = await editedUp();
    const start = await startBalancePayment(customer.id, edited.id, payments.gateway);
    const balance = await payAtFakeCheckout(payments, customer.id, start.order_id);
    const due = edited.balanceDue;
    payments.fake.refuseRefunds(first);
    const amount = due + 20_000;
    const outcome = await createPartialRefund(
      edited.id,
      refundCreateBody.parse({
        mode: "amount",
        amount: amount / 100,
        reason: "Damaged box",
        idempotency_key: `split-order-${edited.id}`,
      }),
      actor,
      payments.gateway,
    );
    expect(outcome.parts.map((part) => [part.amount * 100, part.status])).toEqual([
      [due, "processed"],
      [20_000, "failed"],
    ]);
    expect(refundsAtFake(balance).map((refund) => refund.amount)).toEqual([due]);
    expect(refundsAtFake(first)).toHaveLength(0);
    // The credit note states exactly what was refunded.
    const notes = await db.creditNote.findMany({ where: { invoice: { orderId: edited.id } }, orderBy: { id: "asc" } });
    const note = notes.at(-1)!;
    expect((note.lines as { amount: number }[]).reduce((sum, line) => sum + line.amount, 0)).toBe(due);
    const history = (await db.orderStatusHistory.findMany({ where: { orderId: edited.id } })).map((row) => row.notes);
    expect(history.some((line) => line.includes("Refund is not supported by the bank"))).toBe(true);
    expect(
      history.some((line) =>
        line.startsWith(`Refund of ${formatINR(due)} of ${formatINR(amount)} processed, credit note ${note.number}`),
      ),
    ).toBe(true);
    // Staff see the failed part with a Retry; the shopper one e-mail for the refund.
    const panel = await orderRefunds(edited.id);
    const failed = panel.refunds.find((refund) => refund.status === "failed")!;
    expect(failed).toMatchObject({ amount: 200, retryable: true });
    const credit = panel.refunds.find((refund) => refund.credit_note?.number === note.number)!;
    const mails = await orderNoticeMails({ notice: "partial-refund", refundId: credit.id });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Refund of ${formatINR(due)} for order ${edited.orderNumber}`);

    // Retried while Razorpay still refuses: 502, nothing kept; then accepted: refunded once, its own credit note.
    await expect(retryRefund(edited.id, failed.id, actor, payments.gateway)).rejects.toMatchObject({ status: 502 });
    payments.fake.refundable(first);
    const [retry, again] = await Promise.all([
      retryRefund(edited.id, failed.id, actor, payments.gateway),
      retryRefund(edited.id, failed.id, actor, payments.gateway),
    ]);
    expect(retry.refund.id).toBe(again.refund.id);
    expect(retry.refund).toMatchObject({ amount: 200, status: "processed" });
    expect(refundsAtFake(first).map((refund) => refund.amount)).toEqual([20_000]);
    expect(refundsAtFake(balance).map((refund) => refund.amount)).toEqual([due]);
    const after = await db.creditNote.findMany({ where: { invoice: { orderId: edited.id } }, orderBy: { id: "asc" } });
    const credited = after
      .slice(notes.length - 1)
      .flatMap((each) => each.lines as { amount: number }[])
      .reduce((sum, line) => sum + line.amount, 0);
    expect(credited).toBe(amount);
    expect((await orderRefunds(edited.id)).refunds.find((refund) => refund.id === failed.id)?.retryable).toBe(false);
    await expect(retryRefund(edited.id, retry.refund.id, actor, payments.gateway)).rejects.toMatchObject({
      status: 409,
    });
  });

  it("every part refunded: one credit note for the whole, one e-mail naming each part's payment", async () => {
    const { edited, customer, razorpayPaymentId: first } = await editedUp();
    const start = await startBalancePayment(customer.id, edited.id, payments.gateway);
    const balance = await payAtFakeCheckout(payments, customer.id, start.order_id);
    const amount = edited.balanceDue + 15_050;
    const outcome = await createPartialRefund(
      edited.id,
      refundCreateBody.parse({
        mode: "amount",
        amount: amount / 100,
        reason: "Late delivery",
        idempotency_key: `whole-order-${edited.id}`,
      }),
      actor,
      payments.gateway,
    );
    expect(outcome.parts.every((part) => part.status === "processed")).toBe(true);
    expect(outcome.parts[0].credit_note).not.toBeNull();
    expect(outcome.parts.slice(1).every((part) => part.credit_note === null)).toBe(true);
    const mails = await Promise.all(
      outcome.parts.map((part) => orderNoticeMails({ notice: "partial-refund", refundId: part.id })),
    );
    // The job is queued once, for the part with the credit note.
    const queued = await db.$queryRaw<{ refundId: string }[]>`
      SELECT data->>'refundId' AS "refundId" FROM pgboss.job WHERE name = 'order-notice'
        AND data->>'refundId' = ANY(${outcome.parts.map((part) => part.id)})`;
    expect(queued.map((row) => row.refundId)).toEqual([outcome.parts[0].id]);
    const [mail] = mails[0];
    expect(mail.subject).toBe(`Refund of ${formatINR(amount)} for order ${edited.orderNumber}`);
    expect(mail.text).toContain(`••••${balance.slice(-4)}`);
    expect(mail.text).toContain(`••••${first.slice(-4)}`);
  });
});
