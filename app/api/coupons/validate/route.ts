import type { NextRequest } from "next/server";
import { z } from "zod";
import { cartOwnerOf } from "@/lib/server/cart/http";
import { answer, jsonBody } from "@/lib/server/http/customer-route";
import { validateCoupon } from "@/lib/server/coupons/service";

const schema = z.object({ code: z.string().max(64), cart_total: z.coerce.number().optional(), user_id: z.unknown().optional() });

/** Checks a code against the caller's cart (a customer's or a guest's) as the server prices it; the client's cart_total and user_id are ignored. */
export function POST(request: NextRequest) {
  return answer(async () => validateCoupon(await cartOwnerOf(request), (await jsonBody(request, schema)).code));
}
