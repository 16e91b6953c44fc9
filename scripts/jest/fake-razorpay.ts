/** Helpers for the payment tests: the local fake Razorpay, a gateway pointed at it, and a receiver of its webhooks. */
import { createServer } from "node:http";
import { env } from "@/lib/env";
import { startFakeRazorpay, type FakeRazorpay } from "../fakes/razorpay";
import { GatewayError, razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";

export type FakeGateway = { fake: FakeRazorpay; gateway: PaymentGateway };
/** A webhook the fake sent: its raw body and the signature and event id headers, as a route would read them. */
export type Delivered = { body: string; signature: string; eventId: string };
export type FakeGatewayWithWebhooks = FakeGateway & { delivered: Delivered[] };

/**
 * Starts the fake Razorpay on a free port before the test file's tests and closes it after them;
 * with `webhooks`, also a local receiver the fake sends its signed webhooks to, each kept in
 * `delivered` (in the order they came). The returned object is filled in beforeAll: read its
 * fields inside tests, not at import time.
 */
export function withFakeRazorpay(): FakeGateway;
export function withFakeRazorpay(options: { webhooks: true }): FakeGatewayWithWebhooks;
export function withFakeRazorpay(options: { webhooks?: boolean } = {}): FakeGateway | FakeGatewayWithWebhooks {
  const handle = { delivered: [] } as unknown as FakeGatewayWithWebhooks;
  const receiver = options.webhooks
    ? createServer((request, response) => {
        let body = "";
        request.on("data", (chunk) => (body += chunk));
        request.on("end", () => {
          handle.delivered.push({
            body,
            signature: String(request.headers["x-razorpay-signature"]),
            eventId: String(request.headers["x-razorpay-event-id"]),
          });
          response.end("ok");
        });
      })
    : null;
  beforeAll(async () => {
    let webhookUrl: string | null = null;
    if (receiver) {
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
      const address = receiver.address();
      webhookUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
    }
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = env();
    handle.fake = await startFakeRazorpay({
      port: 0,
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      webhookUrl,
    });
    handle.gateway = razorpayGateway({ ...env(), RAZORPAY_API_URL: handle.fake.url });
  });
  afterAll(async () => {
    await handle.fake.close();
    if (receiver) await new Promise((resolve) => receiver.close(resolve));
  });
  return handle;
}

/** The gateway's refusal of a call that must fail: its HTTP status and message (a call that succeeds fails the test). */
export const gatewayRefusal = (promise: Promise<unknown>): Promise<{ status: number | undefined; message: string }> =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(GatewayError);
      return { status: (error as GatewayError).statusCode, message: (error as GatewayError).message };
    },
  );
