import { z } from "zod";
import { applyCoupon, removeCoupon } from "@/lib/server/coupons/service";
import { route } from "@/lib/server/route-handler/route";

const Body = z.object({ code: z.string().trim().min(1, "Please enter a coupon code").max(64) });

/** Applies a coupon to the caller's cart, a customer's or a guest's (replacing any other: one coupon per cart). */
export const POST = route({ auth: "cart-if-any", body: Body }, ({ owner, body }) => applyCoupon(owner, body.code));

export const DELETE = route({ auth: "cart-if-any" }, async ({ owner }) => {
  await removeCoupon(owner);
  return { success: true };
});
