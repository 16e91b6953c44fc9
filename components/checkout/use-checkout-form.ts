"use client";
import { useZodForm } from "@/components/forms/use-zod-form";
import { checkoutFormSchema } from "@/lib/validation/checkout/form";
import { contactDetailsSchema, type ContactDetails } from "@/lib/validation/customers/contact-details";
import { EMPTY_CHECKOUT } from "./checkout-draft";

const CONTACT_FIELDS = contactDetailsSchema.keyof().options;

/** The checkout page's one form; a field's error shows as the shopper leaves it. */
export function useCheckoutForm() {
  return useZodForm(checkoutFormSchema, EMPTY_CHECKOUT, { mode: "onTouched" });
}

export type CheckoutFormApi = ReturnType<typeof useCheckoutForm>;

/** The contact fields checked: their trimmed values, or whether a wrong one is merely empty (`missing`) or filled in wrongly. */
export type ContactCheck = { contact: ContactDetails } | { contact: null; missing: boolean };

/**
 * Marks the contact fields (each wrong one says what is wrong at its field, the first one focused)
 * and answers their values. SPEC.md's "fill in all required fields" summary is for empty fields
 * only: a malformed e-mail is said once, at its field.
 */
export async function checkedContact(form: CheckoutFormApi): Promise<ContactCheck> {
  if (await form.trigger(CONTACT_FIELDS, { shouldFocus: true }))
    return { contact: contactDetailsSchema.parse(form.getValues()) };
  const values = form.getValues();
  return { contact: null, missing: CONTACT_FIELDS.some((name) => !values[name]?.trim()) };
}
