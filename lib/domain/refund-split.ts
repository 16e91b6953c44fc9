/**
 * The one rule of "what is left to refund" on an order's online payments (issue #30): an order may
 * have several captured payments (the first, then the balance of an edit paid through "Pay now" or a
 * payment link). A refund of `amount` is split over them NEWEST FIRST, each taking at most what it has
 * left (captured - every refund not failed that it holds); the parts add up to exactly the amount.
 * Every refund path asks here: an edit's difference, a partial refund and the whole-order refund.
 */
import { formatINR } from "./format";
import type { Paise } from "./money";

/** One captured payment: its id, when it was captured (ordering), what was captured and what refunds hold. */
export type SplitPayment = { id: string; capturedAt: Date; captured: Paise; refunded: Paise };

export type RefundPart = { paymentId: string; amount: Paise };

export type RefundSplit =
  { ok: true; parts: RefundPart[] } | { ok: false; code: "more_than_paid"; message: string; left: Paise };

/** What a payment has left to refund (never negative). */
export const leftOf = (payment: Pick<SplitPayment, "captured" | "refunded">): Paise =>
  Math.max(0, payment.captured - payment.refunded);

/** The payments newest first (capture time, then id, both descending: a stable order for equal times). */
export function newestFirst<T extends Pick<SplitPayment, "id" | "capturedAt">>(payments: readonly T[]): T[] {
  return [...payments].sort(
    (a, b) => b.capturedAt.getTime() - a.capturedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

/** What all the payments have left to refund together. */
export const refundableOf = (payments: readonly Pick<SplitPayment, "captured" | "refunded">[]): Paise =>
  payments.reduce((sum, payment) => sum + leftOf(payment), 0);

/**
 * Splits `amount` over `payments`, newest first: each part takes what its payment has left until the
 * amount is reached; payments with nothing left get no part. More than the payments have left is
 * refused (with what is left). An amount of 0 has no parts.
 */
export function splitRefund(payments: readonly SplitPayment[], amount: Paise): RefundSplit {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`A refund amount is whole paise: ${amount}`);
  const left = refundableOf(payments);
  if (amount > left)
    return {
      ok: false,
      code: "more_than_paid",
      message: `This refund is more than the order's payments have left to refund: at most ${formatINR(left)}.`,
      left,
    };
  const parts: RefundPart[] = [];
  let rest = amount;
  for (const payment of newestFirst(payments)) {
    if (rest === 0) break;
    const take = Math.min(rest, leftOf(payment));
    if (take === 0) continue;
    parts.push({ paymentId: payment.id, amount: take });
    rest -= take;
  }
  return { ok: true, parts };
}
