import "server-only";
import { cookies } from "next/headers";
import { CART_COOKIE, isGuestCartId } from "./http";
import { mergeGuestCart } from "./service";

/**
 * For the sign-in flow (a route handler or server action): merges this browser's guest cart into
 * the customer's cart and forgets the guest cookie.
 */
export async function mergeGuestCartOnSignIn(customerId: number): Promise<void> {
  const jar = await cookies();
  const guestCartId = jar.get(CART_COOKIE)?.value;
  if (isGuestCartId(guestCartId)) await mergeGuestCart(guestCartId, customerId);
  jar.delete(CART_COOKIE);
}
