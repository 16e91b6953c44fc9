import { notify } from "@/lib/ui/toast";

const NOTICE_MS = 5000;

/** SPEC.md section 8: shown when a change of the cart dropped an applied coupon. */
export function notifyDiscountsRemoved(couponCode: string): void {
  notify.message("Discounts Removed", {
    description: `Your coupon "${couponCode}" and sale discounts have been removed because cart items were modified. Please apply new discounts if needed.`,
    duration: NOTICE_MS,
  });
}
