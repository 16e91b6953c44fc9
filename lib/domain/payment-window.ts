/**
 * Where an order stands with its payment, as the shopper is told it: paid on delivery, paid,
 * refunded, still payable (an online order within its payment window: a failed or cancelled
 * attempt can be retried), or not completed (the window passed and the order was cancelled, or
 * the order was closed unpaid).
 */
export type PaymentStanding = "cod" | "paid" | "refunded" | "payable" | "not-completed";

export type PaymentFacts = {
  paymentMethod: "cod" | "prepaid";
  paymentStatus: "pending" | "paid" | "failed" | "refunded";
  status: string;
  paymentExpiresAt: Date | null;
};

export function paymentStanding(order: PaymentFacts, now = new Date()): PaymentStanding {
  if (order.paymentMethod === "cod") return "cod";
  if (order.paymentStatus === "paid") return "paid";
  if (order.paymentStatus === "refunded") return "refunded";
  const open = order.status === "pending" && order.paymentExpiresAt !== null && order.paymentExpiresAt > now;
  return open ? "payable" : "not-completed";
}

const STATUS_LABELS: Record<PaymentFacts["paymentStatus"], string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

/** The payment status as the order card shows it: an online order past its window is "Payment not completed", not "Pending". */
export function paymentStatusLabel(order: PaymentFacts, now = new Date()): string {
  return paymentStanding(order, now) === "not-completed" ? "Payment not completed" : STATUS_LABELS[order.paymentStatus];
}

/**
 * SPEC.md section 8 "Payment failed: {description}", saying it once: the gateway's description often
 * starts with the same words ("Payment failed because the bank declined it"), and then stands alone.
 */
export function paymentFailedMessage(description: string | null | undefined): string {
  const text = description?.trim();
  if (!text) return "Payment failed: Unknown error";
  return /^payment failed\b/i.test(text) ? text : `Payment failed: ${text}`;
}
