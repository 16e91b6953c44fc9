/**
 * What the browser keeps of the signed-in shopper (SPEC.md section 9 "Storage keys"), in one place so
 * that signing out forgets all of it: the checkout draft (name, e-mail, phone, address choice, notes),
 * the open checkout attempt's key and the pincode checked on product pages.
 */
export const SHOPPER_STORAGE = {
  /** localStorage: the checkout form, saved 500 ms after each change. */
  checkoutDraft: "checkout_form_data",
  /** sessionStorage: one key per checkout attempt, so a retried Place Order answers the same order. */
  checkoutAttempt: "checkout_attempt_key",
  /** sessionStorage: the pincode "Check delivery" last checked, for every product page of the visit. */
  deliveryPincode: "delivery_pincode",
} as const;

/** Removes everything above (storage refused, as in some private modes, leaves nothing to remove). */
export function forgetShopper(): void {
  try {
    localStorage.removeItem(SHOPPER_STORAGE.checkoutDraft);
    sessionStorage.removeItem(SHOPPER_STORAGE.checkoutAttempt);
    sessionStorage.removeItem(SHOPPER_STORAGE.deliveryPincode);
  } catch {
    // Nothing was stored.
  }
}
