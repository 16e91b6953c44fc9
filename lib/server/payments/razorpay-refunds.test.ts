/** Partial refunds through the Razorpay adapter against the local fake, which answers as Razorpay does. */
import { createServer, type Server } from "node:http";
import { env } from "@/lib/env";
import { startFakeRazorpay, type FakeRazorpay } from "../../../scripts/fakes/razorpay";
import { GatewayError, razorpayGateway, type PaymentGateway } from "./razorpay";
import { isValidWebhookSignature } from "./signatures";

type Delivered = { body: string; signature: string; eventId: string };
let fake: FakeRazorpay;
let gateway: PaymentGateway;
let receiver: Server;
const delivered: Delivered[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      delivered.push({
        body,
        signature: String(request.headers["x-razorpay-signature"]),
        eventId: String(request.headers["x-razorpay-event-id"]),
      });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const address = receiver.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = env();
  fake = await startFakeRazorpay({
    port: 0,
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/`,
  });
  gateway = razorpayGateway({ ...env(), RAZORPAY_API_URL: fake.url });
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function eventFor(
  refundId: string,
): Promise<{ event: string; payload: Record<string, { entity: Record<string, unknown> }> } & Delivered> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = delivered.find((delivery) => delivery.body.includes(refundId));
    if (found) return { ...found, ...JSON.parse(found.body) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no webhook for ${refundId}`);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(GatewayError);
      return { status: (error as GatewayError).statusCode, message: (error as GatewayError).message };
    },
  );

it("refunds a payment in parts, with speed, notes and receipt, until the captured amount and no further", async () => {
  fake.addCapturedPayment("pay_parts1", 100_000);
  const first = await gateway.refund({
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
  expect(fake.refunds.get(first.id)).toMatchObject({
    speed_requested: "optimum",
    speed_processed: "instant",
    notes: { order_number: "ORD-1", reason: "goodwill" },
  });
  const second = await gateway.refund({
    paymentId: "pay_parts1",
    amount: 60_000,
    idempotencyKey: "k-parts-2",
    notes: {},
  });
  expect(second).toMatchObject({ amount: 60_000, status: "processed" });
  expect(fake.refunds.get(second.id)).toMatchObject({ speed_requested: "normal", receipt: null });

  // 90,000 of 100,000 refunded: 10,001 more is past the payment; 10,000 is exactly what is left.
  expect(
    await refusal(gateway.refund({ paymentId: "pay_parts1", amount: 10_001, idempotencyKey: "k-parts-3", notes: {} })),
  ).toEqual({ status: 400, message: "The total refund amount is greater than the refund payment amount" });
  await gateway.refund({ paymentId: "pay_parts1", amount: 10_000, idempotencyKey: "k-parts-4", notes: {} });
  expect(
    await refusal(gateway.refund({ paymentId: "pay_parts1", amount: 100, idempotencyKey: "k-parts-5", notes: {} })),
  ).toEqual({ status: 400, message: "The payment has been fully refunded already" });
  expect([...fake.refunds.values()].filter((refund) => refund.payment_id === "pay_parts1")).toHaveLength(3);
});

it("answers a retried call with the first refund: the same key never refunds twice", async () => {
  fake.addCapturedPayment("pay_retry1", 50_000);
  const input = { paymentId: "pay_retry1", amount: 20_000, idempotencyKey: "k-retry-1", notes: {} };
  const [a, b] = await Promise.all([gateway.refund(input), gateway.refund(input)]);
  const c = await gateway.refund(input);
  expect(new Set([a.id, b.id, c.id]).size).toBe(1);
  expect([...fake.refunds.values()].filter((refund) => refund.payment_id === "pay_retry1")).toHaveLength(1);
});

it("refuses amounts and fields Razorpay refuses", async () => {
  fake.addCapturedPayment("pay_limits1", 50_000);
  const base = { paymentId: "pay_limits1", notes: {} };
  expect(await refusal(gateway.refund({ ...base, amount: 99, idempotencyKey: "k-l-1" }))).toEqual({
    status: 400,
    message: "The amount must be atleast INR 1.00",
  });
  expect(await refusal(gateway.refund({ ...base, amount: 50_001, idempotencyKey: "k-l-2" }))).toEqual({
    status: 400,
    message: "The refund amount provided is greater than amount captured",
  });
  expect(
    await refusal(gateway.refund({ ...base, amount: 100, idempotencyKey: "k-l-3", receipt: "r".repeat(41) })),
  ).toEqual({ status: 400, message: "The receipt may not be greater than 40 characters." });
  expect(
    await refusal(gateway.refund({ ...base, paymentId: "pay_unknown", amount: 100, idempotencyKey: "k-l-4" })),
  ).toEqual({
    status: 400,
    message: "The id provided does not exist",
  });
});

it("sends refund.processed and refund.failed signed over the raw body, with the receipt, and a failed refund frees its amount", async () => {
  fake.addCapturedPayment("pay_hooks1", 20_000, "order_hooks1");
  const processed = await gateway.refund({
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

  fake.failNextRefund();
  const failing = await gateway.refund({
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
  const again = await gateway.refund({ paymentId: "pay_hooks1", amount: 15_000, idempotencyKey: "k-h-3", notes: {} });
  expect(again.status).toBe("processed");
});
