/**
 * Razorpay's signing scheme (DESIGN.md section 2): HMAC-SHA256, hex.
 * - Payment: over `order_id|payment_id` with the key secret, using OUR stored Razorpay order id.
 * - Webhook: over the raw request body, byte for byte, with the webhook secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload, "utf8").digest("hex");
}

/** Constant-time comparison of a received hex signature with the expected one. */
function matches(expected: string, received: string | null | undefined): boolean {
  if (!received || received.length !== expected.length || !/^[0-9a-f]+$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(received, "hex"));
}

export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  input: { orderId: string; paymentId: string; signature: string | null | undefined },
  keySecret: string,
): boolean {
  return matches(paymentSignature(input.orderId, input.paymentId, keySecret), input.signature);
}

export function isValidWebhookSignature(
  rawBody: string,
  signature: string | null | undefined,
  webhookSecret: string,
): boolean {
  return matches(hmacHex(webhookSecret, rawBody), signature);
}
