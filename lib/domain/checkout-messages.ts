/**
 * What the checkout says when it refuses (SPEC.md section 5 "Checkout submit" and section 8), in one
 * place for the form, the order service and the profile route.
 */
export const CHECKOUT_MESSAGES = {
  emptyCart: "Your cart is empty. Please add items to proceed.",
  invalidTotal: "Invalid cart total. Please check your cart and try again.",
  razorpayMinimum:
    "Order amount must be at least ₹1.00 to use Razorpay. Please add more items to your cart or use Cash on Delivery.",
  codUnavailable: "Cash on Delivery is not available for this order. Please pay online.",
  contact: "Please fill in all required contact information (First Name, Last Name, Email, Phone)",
  noAddress: "Please select a delivery address from your saved addresses",
  profileFields: "Please fill in all required fields (First Name, Last Name, Email, Phone)",
  addressFields: "Please fill in all required address fields (Address, City, State, ZIP Code)",
} as const;
