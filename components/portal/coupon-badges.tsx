import { StatusBadge } from "@/components/ui/status-badge";
import { couponStatus } from "@/lib/domain/coupons";
import type { PortalCouponJson } from "@/lib/server/coupons/management";
import { formatRupees } from "@/lib/ui/format";

/** "10%" or "₹50.00", with the cap of a percent coupon when it has one. */
export function couponDiscountText(
  coupon: Pick<PortalCouponJson, "discount_type" | "discount" | "max_discount">,
): string {
  if (coupon.discount_type === "amount") return formatRupees(coupon.discount);
  return coupon.max_discount === null
    ? `${coupon.discount}%`
    : `${coupon.discount}% (up to ${formatRupees(coupon.max_discount)})`;
}

/** Active, paused or expired, as of now. */
export function CouponStatusBadge({ coupon }: { coupon: Pick<PortalCouponJson, "active" | "valid_to"> }) {
  return (
    <StatusBadge status={couponStatus({ active: coupon.active, validTo: new Date(coupon.valid_to) }, new Date())} />
  );
}
