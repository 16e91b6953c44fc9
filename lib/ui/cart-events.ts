/** Fired on window whenever this tab changed the cart, so every view of the cart reads it again. */
export const CART_CHANGED_EVENT = "cart:changed";

export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
