/** When a parcel ordered now should arrive, as the product page's "Check delivery" tells it. */
import { addDays, shopDay, shopHour } from "./shop-days";

/** An Indian PIN code: six digits, the first 1 to 9 (the address schemas and the product page's delivery check share it). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
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
  const dispatch = shopHour(now) < DISPATCH_CUTOFF_HOUR ? today : addDays(today, 1);
  return addDays(dispatch, deliveryDays);
}

/** What the shop knows about delivering to a pincode: its own list and the courier's serviceability together. */
export type PincodeReach = { pincode: string; serviceable: boolean; cod_allowed: boolean };

/**
 * A delivery check of a pincode, the shop's (`GET /api/delivery/check/`: `estimated_delivery` is a shop
 * day, "YYYY-MM-DD") or the courier's (`estimated_delivery` as the courier words it, e.g. "Jul 05, 2024").
 */
export type DeliveryCheck = PincodeReach & {
  delivery_days: number | null;
  estimated_delivery: string | null;
  city: string | null;
  state: string | null;
};

export type DeliveryRefusal = { code: "unserviceable_pincode" | "cod_unavailable_pincode"; message: string };

export const unserviceableMessage = (pincode: string) =>
  `Sorry, we do not deliver to pincode ${pincode} yet. Please choose another delivery address.`;
export const codUnavailableMessage = (pincode: string) =>
  `Cash on Delivery is not available for pincode ${pincode}. Please pay online.`;

/**
 * Why an order cannot go to this pincode with this payment method, or null when it can: the
 * checkout shows it as soon as the address is chosen, and the server refuses the order with it.
 */
export function deliveryRefusal(reach: PincodeReach, paymentMethod: "cod" | "online"): DeliveryRefusal | null {
  if (!reach.serviceable) return { code: "unserviceable_pincode", message: unserviceableMessage(reach.pincode) };
  if (paymentMethod === "cod" && !reach.cod_allowed)
    return { code: "cod_unavailable_pincode", message: codUnavailableMessage(reach.pincode) };
  return null;
}
