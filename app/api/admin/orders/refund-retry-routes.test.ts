/**
 * Issue #30: the Retry route over HTTP (`POST /api/admin/orders/{id}/refunds/{refundId}/retry/`), on an order
 * edit's refund (not a partial refund) split over two payments whose later part the fake Razorpay refuses:
 * the edit's documents and the money add up, the failed part is retried by admins only, once.
 */
import { formatINR } from "@/lib/domain/format";
import { db } from "@/lib/server/db";
import { startBalancePayment } from "@/lib/server/checkout/online-payment";
import { orderNoticeMails } from "@/lib/server/mail/notice-mail";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { applyOrderEdit } from "@/lib/server/orders/order-edits";
import { orderRefunds } from "@/lib/server/orders/partial-refunds";
import { orderLinesEdit } from "@/lib/validation/orders/order-edits";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { paidTwoProductOrder, payAtFakeCheckout } from "@/scripts/jest/orders";
import {
  accessToken,
  asCustomer,
  bearerRequest,
  routeParams,
  seededStaff,
  statusAndJson,
} from "@/scripts/jest/requests";
import { POST as retryRoute } from "./[id]/refunds/[refundId]/retry/route";

const payments = withFakeRazorpay();
// The route's own gateway (razorpayGateway() with no argument) talks to this file's fake.
jest.mock("@/lib/server/payments/razorpay", () => {
  const actual = jest.requireActual("@/lib/server/payments/razorpay");
  return {
    ...actual,
    razorpayGateway: () =>
      actual.razorpayGateway({ ...jest.requireActual("@/lib/env").env(), RAZORPAY_API_URL: payments.fake.url }),
  };
});

afterAll(() => db.$disconnect());

const actor = { staffId: null, name: "Store Admin" };

const refundsAtFake = (paymentId: string) =>
  [...payments.fake.refunds.values()].filter((refund) => refund.payment_id === paymentId).map((r) => r.amount);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

it("an edit's refund split over two payments, its later part refused: documents and money add up; Retry over HTTP for admins only, 404/409/502 answers, two at once refund once", async () => {
  // Paid online, edited up (item 1 to 3 units), the balance paid through Pay now: two captured payments.
  const { order, items, customer, razorpayPaymentId: firstPaymentId } = await paidTwoProductOrder(payments);
  await runOrderAction({ orderId: order.id, action: "confirm", actor });
  const up = await db.order.findUniqueOrThrow({ where: { id: order.id } });
  await applyOrderEdit(
    order.id,
    orderLinesEdit.parse({ version: up.version, quantities: [{ item_id: items[0].id, quantity: 3 }] }),
    actor,
    payments.gateway,
  );
  const start = await startBalancePayment(customer.id, order.id, payments.gateway);
  const balancePaymentId = await payAtFakeCheckout(payments, customer.id, start.order_id);
  const [first, balance] = await db.payment.findMany({
    where: { orderId: order.id, status: "captured" },
    orderBy: { createdAt: "asc" },
  });
  expect(balance.razorpayPaymentId).toBe(balancePaymentId);
  const paid = first.amount + balance.amount;

  // Edited down to one unit: the refund is split newest first; Razorpay refuses the part on the first payment.
  payments.fake.refuseRefunds(firstPaymentId);
  const before = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { invoice: true } });
  const result = await applyOrderEdit(
    order.id,
    orderLinesEdit.parse({
      version: before.version,
      quantities: [{ item_id: items[0].id, quantity: 1 }],
      reason: "Two units fewer",
    }),
    actor,
    payments.gateway,
  );
  const after = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { invoice: true } });
  const difference = paid - after.total;
  expect(difference).toBeGreaterThan(balance.amount);
  const rows = await db.refund.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
  expect(rows.map((row) => [row.idempotencyKey, row.paymentId, row.amount, row.status])).toEqual([
    [`edit-${order.id}-${after.version}-${balance.id}`, balance.id, balance.amount, "processed"],
    [`edit-${order.id}-${after.version}-${first.id}`, first.id, difference - balance.amount, "failed"],
  ]);
  expect(result.refunds.map((part) => part.status)).toEqual(["processed", "failed"]);
  const [refunded, failed] = rows;
  expect(refundsAtFake(balancePaymentId)).toEqual([balance.amount]);
  expect(refundsAtFake(firstPaymentId)).toEqual([]);

  // The edit's documents: the old invoice credited in full, a new invoice for the edited order; they differ by
  // exactly the edit's difference, what was refunded plus what is still owed.
  const edit = await db.orderEdit.findFirstOrThrow({ where: { orderId: order.id, version: after.version } });
  const note = await db.creditNote.findUniqueOrThrow({ where: { number: edit.creditNoteNumber! } });
  const noteTotal = note.total;
  expect(noteTotal).toBe(before.invoice!.total);
  expect(after.invoice!.total).toBe(after.total);
  expect(noteTotal - after.invoice!.total).toBe(before.total - after.total);
  expect(refunded.amount + failed.amount).toBe(difference);
  // The note rides on the part refunded; the failed part owes money, no lines (an edit's refund names none).
  expect(refunded.creditNoteId).toBe(note.id);
  expect(failed).toMatchObject({ creditNoteId: null, lines: [] });
  const history = (await db.orderStatusHistory.findMany({ where: { orderId: order.id } })).map((row) => row.notes);
  expect(
    history.filter((line) =>
      line.startsWith(
        `Refund of ${formatINR(balance.amount)} of ${formatINR(difference)} processed, credit note ${note.number}`,
      ),
    ),
  ).toHaveLength(1);
  expect(
    history.some((line) =>
      line.includes(`${formatINR(failed.amount)} on payment ••••${firstPaymentId.slice(-4)} not refunded`),
    ),
  ).toBe(true);
  // One e-mail for the refund (the part with the credit note), naming what was refunded.
  const mails = await orderNoticeMails({ notice: "partial-refund", refundId: refunded.id });
  expect(mails.map((mail) => mail.subject)).toEqual([
    `Refund of ${formatINR(balance.amount)} for order ${order.orderNumber}`,
  ]);
  const panel = await orderRefunds(order.id);
  expect(panel.refunds.find((refund) => refund.id === failed.id)).toMatchObject({ retryable: true });
  expect(panel.refunds.find((refund) => refund.id === refunded.id)).toMatchObject({ retryable: false });

  // The Retry route over HTTP.
  const admin = await accessToken(await seededStaff("admin"));
  const editor = await accessToken(await seededStaff("editor"));
  const shopper = await accessToken(asCustomer(customer.id));
  const retry = (refundId: string, token: string | null, orderId = order.id) =>
    statusAndJson(
      retryRoute(
        bearerRequest(`/api/admin/orders/${orderId}/refunds/${refundId}/retry/`, { method: "POST", token }),
        routeParams({ id: orderId, refundId }),
      ),
    );
  expect((await retry(failed.id, editor)).status).toBe(403);
  expect((await retry(failed.id, shopper)).status).toBe(403);
  expect((await retry(failed.id, null)).status).toBe(401);
  expect(await retry("00000000-0000-4000-8000-000000000000", admin)).toMatchObject({
    status: 404,
    body: { error: "refund_not_found", message: "Refund not found" },
  });
  expect(await retry("not-a-refund", admin)).toMatchObject({ status: 404, body: { error: "refund_not_found" } });
  // The failed refund under another order is not found either.
  const other = await paidTwoProductOrder(payments);
  expect(await retry(failed.id, admin, other.order.id)).toMatchObject({
    status: 404,
    body: { error: "refund_not_found" },
  });
  // The part that was refunded is not retried.
  expect(await retry(refunded.id, admin)).toMatchObject({
    status: 409,
    body: { error: "not_retryable", message: "Only a refund that failed can be retried." },
  });
  // Razorpay still refuses: 502 with its reason, nothing kept.
  const refused = await retry(failed.id, admin);
  expect(refused).toMatchObject({ status: 502, body: { error: expect.any(String), message: expect.any(String) } });
  expect(await db.refund.count({ where: { orderId: order.id } })).toBe(2);
  expect(refundsAtFake(firstPaymentId)).toEqual([]);

  // Accepted now: two admins' clicks at once refund it once; the sums add up to the edit's difference.
  payments.fake.refundable(firstPaymentId);
  const [one, two] = await Promise.all([retry(failed.id, admin), retry(failed.id, admin)]);
  expect([one.status, two.status]).toEqual([201, 201]);
  expect(one.body.refund.id).toBe(two.body.refund.id);
  expect(one.body.refund).toMatchObject({ amount: failed.amount / 100, status: "processed" });
  expect(refundsAtFake(firstPaymentId)).toEqual([failed.amount]);
  expect(refundsAtFake(balancePaymentId)).toEqual([balance.amount]);
  const processed = await db.refund.findMany({ where: { orderId: order.id, status: "processed" } });
  expect(sum(processed.map((row) => row.amount))).toBe(difference);
  // No second credit note: the edit's one already credits the old invoice.
  expect(await db.creditNote.count({ where: { invoiceId: before.invoice!.id } })).toBe(1);
  expect(await db.creditNote.count({ where: { invoiceId: after.invoice!.id } })).toBe(0);
  // A third click answers the same retry; the retry itself is not retryable.
  expect(await retry(failed.id, admin)).toMatchObject({
    status: 201,
    body: { refund: { id: one.body.refund.id }, replayed: true },
  });
  expect(await retry(one.body.refund.id, admin)).toMatchObject({ status: 409, body: { error: "not_retryable" } });
  expect(refundsAtFake(firstPaymentId)).toEqual([failed.amount]);
  expect((await orderRefunds(order.id)).refunds.find((refund) => refund.id === failed.id)?.retryable).toBe(false);
});
