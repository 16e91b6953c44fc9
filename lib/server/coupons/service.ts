import "server-only";
import type { Coupon } from "@prisma/client";
import {
  COUPON_GROUP_LABELS,
  COUPON_MESSAGES,
  evaluateCoupon,
  needsCustomer,
  normalizeCouponCode,
  type CouponVerdict,
} from "@/lib/domain/coupons";
import { paiseToRupees, type Paise } from "@/lib/domain/money";
import { cartTotals } from "@/lib/domain/pricing";
import { ownerFilter, type CartOwner } from "@/lib/server/cart/service";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

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
  /** True when the caller is a guest and the coupon needs a signed-in customer (issue 16, defect 8). */
  sign_in_required: boolean;
};

export type CouponLists = {
  coupons_for_all: CouponJson[];
  special_coupons: CouponJson[];
  one_time_coupons: CouponJson[];
};

function couponJson(coupon: Coupon, guest: boolean): CouponJson {
  return {
    id: coupon.id,
    code: coupon.code,
    type: COUPON_GROUP_LABELS[coupon.group],
    discount: coupon.discountType === "amount" ? paiseToRupees(coupon.discount) : coupon.discount,
    discount_type: coupon.discountType,
    description: coupon.description,
    valid_from: coupon.validFrom.toISOString(),
    valid_to: coupon.validTo.toISOString(),
    sign_in_required: guest && needsCustomer(coupon),
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
  const of = (group: Coupon["group"]) =>
    open.filter((coupon) => coupon.group === group).map((coupon) => couponJson(coupon, customerId === null));
  return { coupons_for_all: of("for_all"), special_coupons: of("special"), one_time_coupons: of("one_time") };
}

function customerOf(owner: CartOwner | null): number | null {
  return owner && "customerId" in owner ? owner.customerId : null;
}

/** The cart's total after product discounts, from the database; no cart when the owner has none. */
async function serverCartTotal(owner: CartOwner | null): Promise<{ cartId: string | null; total: Paise }> {
  const cart = owner
    ? await db.cart.findFirst({
        where: ownerFilter(owner),
        select: {
          id: true,
          items: { select: { quantity: true, product: { select: { price: true, salePrice: true } } } },
        },
      })
    : null;
  if (!cart) return { cartId: null, total: 0 };
  const lines = cart.items.map(({ quantity, product }) => ({
    originalPrice: product.price,
    discountPrice: product.salePrice,
    quantity,
  }));
  return { cartId: cart.id, total: cartTotals(lines).total };
}

/** A guest has no phone and no redemptions yet: special coupons need a signed-in, eligible customer. */
async function verdictFor(
  customerId: number | null,
  code: string,
  cartTotal: Paise,
  now: Date,
): Promise<{ verdict: CouponVerdict; couponId: number | null }> {
  const coupon = code.trim()
    ? await db.coupon.findUnique({ where: { code: normalizeCouponCode(code) }, include: { eligiblePhones: true } })
    : null;
  const phone = await customerPhone(customerId);
  const [redemptions, orders] =
    coupon && customerId !== null
      ? await Promise.all([
          db.couponRedemption.count({ where: { couponId: coupon.id, customerId } }),
          db.order.count({ where: { customerId, status: { not: "cancelled" } } }),
        ])
      : [0, 0];
  const rules = coupon && { ...coupon, eligiblePhones: coupon.eligiblePhones.map((entry) => entry.phone) };
  const verdict = evaluateCoupon(rules, {
    now,
    cartTotal,
    customerPhone: phone,
    customerRedemptions: redemptions,
    customerOrders: orders,
  });
  return { verdict, couponId: coupon?.id ?? null };
}

export type CouponCheck = { valid: boolean; message: string; discount_amount: number };

/** Checks a code against the caller's cart as the server prices it (never a total a client sent). */
export async function validateCoupon(owner: CartOwner | null, code: string, now = new Date()): Promise<CouponCheck> {
  const { total } = await serverCartTotal(owner);
  const { verdict } = await verdictFor(customerOf(owner), code, total, now);
  return {
    valid: verdict.valid,
    message: verdict.message,
    discount_amount: verdict.valid ? paiseToRupees(verdict.discount) : 0,
  };
}

/** Applies a valid coupon to the cart, a customer's or a guest's (one per cart: it replaces any other). */
export async function applyCoupon(owner: CartOwner | null, code: string, now = new Date()): Promise<CouponCheck> {
  const { cartId, total } = await serverCartTotal(owner);
  if (!cartId) throw new AppError(422, "coupon_invalid", COUPON_MESSAGES.missing);
  const { verdict, couponId } = await verdictFor(customerOf(owner), code, total, now);
  if (!verdict.valid) throw new AppError(422, "coupon_invalid", verdict.message);
  await db.cart.update({ where: { id: cartId }, data: { couponId } });
  return { valid: true, message: verdict.message, discount_amount: paiseToRupees(verdict.discount) };
}

export async function removeCoupon(owner: CartOwner | null): Promise<void> {
  if (owner) await db.cart.updateMany({ where: ownerFilter(owner), data: { couponId: null } });
}
