import { toast } from "sonner";
import { DISCOUNTS_REMOVED_TITLE, discountsRemovedMessage } from "@/lib/domain/coupons";

const NOTICE_MS = 5000;

/** SPEC.md section 8: shown for 5 s when a change of the cart dropped an applied coupon. */
export function notifyDiscountsRemoved(couponCode: string): void {
  toast(DISCOUNTS_REMOVED_TITLE, { description: discountsRemovedMessage(couponCode), duration: NOTICE_MS });
}
