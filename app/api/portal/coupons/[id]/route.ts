import { ADMINS } from "@/lib/domain/principal";
import { getPortalCoupon, removeCoupon, updateCoupon } from "@/lib/server/coupons/management";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { couponPatch } from "@/lib/validation/coupons/management";

const couponPath = recordPath("coupon_not_found", "Coupon not found");

export const GET = route({ endpoint: "portal.coupons.get", auth: ADMINS, ...couponPath }, ({ params }) =>
  getPortalCoupon(params.id),
);

/** Any subset of the fields with the `version` the admin saw; `active` pauses or resumes. An older version is a 409. */
export const PATCH = route(
  { endpoint: "portal.coupons.update", auth: ADMINS, ...couponPath, body: couponPatch },
  ({ params, body, staff }) => updateCoupon(params.id, body, staff),
);

/** Removes a coupon nobody has used; pauses one with orders -> { outcome: "removed" | "paused", coupon }. */
export const DELETE = route({ endpoint: "portal.coupons.remove", auth: ADMINS, ...couponPath }, ({ params, staff }) =>
  removeCoupon(params.id, staff),
);
