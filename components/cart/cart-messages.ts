/** A change of the cart refused without words of the server's own, or that never reached it. */
export const CART_UPDATE_FAILED = "Could not update your cart. Please try again.";
