import { gstinCheckCharacter } from "./gstin";
import fc from "fast-check";
import {
  describeDeliveryEdit,
  priceOrderEdit,
  type AddedVariant,
  type DeliveryDetails,
  type EditLine,
  type OrderEditBasis,
} from "./order-edit";
import { orderTotals } from "./pricing";

const before: DeliveryDetails = {
  recipientName: "Asha Rao",
  recipientPhone: "+919811111111",
  deliveryAddress: "12 MG Road",
  deliveryApartment: null,
  deliveryCity: "Pune",
  deliveryState: "Maharashtra",
  deliveryPincode: "411001",
  notes: null,
};

describe("describeDeliveryEdit", () => {
  it("names each changed field with its value before and after, in the form's order", () => {
    expect(
      describeDeliveryEdit(before, {
        ...before,
        deliveryPincode: "411002",
        deliveryApartment: "Flat 4B",
        deliveryCity: "Pimpri",
      }),
    ).toBe(
      'Delivery details edited: Apartment (empty) → "Flat 4B"; City "Pune" → "Pimpri"; PIN code "411001" → "411002"',
    );
  });

  it("is null when nothing changed, an empty value and a missing one being the same", () => {
    expect(describeDeliveryEdit(before, { ...before, deliveryApartment: "", notes: "" })).toBeNull();
  });

  it("records a value removed", () => {
    expect(describeDeliveryEdit({ ...before, notes: "Ring twice" }, before)).toBe(
      'Delivery details edited: Notes "Ring twice" → (empty)',
    );
  });
});

const line = (itemId: number, quantity: number, originalPrice: number, discountPrice: number): EditLine => ({
  itemId,
  productId: itemId,
  variantId: 100 + itemId,
  name: `Product ${itemId}`,
  unitLabel: "",
  quantity,
  originalPrice,
  discountPrice,
  gstRate: 12,
  hsnCode: "3004",
});
const shipping = { freeShippingThreshold: 50_000, shippingFee: 4_900 };
const variant = (variantId: number, price: number): AddedVariant => ({
  productId: 900 + variantId,
  variantId,
  name: `Added ${variantId}`,
  unitLabel: "",
  price,
  discountType: "percent",
  discount: 10,
  gstRate: 5,
  hsnCode: null,
});

function basisOf(lines: EditLine[], coupon: OrderEditBasis["coupon"], paid: "all" | number): OrderEditBasis {
  const totals = orderTotals({ lines, coupon, shipping });
  return {
    lines,
    coupon,
    shipping,
    total: totals.finalTotal,
    paid: paid === "all" ? totals.finalTotal : paid,
    buyerGstin: null,
  };
}

describe("priceOrderEdit", () => {
  const coupon = {
    code: "SAVE10",
    discountType: "percent" as const,
    discount: 10,
    maxDiscount: null,
    minCartTotal: 60_000,
  };

  it("removing a line of a paid order gives the difference to refund, by checkout's rules (shipping included)", () => {
    const basis = basisOf([line(1, 2, 30_000, 25_000), line(2, 1, 10_000, 10_000)], null, "all");
    expect(basis.total).toBe(60_000);
    const edit = priceOrderEdit(basis, { remove: [2] });
    // 600 was above the free-shipping threshold, 500 is not: shipping comes back, as at checkout.
    expect(edit).toMatchObject({ ok: true, change: -5_100, difference: -5_100, changed: true });
    if (edit.ok) expect(edit.totals).toMatchObject({ subtotal: 50_000, shipping: 4_900, finalTotal: 54_900 });
  });

  it("drops the coupon, and says so, when the new lines fall below its minimum", () => {
    const basis = basisOf([line(1, 2, 30_000, 30_000), line(2, 1, 10_000, 10_000)], coupon, "all");
    expect(basis.total).toBe(63_000);
    const edit = priceOrderEdit(basis, { quantities: [{ itemId: 1, quantity: 1 }] });
    expect(edit.ok && edit.coupon).toEqual({
      code: "SAVE10",
      applies: false,
      message: "The coupon SAVE10 no longer applies: the order is below its minimum of ₹600.00.",
    });
    expect(edit.ok && edit.totals.couponDiscount).toBe(0);
    expect(edit.ok && edit.totals.finalTotal).toBe(40_000 + 4_900);
  });

  it("adds a variant at its current price, merging into the same variant's line at that line's price", () => {
    const basis = basisOf([line(1, 1, 30_000, 25_000)], null, 0);
    const added = priceOrderEdit(basis, { add: [{ variant: variant(7, 20_000), quantity: 2 }] });
    expect(added.ok && added.lines[1]).toMatchObject({
      itemId: null,
      variantId: 7,
      discountPrice: 18_000,
      quantity: 2,
    });
    const merged = priceOrderEdit(basis, { add: [{ variant: { ...variant(101, 99_999) }, quantity: 1 }] });
    expect(merged.ok && merged.lines).toHaveLength(1);
    expect(merged.ok && merged.lines[0]).toMatchObject({ quantity: 2, discountPrice: 25_000 });
    // Cash on delivery: nothing paid yet, the difference is the new total to collect.
    expect(added.ok && added.difference).toBe(added.ok ? added.totals.finalTotal : NaN);
  });

  it("refuses an unknown line, a bad quantity, an empty order and a PIN code of another state", () => {
    const basis = basisOf([line(1, 1, 30_000, 25_000)], null, "all");
    expect(priceOrderEdit(basis, { remove: [9] })).toMatchObject({ ok: false, code: "unknown_line" });
    expect(priceOrderEdit(basis, { quantities: [{ itemId: 1, quantity: -1 }] })).toMatchObject({
      ok: false,
      code: "invalid_quantity",
    });
    expect(priceOrderEdit(basis, { remove: [1] })).toMatchObject({ ok: false, code: "empty_order" });
    expect(priceOrderEdit(basis, { address: { pincode: "411001", state: "Karnataka" } })).toEqual({
      ok: false,
      code: "pincode_state_mismatch",
      message: "PIN code 411001 is in Maharashtra, not Karnataka",
    });
    expect(priceOrderEdit(basis, { address: { pincode: "411001", state: "Maharashtra" } })).toMatchObject({
      ok: true,
      changed: false,
      difference: 0,
    });
  });

  it("keeps a business order's address in its GSTIN's state (the invoice's place of supply)", () => {
    const maharashtra = `27AAGCB7383J1Z${gstinCheckCharacter("27AAGCB7383J1Z")}`;
    const basis = { ...basisOf([line(1, 1, 30_000, 25_000)], null, "all"), buyerGstin: maharashtra };
    expect(priceOrderEdit(basis, { address: { pincode: "411001", state: "Maharashtra" } })).toMatchObject({ ok: true });
    expect(priceOrderEdit(basis, { address: { pincode: "560001", state: "Karnataka" } })).toEqual({
      ok: false,
      code: "gstin_state_mismatch",
      message:
        "The buyer's GSTIN is registered in Maharashtra (27): a business order's address stays in that state (the invoice's place of supply). To deliver to Karnataka, cancel the order and place a new one.",
    });
    // Lines alone are edited as for anyone.
    expect(priceOrderEdit(basis, { quantities: [{ itemId: 1, quantity: 2 }] })).toMatchObject({ ok: true });
  });

  it("property: totals add up, difference = new total - paid, nothing negative, same lines cost the same", () => {
    const lineArb = fc
      .record({
        quantity: fc.integer({ min: 1, max: 20 }),
        originalPrice: fc.integer({ min: 100, max: 500_000 }),
        off: fc.integer({ min: 0, max: 100 }),
      })
      .map(({ quantity, originalPrice, off }) => ({
        quantity,
        originalPrice,
        discountPrice: originalPrice - Math.floor((originalPrice * off) / 100),
      }));
    const couponArb = fc.option(
      fc.record({
        code: fc.constant("C"),
        discountType: fc.constantFrom("amount" as const, "percent" as const),
        discount: fc.integer({ min: 0, max: 100 }),
        maxDiscount: fc.option(fc.integer({ min: 0, max: 50_000 })),
        minCartTotal: fc.integer({ min: 0, max: 1_000_000 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        couponArb,
        fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 6 }),
        fc.array(
          fc.record({ price: fc.integer({ min: 100, max: 300_000 }), quantity: fc.integer({ min: 1, max: 5 }) }),
          {
            maxLength: 3,
          },
        ),
        fc.integer({ min: 0, max: 3_000_000 }),
        (raw, couponTerms, quantities, adds, paid) => {
          const coupon = couponTerms && {
            ...couponTerms,
            discount: couponTerms.discountType === "amount" ? couponTerms.discount * 100 : couponTerms.discount,
          };
          const lines = raw.map((l, index) => line(index + 1, l.quantity, l.originalPrice, l.discountPrice));
          const basis = { ...basisOf(lines, coupon, 0), paid };
          const same = priceOrderEdit(basis, {});
          // Checkout placed it only with a coupon whose minimum the lines reached.
          const placeable = !coupon || orderTotals({ lines, shipping }).subtotal >= coupon.minCartTotal;
          if (same.ok && placeable)
            expect(same.totals.finalTotal).toBe(orderTotals({ lines, coupon, shipping }).finalTotal);
          const edit = priceOrderEdit(basis, {
            quantities: quantities.slice(0, lines.length).map((quantity, index) => ({ itemId: index + 1, quantity })),
            add: adds.map((a, index) => ({ variant: variant(500 + index, a.price), quantity: a.quantity })),
          });
          if (!edit.ok) {
            expect(["empty_order", "invalid_total"]).toContain(edit.code);
            return;
          }
          const t = edit.totals;
          const values = [
            t.subtotal,
            t.totalOriginalPrice,
            t.productDiscount,
            t.couponDiscount,
            t.shipping,
            t.finalTotal,
          ];
          for (const value of values) expect(value).toBeGreaterThanOrEqual(0);
          for (const l of edit.lines) expect(l.quantity).toBeGreaterThan(0);
          expect(t.subtotal).toBe(edit.lines.reduce((sum, l) => sum + l.discountPrice * l.quantity, 0));
          expect(t.totalOriginalPrice - t.productDiscount).toBe(t.subtotal);
          expect(t.subtotal - t.couponDiscount + t.shipping).toBe(t.finalTotal);
          expect(t.couponDiscount).toBeLessThanOrEqual(t.subtotal);
          expect(edit.difference).toBe(t.finalTotal - paid);
          expect(edit.change).toBe(t.finalTotal - basis.total);
          if (coupon) expect(edit.coupon?.applies).toBe(t.subtotal >= coupon.minCartTotal);
          else expect(t.couponDiscount).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
