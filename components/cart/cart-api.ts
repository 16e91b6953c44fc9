import type { CartJson } from "@/lib/server/cart/view";
import { formatINR, rupeesToPaise } from "@/lib/domain/money";

export type Cart = CartJson;
export type CartItem = CartJson["items"][number];
export type CartChange = Cart & { couponRemoved?: boolean; removedCouponCode?: string | null };

const FALLBACK_MESSAGE = "Could not update your cart. Please try again.";

/** Calls the cart API; a refusal becomes an Error carrying the API's own message. */
export async function cartRequest(path: string, init: RequestInit = {}): Promise<CartChange> {
  const response = await fetch(`/api/carts/${path}`, {
    cache: "no-store",
    ...init,
    headers: init.body ? { "Content-Type": "application/json", ...init.headers } : init.headers,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.message ?? FALLBACK_MESSAGE);
  return body as CartChange;
}

/** Cart JSON carries rupees with 2 decimals; shoppers read them the en-IN way, e.g. ₹1,234.50. */
export function formatRupees(rupees: number): string {
  return formatINR(rupeesToPaise(rupees));
}
