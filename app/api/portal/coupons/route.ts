import { ADMINS } from "@/lib/domain/principal";
import { createCoupon, listPortalCoupons } from "@/lib/server/coupons/management";
import { route } from "@/lib/server/route-handler/route";
import { couponCreate, couponQuery } from "@/lib/validation/coupons/management";

/** Every coupon with all its rules, newest first: search by code, group, status -> { results, count }. */
export const GET = route({ endpoint: "portal.coupons.list", auth: ADMINS, query: couponQuery }, ({ query }) =>
  listPortalCoupons(query),
);

/** Creates a coupon (any group); a code another coupon has, in any case, is a 409. */
export const POST = route(
  { endpoint: "portal.coupons.create", auth: ADMINS, body: couponCreate, status: 201 },
  ({ body, staff }) => createCoupon(body, staff),
);
