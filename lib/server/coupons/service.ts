import "server-only";
import type { Coupon } from "@prisma/client";
import { COUPON_GROUP_LABELS, COUPON_MESSAGES, evaluateCoupon, normalizeCouponCode, type CouponVerdict } from "@/lib/domain/coupons";
import { paiseToRupees, type Paise } from "@/lib/domain/money";
import { cartTotals } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";
import { ShopError } from "@/lib/server/orders/errors";

/** SPEC.md section 3 "Coupon": amounts in rupees, percentages as whole numbers. */
export type CouponJson = {
  id: number;
  code: string;
  type: string;
  discount: number;
  discount_type: "amount" | "percent";
  description: string;
  valid_from: string;
  valid_to: string;
};

export type CouponLists = { coupons_for_all: CouponJson[]; special_coupons: CouponJson[]; one_time_coupons: CouponJson[] };

function couponJson(coupon: Coupon): CouponJson {
  return {
    id: coupon.id,
    code: coupon.code,
    type: COUPON_GROUP_LABELS[coupon.group],
    discount: coupon.discountType === "amount" ? paiseToRupees(coupon.discount) : coupon.discount,
    discount_type: coupon.discountType,
    description: coupon.description,
    valid_from: coupon.validFrom.toISOString(),
    valid_to: coupon.validTo.toISOString(),
  };
}

async function customerPhone(customerId: number | null): Promise<string | null> {
  if (customerId === null) return null;
  return (await db.customer.findUnique({ where: { id: customerId }, select: { phone: true } }))?.phone ?? null;
}

/** Active, current coupons; special ones only when the signed-in customer's phone is eligible. */
export async function listCoupons(customerId: number | null, now = new Date()): Promise<CouponLists> {
  const phone = await customerPhone(customerId);
  const coupons = await db.coupon.findMany({
    where: {
      active: true,
      validFrom: { lte: now },
      validTo: { gte: now },
      OR: [{ group: { not: "special" } }, ...(phone ? [{ eligiblePhones: { some: { phone } } }] : [])],
    },
    orderBy: [{ validTo: "asc" }, { id: "asc" }],
  });
  const open = coupons.filter((coupon) => coupon.usageLimit === null || coupon.usedCount < coupon.usageLimit);
  const of = (group: Coupon["group"]) => open.filter((coupon) => coupon.group === group).map(couponJson);
  return { coupons_for_all: of("for_all"), special_coupons: of("special"), one_time_coupons: of("one_time") };
}

/** The customer's cart total after product discounts, from the database. */
async function serverCartTotal(customerId: number): Promise<{ cartId: string | null; total: Paise }> {
  const cart = await db.cart.findUnique({
    where: { customerId },
    select: { id: true, items: { select: { quantity: true, product: { select: { price: true, salePrice: true } } } } },
  });
  if (!cart) return { cartId: null, total: 0 };
  const lines = cart.items.map(({ quantity, product }) => ({ originalPrice: product.price, discountPrice: product.salePrice, quantity }));
  return { cartId: cart.id, total: cartTotals(lines).total };
}

async function verdictFor(customerId: number, code: string, cartTotal: Paise, now: Date): Promise<{ verdict: CouponVerdict; couponId: number | null }> {
  const coupon = code.trim()
    ? await db.coupon.findUnique({ where: { code: normalizeCouponCode(code) }, include: { eligiblePhones: true } })
    : null;
  const phone = await customerPhone(customerId);
  const redemptions = coupon ? await db.couponRedemption.count({ where: { couponId: coupon.id, customerId } }) : 0;
  const rules = coupon && { ...coupon, eligiblePhones: coupon.eligiblePhones.map((entry) => entry.phone) };
  const verdict = evaluateCoupon(rules, { now, cartTotal, customerPhone: phone, customerRedemptions: redemptions });
  return { verdict, couponId: coupon?.id ?? null };
}

export type CouponCheck = { valid: boolean; message: string; discount_amount: number };

/** Checks a code against the caller's cart as the server prices it (never a total a client sent). */
export async function validateCoupon(customerId: number, code: string, now = new Date()): Promise<CouponCheck> {
  const { total } = await serverCartTotal(customerId);
  const { verdict } = await verdictFor(customerId, code, total, now);
  return { valid: verdict.valid, message: verdict.message, discount_amount: verdict.valid ? paiseToRupees(verdict.discount) : 0 };
}

/** Applies a valid coupon to the customer's cart (one per cart: it replaces any other). */
export async function applyCoupon(customerId: number, code: string, now = new Date()): Promise<CouponCheck> {
  const { cartId, total } = await serverCartTotal(customerId);
  if (!cartId) throw new ShopError(422, "coupon_invalid", COUPON_MESSAGES.missing);
  const { verdict, couponId } = await verdictFor(customerId, code, total, now);
  if (!verdict.valid) throw new ShopError(422, "coupon_invalid", verdict.message);
  await db.cart.update({ where: { id: cartId }, data: { couponId } });
  return { valid: true, message: verdict.message, discount_amount: paiseToRupees(verdict.discount) };
}

export async function removeCoupon(customerId: number): Promise<void> {
  await db.cart.updateMany({ where: { customerId }, data: { couponId: null } });
}
