/** Fired on window whenever this tab changed the cart, so the header badge and cart views refresh. */
export const CART_CHANGED_EVENT = "cart:changed";

export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
