import { formatINR } from "./format";
import type { Paise } from "./money";

/** What decides whether a failed refund may be sent to Razorpay again. */
export type RetryCandidate = {
  status: string;
  method: string;
  kind: string;
  paymentId: string | null;
  amount: Paise;
  /** The refund's lines (none for an edit's difference or a payment not due). */
  lineCount: number;
  orderVersion: number | null;
};

/**
 * Why a failed refund cannot be retried now, or null when it can (docs/refunds.md "Retry"): the one
 * rule behind the Refunds panel's Retry button and the retry route's 409. `paymentLeft` is what the
 * refund's payment has left to refund (null when it is not among the order's captured payments).
 */
export function retryRefusal(
  refund: RetryCandidate,
  order: { status: string; version: number },
  paymentLeft: Paise | null,
): string | null {
  if (refund.status !== "failed" || refund.method !== "razorpay" || !refund.paymentId)
    return "Only a refund that failed can be retried.";
  // A payment not due (kind excess) is refunded whatever the order's status: paid after the cancel, nothing else refunds it.
  if (refund.kind !== "excess" && (order.status === "cancelled" || order.status === "refunded"))
    return `This order is ${order.status}: its refund covered what was left.`;
  if (refund.lineCount > 0 && refund.orderVersion !== order.version)
    return "This order was edited since the refund failed: make a new refund on the Refunds panel.";
  if (paymentLeft === null || paymentLeft < refund.amount)
    return `The payment has ${formatINR(paymentLeft ?? 0)} left to refund, less than this refund: make a new refund on the Refunds panel.`;
  return null;
}
