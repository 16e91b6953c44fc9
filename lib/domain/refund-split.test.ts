import fc from "fast-check";
import { leftOf, MINIMUM_PART, newestFirst, refundableOf, splitRefund, type SplitPayment } from "./refund-split";

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

  it("never leaves a part under ₹1.00 on an older payment: the newer payment keeps back what makes it ₹1.00", () => {
    const first: SplitPayment = { id: "pay_first", capturedAt: at(0), captured: 100_000, refunded: 0 };
    const balance: SplitPayment = { id: "pay_balance", capturedAt: at(30), captured: 15_000, refunded: 0 };
    // The plain newest-first split would be ₹150.00 + ₹0.50: Razorpay refuses a refund of 50 paise.
    expect(splitRefund([first, balance], 15_050)).toEqual({
      ok: true,
      parts: [
        { paymentId: "pay_balance", amount: 14_950 },
        { paymentId: "pay_first", amount: 100 },
      ],
    });
    // A payment with less than ₹1.00 left may give all of it (the whole refund and cancel take everything).
    const crumbs: SplitPayment = { id: "pay_crumbs", capturedAt: at(40), captured: 15_000, refunded: 14_960 };
    expect(splitRefund([first, crumbs], 10_040)).toEqual({
      ok: true,
      parts: [
        { paymentId: "pay_crumbs", amount: 40 },
        { paymentId: "pay_first", amount: 10_000 },
      ],
    });
    // Two payments of ₹1.20 each and ₹1.30 to refund: no split without a part under ₹1.00.
    const small = (id: string, minute: number): SplitPayment => ({
      id,
      capturedAt: at(minute),
      captured: 120,
      refunded: 0,
    });
    expect(splitRefund([small("pay_a", 0), small("pay_b", 1)], 130)).toMatchObject({
      ok: false,
      code: "below_minimum_part",
    });
  });

  it("property: never more than captured - refunded per payment, the parts sum to the amount, newest first, none under ₹1.00 but a payment's whole rest", () => {
    fc.assert(
      fc.property(payments, fc.double({ min: 0, max: 1, noNaN: true }), (list, share) => {
        const total = refundableOf(list);
        const amount = Math.floor(total * share);
        const split = splitRefund(list, amount);
        // The plain newest-first split (each takes all it has left until the amount is reached).
        const plain: { paymentId: string; amount: number }[] = [];
        let rest = amount;
        for (const each of newestFirst(list)) {
          const take = Math.min(rest, leftOf(each));
          if (take > 0) plain.push({ paymentId: each.id, amount: take });
          rest -= take;
        }
        const byId = new Map(list.map((p) => [p.id, p]));
        const plainFine = plain.every(
          (part) => part.amount >= MINIMUM_PART || part.amount === leftOf(byId.get(part.paymentId)!),
        );
        if (!split.ok) {
          // Refused only when the plain split had a tail under ₹1.00 that no other split avoids.
          expect(split.code).toBe("below_minimum_part");
          expect(plainFine).toBe(false);
          return;
        }
        // Never more than a payment has left, every part at least ₹1.00 or all its payment has left,
        // each payment at most once.
        for (const part of split.parts) {
          const left = leftOf(byId.get(part.paymentId)!);
          expect(part.amount).toBeGreaterThan(0);
          expect(part.amount).toBeLessThanOrEqual(left);
          expect(part.amount >= MINIMUM_PART || part.amount === left).toBe(true);
        }
        expect(new Set(split.parts.map((part) => part.paymentId)).size).toBe(split.parts.length);
        // The parts add up to exactly the amount asked.
        expect(split.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(amount);
        // Newest first: the parts follow the payments' newest-first order; when the plain newest-first
        // split has no part under ₹1.00 (the usual case) it is the answer.
        const order = newestFirst(list).map((p) => p.id);
        const positions = split.parts.map((part) => order.indexOf(part.paymentId));
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        if (plainFine) expect(split.parts).toEqual(plain);
        // Asking one paisa more than is left is refused.
        expect(splitRefund(list, total + 1)).toMatchObject({ ok: false, code: "more_than_paid" });
      }),
      { numRuns: 500 },
    );
  });
});
