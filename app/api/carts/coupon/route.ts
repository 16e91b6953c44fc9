import type { NextRequest } from "next/server";
import { z } from "zod";
import { cartOwnerOf } from "@/lib/server/cart/http";
import { answer, jsonBody } from "@/lib/server/http/customer-route";
import { applyCoupon, removeCoupon } from "@/lib/server/coupons/service";

const schema = z.object({ code: z.string().trim().min(1, "Please enter a coupon code").max(64) });

/** Applies a coupon to the caller's cart, a customer's or a guest's (replacing any other: one coupon per cart). */
export function POST(request: NextRequest) {
  return answer(async () => {
    const { code } = await jsonBody(request, schema);
    return applyCoupon(await cartOwnerOf(request), code);
  });
}

export function DELETE(request: NextRequest) {
  return answer(async () => {
    await removeCoupon(await cartOwnerOf(request));
    return { success: true };
  });
}
