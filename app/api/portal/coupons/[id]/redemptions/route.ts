import { ADMINS } from "@/lib/domain/principal";
import { listRedemptions } from "@/lib/server/coupons/management";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { redemptionQuery } from "@/lib/validation/coupons/management";

/** The coupon's redemptions, newest first: order, customer, amount in rupees -> { results, count }. */
export const GET = route(
  {
    endpoint: "portal.coupons.redemptions",
    auth: ADMINS,
    ...recordPath("coupon_not_found", "Coupon not found"),
    query: redemptionQuery,
  },
  ({ params, query }) => listRedemptions(params.id, query),
);
