/**
 * The one rule of "what is left to refund" on an order's online payments (issue #30): an order may
 * have several captured payments (the first, then the balance of an edit paid through "Pay now" or a
 * payment link). A refund of `amount` is split over them NEWEST FIRST, each taking at most what it has
 * left (captured - every refund not failed that it holds); the parts add up to exactly the amount.
 * Razorpay refunds at least INR 1.00 from a payment, so no part is below 100 paise unless it is the
 * whole of what its payment has left; when the plain newest-first split would leave a smaller tail on
 * an older payment, the newer payment keeps back what makes the tail 100 paise.
 * Every refund path asks here: an edit's difference, a partial refund and the whole-order refund.
 */
import { formatINR } from "./format";
import type { Paise } from "./money";

/** One captured payment: its id, when it was captured (ordering), what was captured and what refunds hold. */
export type SplitPayment = { id: string; capturedAt: Date; captured: Paise; refunded: Paise };

export type RefundPart = { paymentId: string; amount: Paise };

export type RefundSplit =
  | { ok: true; parts: RefundPart[] }
  | { ok: false; code: "more_than_paid" | "below_minimum_part"; message: string; left: Paise };

/** Razorpay's minimum refund (INR 1.00): no part is smaller unless it is all its payment has left. */
export const MINIMUM_PART: Paise = 100;

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
 * amount is reached; payments with nothing left get no part. No part is below `MINIMUM_PART` unless
 * it is the whole of what its payment has left: a part that would be (a tail of a few paise on an
 * older payment) is avoided by taking that much less from a newer payment. More than the payments
 * have left is refused (with what is left), and so is an amount that cannot be split that way (rare:
 * payments with little left). An amount of 0 has no parts.
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
  const ordered = newestFirst(payments).filter((payment) => leftOf(payment) > 0);
  const parts = splitFrom(ordered, 0, amount);
  if (!parts)
    return {
      ok: false,
      code: "below_minimum_part",
      message: `Razorpay refunds at least ${formatINR(MINIMUM_PART)} from a payment: this amount would leave less than that on one of the order's payments. Change the amount by a rupee or two.`,
      left,
    };
  return { ok: true, parts };
}

const validPart = (take: Paise, left: Paise) => take === 0 || take >= MINIMUM_PART || take === left;

/**
 * The parts of `rest` over `ordered[index..]`: the largest take from each payment first (the plain
 * newest-first split), else a take that leaves the older payments 100 paise or exactly what some of
 * them have left; null when none works. At most a few payments an order: the search is tiny.
 */
function splitFrom(ordered: readonly SplitPayment[], index: number, rest: Paise): RefundPart[] | null {
  if (rest === 0) return [];
  if (index >= ordered.length) return null;
  const payment = ordered[index];
  const own = leftOf(payment);
  const older = ordered.slice(index + 1).map(leftOf);
  const olderLeft = older.reduce((sum, each) => sum + each, 0);
  const most = Math.min(rest, own);
  const candidates = [most, rest - MINIMUM_PART, ...older.map((each) => rest - each), rest - olderLeft, 0];
  const tried = new Set<number>();
  for (const take of candidates) {
    if (tried.has(take) || take < 0 || take > most || rest - take > olderLeft || !validPart(take, own)) continue;
    tried.add(take);
    const after = splitFrom(ordered, index + 1, rest - take);
    if (after) return take === 0 ? after : [{ paymentId: payment.id, amount: take }, ...after];
  }
  return null;
}

/** A payment named for staff and the shopper: its Razorpay id masked but its last four characters. */
export const maskedPayment = (razorpayPaymentId: string | null | undefined): string =>
  razorpayPaymentId ? `••••${razorpayPaymentId.slice(-4)}` : "(outside the shop)";
