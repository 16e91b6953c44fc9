import { z } from "zod";
import { validateCoupon } from "@/lib/server/coupons/service";
import { route } from "@/lib/server/route-handler/route";

const Body = z.object({
  code: z.string().max(64),
  cart_total: z.coerce.number().optional(),
  user_id: z.unknown().optional(),
});

/** Checks a code against the caller's cart (a customer's or a guest's) as the server prices it; the client's cart_total and user_id are ignored. */
export const POST = route({ auth: "cart-if-any", body: Body }, ({ owner, body }) => validateCoupon(owner, body.code));
