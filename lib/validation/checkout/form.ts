import { z } from "zod";
import { contactDetailsSchema } from "@/lib/validation/customers/contact-details";
import { dbId } from "@/lib/validation/primitives";
import { BUSINESS_NAME_MAX, normalizeGstin } from "@/lib/domain/business-buyer";
import { checkGstin } from "@/lib/domain/gstin";

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
  /** A business buyer's GSTIN (optional): its shape and check character here; its state against the address on Place Order. */
  buyerGstin: z
    .string()
    .default("")
    .superRefine((text, context) => {
      const gstin = normalizeGstin(text);
      if (!gstin) return;
      const check = checkGstin(gstin);
      if (!check.valid) context.addIssue({ code: "custom", message: check.message });
    }),
  buyerBusinessName: z
    .string()
    .trim()
    .max(BUSINESS_NAME_MAX, `A business name is at most ${BUSINESS_NAME_MAX} characters`)
    .default(""),
});

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
