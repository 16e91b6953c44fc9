import { z } from "zod";

/** POST /api/coupons/validate/: the code; `cart_total` and `user_id` are read by nobody (the server's cart decides). */
export const couponValidation = z.object({
  code: z.string().max(64),
  cart_total: z.coerce.number().optional(),
  user_id: z.unknown().optional(),
});
