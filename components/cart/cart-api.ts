import type { CartJson } from "@/lib/server/cart/view";
import { apiRequest, messageOf, type RequestOptions } from "@/lib/ui/api-client";

export type Cart = CartJson;
export type CartItem = CartJson["items"][number];
export type CartChange = Cart & { couponRemoved?: boolean; removedCouponCode?: string | null };

const FALLBACK_MESSAGE = "Could not update your cart. Please try again.";

/** Calls the cart API (`/api/carts/{path}`); a refusal throws an Error carrying the API's own message. */
export async function cartRequest(path: string, options: RequestOptions = {}): Promise<CartChange> {
  try {
    return await apiRequest<CartChange>(`/api/carts/${path}`, options);
  } catch (error) {
    throw new Error(messageOf(error, FALLBACK_MESSAGE));
  }
}
