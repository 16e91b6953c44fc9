import fc from "fast-check";
import { computeInvoice, GST_RATES, totalsOf, type InvoiceItemInput } from "./gst-invoice";
import {
  cutLines,
  planRefund,
  refundBalance,
  remainderLines,
  type RefundLine,
  type RefundRequest,
} from "./partial-refund";

/** Two items (3 × ₹978.20 at 12% with a ₹100 coupon share, 1 × ₹250 at 5%) and ₹60 shipping, intra-state. */
const items: InvoiceItemInput[] = [
  { description: "Ashwagandha", hsn: "3004", quantity: 3, unitPrice: 97820, salePrice: 97820, gstRate: 12 },
  { description: "Tulsi tea", hsn: "0902", quantity: 1, unitPrice: 30000, salePrice: 25000, gstRate: 5 },
];
const invoice = computeInvoice({ items, couponDiscount: 10000, shipping: 6000, intraState: true }).lines;
const paid = totalsOf(invoice).total;

function plan(previous: RefundLine[], request: RefundRequest, payment = paid) {
  return planRefund(invoice, true, refundBalance(invoice, previous, payment), request);
}

describe("refunds by line", () => {
  it("refunds one unit of three at a third of the line, with its tax split as the invoice, and restocks it", () => {
    const result = plan([], { kind: "lines", lines: [{ invoiceLine: 0, quantity: 1 }], shipping: false });
    if (!result.ok) throw new Error(result.message);
    const line = invoice[0];
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ invoiceLine: 0, quantity: 1, description: "Ashwagandha", gstRate: 12 });
    expect(result.amount).toBe(Math.round(line.amount / 3));
    const refunded = result.lines[0];
    expect(refunded.taxableValue + refunded.cgst + refunded.sgst + refunded.igst).toBe(refunded.amount);
    expect(refunded.cgst - refunded.sgst).toBeGreaterThanOrEqual(0);
    expect(refunded.cgst - refunded.sgst).toBeLessThanOrEqual(1);
    expect(result.restockable).toEqual([{ invoiceLine: 0, quantity: 1 }]);
  });

  it("credits a line refunded in three steps with exactly the invoice line's figures", () => {
    const previous: RefundLine[] = [];
    for (let step = 0; step < 3; step += 1) {
      const result = plan(previous, { kind: "lines", lines: [{ invoiceLine: 0, quantity: 1 }], shipping: false });
      if (!result.ok) throw new Error(result.message);
      previous.push(...result.lines);
    }
    const sum = (pick: (line: RefundLine) => number) => previous.reduce((total, line) => total + pick(line), 0);
    const line = invoice[0];
    expect({
      amount: sum((l) => l.amount),
      taxable: sum((l) => l.taxableValue),
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
    }).toEqual({
      amount: line.amount,
      taxable: line.taxableValue,
      cgst: line.cgst,
      sgst: line.sgst,
    });
    expect(plan(previous, { kind: "lines", lines: [{ invoiceLine: 0, quantity: 1 }], shipping: false })).toMatchObject({
      ok: false,
      code: "too_many_units",
      message: "Ashwagandha: at most 0 units are left to refund.",
    });
  });

  it("refunds the shipping line on its own, once", () => {
    const result = plan([], { kind: "lines", lines: [], shipping: true });
    if (!result.ok) throw new Error(result.message);
    expect(result.amount).toBe(6000);
    expect(result.lines[0]).toMatchObject({ kind: "shipping", hsn: "996812" });
    expect(result.restockable).toEqual([]);
    expect(plan(result.lines, { kind: "lines", lines: [], shipping: true })).toMatchObject({
      ok: false,
      code: "no_shipping",
    });
  });

  it("refuses unknown lines, the shipping line as units, and an empty choice", () => {
    expect(plan([], { kind: "lines", lines: [{ invoiceLine: 9, quantity: 1 }], shipping: false })).toMatchObject({
      code: "unknown_line",
    });
    expect(plan([], { kind: "lines", lines: [{ invoiceLine: 2, quantity: 1 }], shipping: false })).toMatchObject({
      code: "unknown_line",
    });
    expect(plan([], { kind: "lines", lines: [{ invoiceLine: 0, quantity: 0 }], shipping: false })).toMatchObject({
      code: "nothing_chosen",
    });
  });
});

describe("goodwill amounts", () => {
  it("spreads an amount over the lines' remaining amounts, takes no units and restocks nothing", () => {
    const result = plan([], { kind: "amount", amount: 50000 });
    if (!result.ok) throw new Error(result.message);
    expect(result.amount).toBe(50000);
    expect(result.lines.every((line) => line.quantity === 0 && line.description.endsWith("(goodwill)"))).toBe(true);
    expect(result.restockable).toEqual([]);
  });

  it("refuses more than is left, naming what is, and less than ₹1.00", () => {
    expect(plan([], { kind: "amount", amount: paid + 1 })).toMatchObject({
      ok: false,
      code: "over_refundable",
      message: `This refund is more than the order has left to refund: at most ₹${(paid / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}.`,
    });
    expect(plan([], { kind: "amount", amount: 99 })).toMatchObject({ ok: false, code: "below_minimum" });
  });

  it("holds to the payment when it has less left than the invoice (a refund made elsewhere)", () => {
    expect(plan([], { kind: "amount", amount: 20000 }, 10000)).toMatchObject({ ok: false, code: "over_refundable" });
  });
});

describe("any sequence of partial refunds (property)", () => {
  const request = fc.oneof(
    fc.record({
      kind: fc.constant("lines" as const),
      lines: fc.array(
        fc.record({ invoiceLine: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 0, max: 4 }) }),
        { maxLength: 3 },
      ),
      shipping: fc.boolean(),
    }),
    fc.record({ kind: fc.constant("amount" as const), amount: fc.integer({ min: 1, max: 400_000 }) }),
  );
  const order = fc.record({
    items: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 5 }),
        unitPrice: fc.integer({ min: 100, max: 500_000 }),
        off: fc.integer({ min: 0, max: 50 }),
        gstRate: fc.constantFrom(...GST_RATES),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    coupon: fc.integer({ min: 0, max: 20_000 }),
    shipping: fc.constantFrom(0, 4900, 9900),
    intraState: fc.boolean(),
  });

  it("never refunds past the payment, never below zero on a line, and the credit lines add up to the refunds", () => {
    fc.assert(
      fc.property(order, fc.array(request, { maxLength: 12 }), fc.boolean(), (shop, requests, finish) => {
        const lines = computeInvoice({
          items: shop.items.map((item, index) => ({
            description: `Item ${index}`,
            hsn: "3004",
            quantity: item.quantity,
            unitPrice: item.unitPrice,
            salePrice: item.unitPrice - Math.floor((item.unitPrice * item.off) / 100),
            gstRate: item.gstRate,
          })),
          couponDiscount: shop.coupon,
          shipping: shop.shipping,
          intraState: shop.intraState,
        }).lines;
        const payment = totalsOf(lines).total;
        const refunds: { amount: number; lines: RefundLine[] }[] = [];
        const all = () => refunds.flatMap((refund) => refund.lines);
        for (const asked of requests) {
          const result = planRefund(lines, shop.intraState, refundBalance(lines, all(), payment), asked);
          if (!result.ok) continue;
          refunds.push({ amount: result.amount, lines: result.lines });
        }
        if (finish) {
          const rest = remainderLines(lines, shop.intraState, refundBalance(lines, all(), payment));
          if (rest.length > 0) refunds.push({ amount: rest.reduce((sum, line) => sum + line.amount, 0), lines: rest });
        }
        const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
        expect(refunded).toBeLessThanOrEqual(payment);
        for (const refund of refunds) {
          // A credit note is its refund's lines: they add up to the refund, and each line adds up.
          expect(totalsOf(refund.lines).total).toBe(refund.amount);
          for (const line of refund.lines) {
            expect(
              Math.min(line.amount, line.taxableValue, line.cgst, line.sgst, line.igst, line.discount),
            ).toBeGreaterThanOrEqual(0);
            expect(line.taxableValue + line.cgst + line.sgst + line.igst).toBe(line.amount);
          }
        }
        const balance = refundBalance(lines, all(), payment);
        for (const left of balance.lines) {
          expect(left.amount).toBeGreaterThanOrEqual(0);
          expect(left.tax).toBeGreaterThanOrEqual(0);
          expect(left.quantity).toBeGreaterThanOrEqual(0);
        }
        if (finish) {
          // Everything refunded: the credit notes carry exactly the invoice's taxable value and tax.
          expect(refunded).toBe(payment);
          const credited = totalsOf(all());
          const invoiced = totalsOf(lines);
          expect([credited.taxableValue, credited.cgst, credited.sgst, credited.igst]).toEqual([
            invoiced.taxableValue,
            invoiced.cgst,
            invoiced.sgst,
            invoiced.igst,
          ]);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("a refund's lines cut where Razorpay refunded only some parts (cutLines)", () => {
  const fields = ["quantity", "taxableValue", "cgst", "sgst", "igst", "amount"] as const;
  const add = (lines: RefundLine[], field: (typeof fields)[number]) =>
    lines.reduce((sum, line) => sum + line[field], 0);

  it("credits ₹600.00 of a ₹1,016.40 refund over its lines in proportion, units left to the rest", () => {
    const result = plan([], { kind: "lines", lines: [{ invoiceLine: 0, quantity: 1 }], shipping: true });
    if (!result.ok) throw new Error(result.message);
    const { taken, rest } = cutLines(result.lines, 60000);
    expect(add(taken, "amount")).toBe(60000);
    expect(taken.every((line) => line.quantity === 0)).toBe(true);
    expect(add(rest, "quantity")).toBe(add(result.lines, "quantity"));
    for (const field of fields) expect(add(taken, field) + add(rest, field)).toBe(add(result.lines, field));
  });

  it("property: taken + rest = the lines field by field, each line adds up, nothing negative, taken = the amount", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ invoiceLine: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 2,
        }),
        fc.boolean(),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (asked, shipping, intraState, share) => {
          const unique = asked.filter(
            (line, index) => asked.findIndex((each) => each.invoiceLine === line.invoiceLine) === index,
          );
          const lines = computeInvoice({ items, couponDiscount: 10000, shipping: 6000, intraState }).lines;
          const result = planRefund(lines, intraState, refundBalance(lines, [], paid), {
            kind: "lines",
            lines: unique.filter((line) => line.invoiceLine < 2),
            shipping,
          });
          if (!result.ok) return;
          const amount = Math.floor(result.amount * share);
          const { taken, rest } = cutLines(result.lines, amount);
          expect(add(taken, "amount")).toBe(amount);
          for (const field of fields) expect(add(taken, field) + add(rest, field)).toBe(add(result.lines, field));
          for (const line of [...taken, ...rest]) {
            expect(line.taxableValue + line.cgst + line.sgst + line.igst).toBe(line.amount);
            expect(line.gross - line.discount).toBe(line.amount);
            for (const field of fields) expect(line[field]).toBeGreaterThanOrEqual(0);
            if (!intraState) expect(line.cgst + line.sgst).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
