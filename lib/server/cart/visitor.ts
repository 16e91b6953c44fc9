import "server-only";
import { cookies } from "next/headers";
import type { Viewer } from "@/lib/server/auth/viewer";
import { CART_COOKIE, isGuestCartId } from "./http";
import { getCart } from "./service";
import { cartJson, type CartJson } from "./view";

/**
 * The cart of the visitor a page is rendered for, as `GET /api/carts/` would answer it: the
 * signed-in customer's, else the guest cart the browser's cookie names, else an empty cart (no
 * cart is created by looking). The cart page renders it on the server, so the cart is in its HTML.
 */
export async function visitorCart(viewer: Viewer): Promise<CartJson> {
  if (viewer?.kind === "customer") return getCart({ customerId: viewer.id });
  const guestCartId = (await cookies()).get(CART_COOKIE)?.value;
  return isGuestCartId(guestCartId) ? getCart({ guestCartId }) : cartJson(null, []);
}
