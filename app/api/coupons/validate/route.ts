import { validateCoupon } from "@/lib/server/coupons/service";
import { route } from "@/lib/server/route-handler/route";
import { couponValidation } from "@/lib/validation/coupons/validate";

/** Checks a code against the caller's cart (a customer's or a guest's) as the server prices it; the client's cart_total and user_id are ignored. */
export const POST = route(
  { endpoint: "coupons.validate", auth: "cart-if-any", body: couponValidation },
  ({ owner, body }) => validateCoupon(owner, body.code),
);
