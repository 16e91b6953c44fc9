import { z } from "zod";
import { PINCODE_MESSAGE, PINCODE_PATTERN } from "@/lib/domain/delivery";
import { INDIA_STATES, stateByName } from "@/lib/domain/india-states";
import { toIndianMobile } from "@/lib/domain/phone";
import { optionalText, requiredText } from "./primitives";

/** An Indian PIN code: six digits, the first 1 to 9. */
export const pincode = z.string(PINCODE_MESSAGE).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE);

/** The states and union territories a form offers, by the name the shop stores. */
export const STATE_NAMES: readonly string[] = INDIA_STATES.map((state) => state.name).sort((a, b) => a.localeCompare(b, "en-IN"));

/**
 * One of India's states and union territories, stored by its official name (so tax invoices can read
 * the place of supply); older or shorter spellings ("Orissa", "NCT of Delhi") are read as the state.
 */
export const indiaState = requiredText("State is required").transform((typed, context) => {
  const state = stateByName(typed);
  if (state) return state.name;
  context.addIssue({ code: "custom", message: "Choose a state or union territory of India" });
  return z.NEVER;
});

const MOBILE_MESSAGE = "Enter a 10-digit Indian mobile number";

function mobileOf(typed: string, context: z.RefinementCtx): string {
  const mobile = toIndianMobile(typed);
  if (mobile) return mobile;
  context.addIssue({ code: "custom", message: MOBILE_MESSAGE });
  return z.NEVER;
}

/** A 10-digit Indian mobile number, typed in any usual way, stored as +91XXXXXXXXXX. */
export const indianMobile = z.string().trim().transform(mobileOf);

/** An optional mobile number: empty (null), or a valid one. */
const optionalMobile = z.string().trim().transform((typed, context) => (typed === "" ? null : mobileOf(typed, context))).nullish();

/**
 * The fields of a delivery address, each with what the shopper is told at the field. Checkout's
 * Add New Address form, the profile's address book and their routes take them as they are; the
 * order route as `delivery_*`. The recipient's name and mobile are optional: the order then goes
 * to the customer's own name and phone.
 */
export const addressFields = {
  recipient_name: optionalText.nullish(),
  address: requiredText("Address is required"),
  apartment: optionalText.nullish(),
  city: requiredText("City is required"),
  state: indiaState,
  zip_code: z.string().trim().min(1, "ZIP Code is required").pipe(pincode),
  country: optionalText.nullish(),
  mobile: optionalMobile,
};

/** SPEC.md section 5 "New address": address, city, state and ZIP code; apartment and mobile are optional. */
export const addressSchema = z.object(addressFields);

/** An edit of a saved address: any of its fields, and `is_default` to make it the default. */
export const addressPatchSchema = addressSchema.partial().extend({ is_default: z.literal(true).optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to change");

export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;
export type AddressPatch = z.output<typeof addressPatchSchema>;
