import { DISCOUNTS_REMOVED_TITLE, discountsRemovedMessage } from "@/lib/domain/coupons";
import { notify } from "@/lib/ui/toast";

const NOTICE_MS = 5000;

/** SPEC.md section 8: shown for 5 s when a change of the cart dropped an applied coupon. */
export function notifyDiscountsRemoved(couponCode: string): void {
  notify.message(DISCOUNTS_REMOVED_TITLE, { description: discountsRemovedMessage(couponCode), duration: NOTICE_MS });
}
