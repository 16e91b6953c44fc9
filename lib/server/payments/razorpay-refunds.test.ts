/** Partial refunds through the Razorpay adapter against the local fake, which answers as Razorpay does. */
import { env } from "@/lib/env";
import { gatewayRefusal, withFakeRazorpay, type Delivered } from "@/scripts/jest/fake-razorpay";
import { isValidWebhookSignature } from "./signatures";

const razorpay = withFakeRazorpay({ webhooks: true });

async function eventFor(
  refundId: string,
): Promise<{ event: string; payload: Record<string, { entity: Record<string, unknown> }> } & Delivered> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = razorpay.delivered.find((delivery) => delivery.body.includes(refundId));
    if (found) return { ...found, ...JSON.parse(found.body) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no webhook for ${refundId}`);
}

it("refunds a payment in parts, with speed, notes and receipt, until the captured amount and no further", async () => {
  razorpay.fake.addCapturedPayment("pay_parts1", 100_000);
  const first = await razorpay.gateway.refund({
    paymentId: "pay_parts1",
    amount: 30_000,
    idempotencyKey: "k-parts-1",
    notes: { order_number: "ORD-1", reason: "goodwill" },
    receipt: "refund-row-1",
    speed: "optimum",
  });
  expect(first).toMatchObject({
    amount: 30_000,
    status: "processed",
    receipt: "refund-row-1",
    paymentId: "pay_parts1",
  });
  expect(razorpay.fake.refunds.get(first.id)).toMatchObject({
    speed_requested: "optimum",
    speed_processed: "instant",
    notes: { order_number: "ORD-1", reason: "goodwill" },
  });
  const second = await razorpay.gateway.refund({
    paymentId: "pay_parts1",
    amount: 60_000,
    idempotencyKey: "k-parts-2",
    notes: {},
  });
  expect(second).toMatchObject({ amount: 60_000, status: "processed" });
  expect(razorpay.fake.refunds.get(second.id)).toMatchObject({ speed_requested: "normal", receipt: null });

  // 90,000 of 100,000 refunded: 10,001 more is past the payment; 10,000 is exactly what is left.
  expect(
    await gatewayRefusal(
      razorpay.gateway.refund({ paymentId: "pay_parts1", amount: 10_001, idempotencyKey: "k-parts-3", notes: {} }),
    ),
  ).toEqual({ status: 400, message: "The total refund amount is greater than the refund payment amount" });
  await razorpay.gateway.refund({ paymentId: "pay_parts1", amount: 10_000, idempotencyKey: "k-parts-4", notes: {} });
  expect(
    await gatewayRefusal(
      razorpay.gateway.refund({ paymentId: "pay_parts1", amount: 100, idempotencyKey: "k-parts-5", notes: {} }),
    ),
  ).toEqual({ status: 400, message: "The payment has been fully refunded already" });
  expect([...razorpay.fake.refunds.values()].filter((refund) => refund.payment_id === "pay_parts1")).toHaveLength(3);
});

it("answers a retried call with the first refund: the same key never refunds twice", async () => {
  razorpay.fake.addCapturedPayment("pay_retry1", 50_000);
  const input = { paymentId: "pay_retry1", amount: 20_000, idempotencyKey: "k-retry-1", notes: {} };
  const [a, b] = await Promise.all([razorpay.gateway.refund(input), razorpay.gateway.refund(input)]);
  const c = await razorpay.gateway.refund(input);
  expect(new Set([a.id, b.id, c.id]).size).toBe(1);
  expect([...razorpay.fake.refunds.values()].filter((refund) => refund.payment_id === "pay_retry1")).toHaveLength(1);
});

it("refuses amounts and fields Razorpay refuses", async () => {
  razorpay.fake.addCapturedPayment("pay_limits1", 50_000);
  const base = { paymentId: "pay_limits1", notes: {} };
  expect(await gatewayRefusal(razorpay.gateway.refund({ ...base, amount: 99, idempotencyKey: "k-l-1" }))).toEqual({
    status: 400,
    message: "The amount must be atleast INR 1.00",
  });
  expect(await gatewayRefusal(razorpay.gateway.refund({ ...base, amount: 50_001, idempotencyKey: "k-l-2" }))).toEqual({
    status: 400,
    message: "The refund amount provided is greater than amount captured",
  });
  expect(
    await gatewayRefusal(
      razorpay.gateway.refund({ ...base, amount: 100, idempotencyKey: "k-l-3", receipt: "r".repeat(41) }),
    ),
  ).toEqual({ status: 400, message: "The receipt may not be greater than 40 characters." });
  expect(
    await gatewayRefusal(
      razorpay.gateway.refund({ ...base, paymentId: "pay_unknown", amount: 100, idempotencyKey: "k-l-4" }),
    ),
  ).toEqual({
    status: 400,
    message: "The id provided does not exist",
  });
});

it("sends refund.processed and refund.failed signed over the raw body, with the receipt, and a failed refund frees its amount", async () => {
  razorpay.fake.addCapturedPayment("pay_hooks1", 20_000, "order_hooks1");
  const processed = await razorpay.gateway.refund({
    paymentId: "pay_hooks1",
    amount: 5_000,
    idempotencyKey: "k-h-1",
    notes: {},
    receipt: "row-processed",
  });
  const processedEvent = await eventFor(processed.id);
  expect(isValidWebhookSignature(processedEvent.body, processedEvent.signature, env().RAZORPAY_WEBHOOK_SECRET)).toBe(
    true,
  );
  expect(processedEvent.eventId).toMatch(/^evt_/);
  expect(processedEvent.event).toBe("refund.processed");
  expect(processedEvent.payload.refund.entity).toMatchObject({
    id: processed.id,
    receipt: "row-processed",
    status: "processed",
  });
  expect(processedEvent.payload.payment.entity).toMatchObject({ amount_refunded: 5_000, refund_status: "partial" });

  razorpay.fake.failNextRefund();
  const failing = await razorpay.gateway.refund({
    paymentId: "pay_hooks1",
    amount: 15_000,
    idempotencyKey: "k-h-2",
    notes: {},
    receipt: "row-failed",
  });
  expect(failing.status).toBe("pending");
  const failedEvent = await eventFor(failing.id);
  expect(isValidWebhookSignature(failedEvent.body, failedEvent.signature, env().RAZORPAY_WEBHOOK_SECRET)).toBe(true);
  expect(failedEvent.event).toBe("refund.failed");
  expect(failedEvent.payload.refund.entity).toMatchObject({ receipt: "row-failed", status: "failed" });
  // The failed refund's 15,000 is the payment's again.
  const again = await razorpay.gateway.refund({
    paymentId: "pay_hooks1",
    amount: 15_000,
    idempotencyKey: "k-h-3",
    notes: {},
  });
  expect(again.status).toBe("processed");
});
