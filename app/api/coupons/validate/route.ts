import type { NextRequest } from "next/server";
import { z } from "zod";
import { customerRoute, jsonBody } from "@/lib/server/http/customer-route";
import { validateCoupon } from "@/lib/server/coupons/service";

const schema = z.object({ code: z.string().max(64), cart_total: z.coerce.number().optional(), user_id: z.unknown().optional() });

/** Checks a code against the caller's cart as the server prices it; the client's cart_total is ignored. */
export function POST(request: NextRequest) {
  return customerRoute(request, async (customer) => validateCoupon(customer.id, (await jsonBody(request, schema)).code));
}
