/** Helpers for the payment tests: the local fake Razorpay and a gateway pointed at it. */
import { env } from "@/lib/env";
import { startFakeRazorpay, type FakeRazorpay } from "../fakes/razorpay";
import { razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";

export type FakeGateway = { fake: FakeRazorpay; gateway: PaymentGateway };

/**
 * Starts the fake Razorpay on a free port before the test file's tests and closes it after them.
 * The returned object is filled in beforeAll: read its fields inside tests, not at import time.
 */
export function withFakeRazorpay(): FakeGateway {
  const handle = {} as FakeGateway;
  beforeAll(async () => {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = env();
    handle.fake = await startFakeRazorpay({
      port: 0,
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      webhookUrl: null,
    });
    handle.gateway = razorpayGateway({ ...env(), RAZORPAY_API_URL: handle.fake.url });
  });
  afterAll(() => handle.fake.close());
  return handle;
}
