import {
  COUPON_MESSAGES,
  couponBadge,
  couponStatus,
  discountsRemovedMessage,
  evaluateCoupon,
  normalizeCouponCode,
  type CouponContext,
  type CouponRules,
} from "./coupons";

const now = new Date("2026-11-21T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

const coupon = (overrides: Partial<CouponRules> = {}): CouponRules => ({
  code: "WELCOME10",
  group: "for_all",
  discountType: "percent",
  discount: 10,
  maxDiscount: null,
  minCartTotal: 0,
  validFrom: new Date(now.getTime() - day),
  validTo: new Date(now.getTime() + day),
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  firstOrderOnly: false,
  active: true,
  eligiblePhones: [],
  ...overrides,
});

const context = (overrides: Partial<CouponContext> = {}): CouponContext => ({
  now,
  cartTotal: 100000,
  customerPhone: "+919876543210",
  customerRedemptions: 0,
  customerOrders: 0,
  ...overrides,
});

describe("evaluateCoupon", () => {
  it("applies a valid percent coupon to the cart total", () => {
    expect(evaluateCoupon(coupon(), context())).toEqual({
      valid: true,
      discount: 10000,
      message: "Coupon WELCOME10 applied! You saved ₹100.00",
    });
  });

  it("caps a percent coupon at its maximum discount", () => {
    expect(evaluateCoupon(coupon({ maxDiscount: 5000 }), context())).toMatchObject({ valid: true, discount: 5000 });
  });

  it("never takes off more than the cart total", () => {
    const flat = coupon({ discountType: "amount", discount: 500000 });
    expect(evaluateCoupon(flat, context({ cartTotal: 30000 }))).toMatchObject({ valid: true, discount: 30000 });
  });

  it.each<[string, Partial<CouponRules>, Partial<CouponContext>, string]>([
    ["unknown code", {}, {}, COUPON_MESSAGES.invalid],
    ["inactive", { active: false }, {}, COUPON_MESSAGES.invalid],
    [
      "not yet valid",
      { validFrom: new Date(now.getTime() + day), validTo: new Date(now.getTime() + 2 * day) },
      {},
      COUPON_MESSAGES.notYetValid,
    ],
    ["expired", { validTo: new Date(now.getTime() - 1) }, {}, COUPON_MESSAGES.expired],
    ["usage limit reached", { usageLimit: 5, usedCount: 5 }, {}, COUPON_MESSAGES.exhausted],
    [
      "one-time coupon already used by anyone",
      { group: "one_time", usageLimit: 1, usedCount: 1 },
      {},
      COUPON_MESSAGES.exhausted,
    ],
    [
      "one-time coupon for a visitor",
      { group: "one_time", usageLimit: 1 },
      { customerPhone: null },
      COUPON_MESSAGES.signInRequired,
    ],
    ["per-customer limit reached", { perCustomerLimit: 1 }, { customerRedemptions: 1 }, COUPON_MESSAGES.alreadyUsed],
    [
      "per-customer coupon for a visitor",
      { perCustomerLimit: 1 },
      { customerPhone: null },
      COUPON_MESSAGES.signInRequired,
    ],
    [
      "special coupon for someone else",
      { group: "special", eligiblePhones: ["+911111111111"] },
      {},
      COUPON_MESSAGES.notEligible,
    ],
    [
      "below the minimum cart",
      { minCartTotal: 99900 },
      { cartTotal: 50000 },
      "Add items worth ₹999.00 or more to use this coupon",
    ],
    [
      "first-order coupon for a customer who ordered before",
      { firstOrderOnly: true },
      { customerOrders: 1 },
      COUPON_MESSAGES.firstOrderOnly,
    ],
    [
      "first-order coupon for a visitor",
      { firstOrderOnly: true },
      { customerPhone: null },
      COUPON_MESSAGES.signInRequired,
    ],
    ["empty cart", {}, { cartTotal: 0 }, COUPON_MESSAGES.missing],
  ])("refuses: %s", (name, rules, ctx, message) => {
    const subject = name === "unknown code" ? null : coupon(rules);
    expect(evaluateCoupon(subject, context(ctx))).toEqual({ valid: false, message });
  });

  it("accepts a special coupon for an eligible phone", () => {
    expect(evaluateCoupon(coupon({ group: "special", eligiblePhones: ["+919876543210"] }), context()).valid).toBe(true);
  });

  it("accepts a first-order coupon for a customer with no order yet", () => {
    expect(evaluateCoupon(coupon({ firstOrderOnly: true }), context({ customerOrders: 0 })).valid).toBe(true);
  });

  it("accepts a coupon on the first and last instant of its window", () => {
    const window = { validFrom: now, validTo: now };
    expect(evaluateCoupon(coupon(window), context()).valid).toBe(true);
  });

  it("stays usable after a failed payment released the redemption", () => {
    expect(
      evaluateCoupon(coupon({ group: "one_time", usageLimit: 1, usedCount: 0 }), context({ customerRedemptions: 0 }))
        .valid,
    ).toBe(true);
  });
});

describe("normalizeCouponCode", () => {
  it.each([
    ["  welcome10 ", "WELCOME10"],
    ["Flat100", "FLAT100"],
  ])("%j -> %s", (input, code) => expect(normalizeCouponCode(input)).toBe(code));
});

describe("couponBadge", () => {
  it.each<[Pick<CouponRules, "discountType" | "discount">, string]>([
    [{ discountType: "percent", discount: 15 }, "15% OFF"],
    [{ discountType: "amount", discount: 10000 }, "₹100 OFF"],
    [{ discountType: "amount", discount: 4950 }, "₹49.50 OFF"],
  ])("%j -> %s", (rules, badge) => expect(couponBadge(rules)).toBe(badge));
});

describe("discountsRemovedMessage", () => {
  it("names the coupon and promises nothing about sale prices, which stay", () => {
    expect(discountsRemovedMessage("WELCOME10")).toBe(
      'Your coupon "WELCOME10" has been removed because cart items were modified. Please apply new discounts if needed.',
    );
  });
});

describe("couponStatus", () => {
  it("is paused whatever the dates, expired past its end, active otherwise", () => {
    expect(couponStatus({ active: false, validTo: new Date(now.getTime() - day) }, now)).toBe("paused");
    expect(couponStatus({ active: true, validTo: new Date(now.getTime() - day) }, now)).toBe("expired");
    expect(couponStatus({ active: true, validTo: new Date(now.getTime() + day) }, now)).toBe("active");
  });
});
