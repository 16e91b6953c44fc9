import { createHmac } from "node:crypto";
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from "./signatures";

const secret = "key_secret_123";

describe("payment signatures", () => {
  it("is Razorpay's HMAC-SHA256 of order_id|payment_id", () => {
    const expected = createHmac("sha256", secret).update("order_A|pay_B").digest("hex");
    expect(paymentSignature("order_A", "pay_B", secret)).toBe(expected);
  });

  it("accepts the right signature and refuses tampered ones", () => {
    const signature = paymentSignature("order_A", "pay_B", secret);
    expect(isValidPaymentSignature({ orderId: "order_A", paymentId: "pay_B", signature }, secret)).toBe(true);
    expect(isValidPaymentSignature({ orderId: "order_X", paymentId: "pay_B", signature }, secret)).toBe(false);
    expect(isValidPaymentSignature({ orderId: "order_A", paymentId: "pay_B", signature }, "other")).toBe(false);
    expect(
      isValidPaymentSignature({ orderId: "order_A", paymentId: "pay_B", signature: signature.slice(1) }, secret),
    ).toBe(false);
    expect(
      isValidPaymentSignature({ orderId: "order_A", paymentId: "pay_B", signature: "zz".repeat(32) }, secret),
    ).toBe(false);
    expect(isValidPaymentSignature({ orderId: "order_A", paymentId: "pay_B", signature: null }, secret)).toBe(false);
  });
});

describe("webhook signatures", () => {
  const body = '{"event":"payment.captured","payload":{}}';
  const signature = createHmac("sha256", "hook").update(body).digest("hex");

  it("is checked over the raw body", () => {
    expect(isValidWebhookSignature(body, signature, "hook")).toBe(true);
    expect(isValidWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), signature, "hook")).toBe(false);
    expect(isValidWebhookSignature(body, undefined, "hook")).toBe(false);
  });
});
