/** When a parcel ordered now should arrive, as the product page's "Check delivery" tells it. */
import { addDays, shopDay } from "./shop-days";

/** An Indian PIN code: six digits (the address schemas and the product page's delivery check share it). */
export const PINCODE_PATTERN = /^\d{6}$/;
export const PINCODE_MESSAGE = "Enter a valid 6-digit pincode";

export function isPincode(text: string): boolean {
  return PINCODE_PATTERN.test(text);
}

/** Orders placed after this hour in India are dispatched the next day. */
export const DISPATCH_CUTOFF_HOUR = 14;

/**
 * The shop day ("YYYY-MM-DD") a parcel ordered at `now` should arrive: dispatched the same day
 * before the cut-off (2 pm in India), else the next day, then `deliveryDays` on the road.
 */
export function estimatedDeliveryDay(now: Date, deliveryDays: number): string {
  const today = shopDay(now);
  const hourInIndia = Number(new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(11, 13));
  const dispatch = hourInIndia < DISPATCH_CUTOFF_HOUR ? today : addDays(today, 1);
  return addDays(dispatch, deliveryDays);
}
