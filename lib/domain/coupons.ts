/**
 * Whether a coupon may be applied, and what it takes off (SPEC.md sections 3, 4 and 5 "Coupon").
 * The server decides with this on validation and again inside the order transaction.
 */
import { formatINR, type Paise } from "./money";
import { couponDiscount, type DiscountType } from "./pricing";

export type CouponGroup = "for_all" | "special" | "one_time";

export const COUPON_GROUP_LABELS: Record<CouponGroup, string> = {
  for_all: "For All",
  special: "Special",
  one_time: "One Time",
};

export type CouponRules = {
  code: string;
  group: CouponGroup;
  discountType: DiscountType;
  /** Paise for "amount", whole percent for "percent". */
  discount: number;
  maxDiscount: Paise | null;
  minCartTotal: Paise;
  validFrom: Date;
  validTo: Date;
  usageLimit: number | null;
  usedCount: number;
  perCustomerLimit: number | null;
  /** Only for a customer who has no order yet. */
  firstOrderOnly: boolean;
  active: boolean;
  /** E.164 phones allowed to use a special coupon. */
  eligiblePhones: readonly string[];
};

export type CouponContext = {
  now: Date;
  /** Cart total after product discounts, before the coupon and shipping. */
  cartTotal: Paise;
  /** The signed-in customer's phone, or null for a visitor. */
  customerPhone: string | null;
  /** How many times this customer has already redeemed this coupon. */
  customerRedemptions: number;
  /** How many orders this customer placed before, cancelled ones left out. */
  customerOrders: number;
};

export type CouponVerdict = { valid: true; discount: Paise; message: string } | { valid: false; message: string };

export const COUPON_MESSAGES = {
  missing: "Please enter a coupon code and ensure cart has items",
  invalid: "Invalid coupon code",
  notYetValid: "This coupon is not valid yet",
  expired: "This coupon has expired",
  exhausted: "This coupon has reached its usage limit",
  alreadyUsed: "You have already used this coupon",
  signInRequired: "Please sign in to use this coupon",
  notEligible: "This coupon is not available for your account",
  firstOrderOnly: "This coupon is for your first order only",
} as const;

/**
 * SPEC.md section 8 "Discounts Removed", worded truthfully for this shop: a cart change drops the
 * coupon, while sale prices stay the catalogue's (docs/spec-differences.md).
 */
export const DISCOUNTS_REMOVED_TITLE = "Discounts Removed";

export function discountsRemovedMessage(couponCode: string): string {
  return `Your coupon "${couponCode}" has been removed because cart items were modified. Please apply new discounts if needed.`;
}

/** Codes are matched trimmed and case-insensitively. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Needs a customer: special coupons, one-time coupons, first-order coupons and coupons with a per-customer limit. */
/** Whether only a signed-in customer may use the coupon (special, per-customer or first-order coupons). */
export function needsCustomer(coupon: Pick<CouponRules, "group" | "perCustomerLimit" | "firstOrderOnly">): boolean {
  return coupon.group !== "for_all" || coupon.perCustomerLimit !== null || coupon.firstOrderOnly;
}

function refusal(coupon: CouponRules, context: CouponContext): string | null {
  if (!coupon.active) return COUPON_MESSAGES.invalid;
  if (context.now < coupon.validFrom) return COUPON_MESSAGES.notYetValid;
  if (context.now > coupon.validTo) return COUPON_MESSAGES.expired;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return COUPON_MESSAGES.exhausted;
  if (needsCustomer(coupon) && !context.customerPhone) return COUPON_MESSAGES.signInRequired;
  if (coupon.group === "special" && !coupon.eligiblePhones.includes(context.customerPhone ?? ""))
    return COUPON_MESSAGES.notEligible;
  const perCustomer = coupon.group === "one_time" ? 1 : coupon.perCustomerLimit;
  if (perCustomer !== null && context.customerRedemptions >= perCustomer) return COUPON_MESSAGES.alreadyUsed;
  if (coupon.firstOrderOnly && context.customerOrders > 0) return COUPON_MESSAGES.firstOrderOnly;
  if (context.cartTotal < coupon.minCartTotal)
    return `Add items worth ${formatINR(coupon.minCartTotal)} or more to use this coupon`;
  return null;
}

export function evaluateCoupon(coupon: CouponRules | null, context: CouponContext): CouponVerdict {
  if (context.cartTotal <= 0) return { valid: false, message: COUPON_MESSAGES.missing };
  if (!coupon) return { valid: false, message: COUPON_MESSAGES.invalid };
  const message = refusal(coupon, context);
  if (message) return { valid: false, message };
  const discount = couponDiscount(
    { discountType: coupon.discountType, discount: coupon.discount, maxDiscount: coupon.maxDiscount },
    context.cartTotal,
  );
  return { valid: true, discount, message: `Coupon ${coupon.code} applied! You saved ${formatINR(discount)}` };
}

export type CouponStatus = "active" | "paused" | "expired";

/**
 * What the portal's status badge says: a paused coupon is paused whatever its dates, one past its
 * end is expired. (`GET /api/portal/coupons/?status=expired` lists every coupon past its end, paused or not.)
 */
export function couponStatus(coupon: Pick<CouponRules, "active" | "validTo">, now: Date): CouponStatus {
  if (!coupon.active) return "paused";
  return coupon.validTo < now ? "expired" : "active";
}

/** SPEC.md section 2: percent coupons show '{n}% OFF', others '₹{n} OFF'. */
export function couponBadge(coupon: Pick<CouponRules, "discountType" | "discount">): string {
  if (coupon.discountType === "percent") return `${coupon.discount}% OFF`;
  const rupees = coupon.discount / 100;
  return `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)} OFF`;
}
