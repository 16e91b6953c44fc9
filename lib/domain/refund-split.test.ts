import fc from "fast-check";
import { leftOf, newestFirst, refundableOf, splitRefund, type SplitPayment } from "./refund-split";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 8, minute));

const payment = fc
  .record({
    id: fc.uuid(),
    minute: fc.integer({ min: 0, max: 50 }),
    captured: fc.integer({ min: 100, max: 5_000_000 }),
    refundedShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
  })
  .map(({ id, minute, captured, refundedShare }): SplitPayment => ({
    id,
    capturedAt: at(minute),
    captured,
    // Refunds may (through a race Razorpay refused later) hold more than captured: left is then 0, never negative.
    refunded: Math.floor(captured * refundedShare),
  }));
const payments = fc.uniqueArray(payment, { minLength: 0, maxLength: 5, selector: (p) => p.id });

describe("splitRefund: one rule for what is left to refund over an order's payments", () => {
  it("takes the newest payment first, then the older one for the rest", () => {
    const first: SplitPayment = { id: "pay_first", capturedAt: at(0), captured: 100_000, refunded: 0 };
    const balance: SplitPayment = { id: "pay_balance", capturedAt: at(30), captured: 20_000, refunded: 5_000 };
    expect(splitRefund([first, balance], 40_000)).toEqual({
      ok: true,
      parts: [
        { paymentId: "pay_balance", amount: 15_000 },
        { paymentId: "pay_first", amount: 25_000 },
      ],
    });
    expect(splitRefund([first, balance], 10_000)).toEqual({
      ok: true,
      parts: [{ paymentId: "pay_balance", amount: 10_000 }],
    });
    expect(splitRefund([first, balance], 0)).toEqual({ ok: true, parts: [] });
  });

  it("refuses more than the payments have left, saying how much is left", () => {
    const only: SplitPayment = { id: "pay_1", capturedAt: at(0), captured: 50_000, refunded: 20_000 };
    expect(splitRefund([only], 30_001)).toEqual({
      ok: false,
      code: "more_than_paid",
      left: 30_000,
      message: "This refund is more than the order's payments have left to refund: at most ₹300.00.",
    });
    expect(splitRefund([], 1)).toMatchObject({ ok: false, left: 0 });
    expect(() => splitRefund([only], 10.5)).toThrow(RangeError);
  });

  it("property: never more than captured - refunded per payment, the parts sum to the amount, newest first", () => {
    fc.assert(
      fc.property(payments, fc.double({ min: 0, max: 1, noNaN: true }), (list, share) => {
        const total = refundableOf(list);
        const amount = Math.floor(total * share);
        const split = splitRefund(list, amount);
        if (!split.ok) throw new Error(split.message);
        const byId = new Map(list.map((p) => [p.id, p]));
        // Never more than a payment has left, every part at least a paisa, each payment at most once.
        for (const part of split.parts) {
          expect(part.amount).toBeGreaterThan(0);
          expect(part.amount).toBeLessThanOrEqual(leftOf(byId.get(part.paymentId)!));
        }
        expect(new Set(split.parts.map((part) => part.paymentId)).size).toBe(split.parts.length);
        // The parts add up to exactly the amount asked.
        expect(split.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(amount);
        // Newest first: the parts follow the payments' newest-first order, and every payment before the
        // last part's (a newer one) is used up; the older ones after it are untouched.
        const order = newestFirst(list).map((p) => p.id);
        const positions = split.parts.map((part) => order.indexOf(part.paymentId));
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        const last = positions.at(-1) ?? -1;
        for (const [index, id] of order.entries()) {
          const part = split.parts.find((each) => each.paymentId === id);
          if (index < last) expect(part?.amount ?? 0).toBe(leftOf(byId.get(id)!));
          if (index > last) expect(part).toBeUndefined();
        }
        // Asking one paisa more than is left is refused.
        expect(splitRefund(list, total + 1).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
