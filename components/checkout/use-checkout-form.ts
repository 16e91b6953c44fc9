"use client";
import { useZodForm } from "@/components/forms/use-zod-form";
import { checkoutFormSchema } from "@/lib/validation/checkout";
import { contactDetailsSchema, type ContactDetails } from "@/lib/validation/customer-contact";
import { EMPTY_CHECKOUT } from "./checkout-draft";

const CONTACT_FIELDS = contactDetailsSchema.keyof().options;

/** The checkout page's one form; a field's error shows as the shopper leaves it. */
export function useCheckoutForm() {
  return useZodForm(checkoutFormSchema, EMPTY_CHECKOUT, { mode: "onTouched" });
}

export type CheckoutFormApi = ReturnType<typeof useCheckoutForm>;

/** Marks the contact fields and answers their trimmed values, or null when one of them is wrong. */
export async function checkedContact(form: CheckoutFormApi): Promise<ContactDetails | null> {
  return (await form.trigger(CONTACT_FIELDS)) ? contactDetailsSchema.parse(form.getValues()) : null;
}
