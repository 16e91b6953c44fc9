import { z } from "zod";
import { contactDetailsSchema } from "@/lib/validation/customers/contact-details";
import { dbId } from "@/lib/validation/primitives";

export const ORDER_NOTES_MAX = 1000;
export const orderNotes = z.string().trim().max(ORDER_NOTES_MAX);

/** How the checkout form offers to pay (SPEC.md section 2 "Checkout"). */
export const checkoutPaymentMethod = z.enum(["cod", "razorpay"]);
export type CheckoutPaymentMethod = z.infer<typeof checkoutPaymentMethod>;

/**
 * The checkout form: the contact details, the chosen saved address, how to pay and the notes. The
 * cart, address and totals are checked in SPEC.md's order on Place Order, and again by the server.
 */
export const checkoutFormSchema = contactDetailsSchema.extend({
  addressId: dbId("Choose a delivery address").nullable(),
  paymentMethod: checkoutPaymentMethod,
  notes: orderNotes,
});

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
