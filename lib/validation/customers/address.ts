import { z } from "zod";
import { isPincode, PINCODE_MESSAGE, PINCODE_PATTERN } from "@/lib/domain/delivery";
import { INDIA_STATES, stateByName } from "@/lib/domain/india-states";
import { pincodeStateProblem, statesOfPincode } from "@/lib/domain/pincode-states";
import { toIndianMobile } from "@/lib/domain/phone";
import { optionalText, requiredText } from "@/lib/validation/primitives";

/** An Indian PIN code: six digits, the first 1 to 9. */
export const pincode = z.string(PINCODE_MESSAGE).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE);

/** The states and union territories a form offers, by the name the shop stores. */
export const STATE_NAMES: readonly string[] = INDIA_STATES.map((state) => state.name).sort((a, b) =>
  a.localeCompare(b, "en-IN"),
);

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
const optionalMobile = z
  .string()
  .trim()
  .transform((typed, context) => (typed === "" ? null : mobileOf(typed, context)))
  .nullish();

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

/** Marks the issue below, for a route that answers other address problems with words of its own. */
export const PINCODE_STATE_ISSUE = "pincodeState";

/**
 * The check that an address's state agrees with its PIN code (lib/domain/pincode-states.ts), for a
 * schema whose state and PIN code are under `stateKey` and `pincodeKey`, once each is valid alone:
 * refused at the state, with the words naming the PIN code's state (at the PIN code when no post
 * office uses it).
 */
export function stateMatchingPincode<Key extends string>(stateKey: Key, pincodeKey: Key) {
  return (values: Record<Key, unknown>, context: z.RefinementCtx) => {
    const state = values[stateKey];
    const pincode = values[pincodeKey];
    if (typeof state !== "string" || typeof pincode !== "string" || !isPincode(pincode) || !stateByName(state)) return;
    const problem = pincodeStateProblem(pincode, state);
    if (!problem) return;
    const field = statesOfPincode(pincode).length === 0 ? pincodeKey : stateKey;
    context.addIssue({ code: "custom", path: [field], message: problem, params: { [PINCODE_STATE_ISSUE]: true } });
  };
}

const addressObject = z.object(addressFields);

/** SPEC.md section 5 "New address": address, city, state and ZIP code; apartment and mobile are optional. The state agrees with the PIN code. */
export const addressSchema = addressObject.superRefine(stateMatchingPincode("state", "zip_code"));

/**
 * An edit of a saved address: any of its fields, and `is_default` to make it the default. Whether
 * the state then agrees with the PIN code is checked with the saved address's other fields, by the
 * service that saves it.
 */
export const addressPatchSchema = addressObject
  .partial()
  .extend({ is_default: z.literal(true).optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to change");

export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;
export type AddressPatch = z.output<typeof addressPatchSchema>;
