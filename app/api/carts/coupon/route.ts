import { applyCoupon, removeCoupon } from "@/lib/server/coupons/service";
import { route } from "@/lib/server/route-handler/route";
import { applyCouponSchema } from "@/lib/validation/cart/items";

/** Applies a coupon to the caller's cart, a customer's or a guest's (replacing any other: one coupon per cart). */
export const POST = route(
  { endpoint: "cart.applyCoupon", auth: "cart-if-any", body: applyCouponSchema },
  ({ owner, body }) => applyCoupon(owner, body.code),
);

export const DELETE = route({ endpoint: "cart.removeCoupon", auth: "cart-if-any" }, async ({ owner }) => {
  await removeCoupon(owner);
  return { success: true } as const;
});
