import { z } from "zod";
import { SHOPPER_STORAGE } from "@/lib/ui/shopper-storage";
import type { AddressJson, ProfileJson } from "@/lib/server/customers/profile";
import { checkoutPaymentMethod, type CheckoutFormValues } from "@/lib/validation/checkout/form";

/** SPEC.md section 9 "Storage keys": the form is kept locally, 500 ms after each change (forgotten on sign-out). */
const STORAGE_KEY = SHOPPER_STORAGE.checkoutDraft;
export const AUTOSAVE_MS = 500;

export const EMPTY_CHECKOUT: CheckoutFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  addressId: null,
  paymentMethod: "cod",
  notes: "",
  buyerGstin: "",
  buyerBusinessName: "",
};

/** What a saved draft may hold: any text, since a draft is kept before it is checked. */
const draftSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    addressId: z.number().nullable(),
    paymentMethod: checkoutPaymentMethod,
    notes: z.string(),
    buyerGstin: z.string(),
    buyerBusinessName: z.string(),
  })
  .partial();

export function savedDraft(): Partial<CheckoutFormValues> {
  try {
    return draftSchema.parse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}"));
  } catch {
    return {};
  }
}

export function saveDraft(values: Partial<CheckoutFormValues>): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(values));
}

export function savedAddresses(profile: ProfileJson): AddressJson[] {
  return [...profile.addresses, ...profile.more_addresses];
}

/**
 * The form after the profile loads: the profile's name and email, the phone typed (else the
 * profile's), then the draft once per visit; a chosen address that is gone falls back to the default.
 */
export function withProfile(
  current: CheckoutFormValues,
  profile: ProfileJson,
  draft: Partial<CheckoutFormValues>,
): CheckoutFormValues {
  const [firstName = "", ...rest] = profile.name.split(/\s+/).filter(Boolean);
  const next = {
    ...current,
    firstName: firstName || current.firstName,
    lastName: rest.join(" ") || current.lastName,
    email: profile.email || current.email,
    phone: current.phone || profile.phone,
    ...draft,
  };
  const addresses = savedAddresses(profile);
  const known = addresses.some((address) => address.id === next.addressId);
  return {
    ...next,
    addressId: known ? next.addressId : ((addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? null),
  };
}
