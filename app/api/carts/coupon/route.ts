import type { NextRequest } from "next/server";
import { z } from "zod";
import { customerRoute, jsonBody } from "@/lib/server/http/customer-route";
import { applyCoupon, removeCoupon } from "@/lib/server/coupons/service";

const schema = z.object({ code: z.string().trim().min(1, "Please enter a coupon code").max(64) });

/** Applies a coupon to the customer's cart (replacing any other: one coupon per cart). */
export function POST(request: NextRequest) {
  return customerRoute(request, async (customer) => applyCoupon(customer.id, (await jsonBody(request, schema)).code));
}

export function DELETE(request: NextRequest) {
  return customerRoute(request, async (customer) => {
    await removeCoupon(customer.id);
    return { success: true };
  });
}
