import { z } from "zod";
import { PINCODE_MESSAGE, PINCODE_PATTERN } from "@/lib/domain/delivery";
import { optionalText, requiredText } from "./primitives";

/** An Indian PIN code: six digits. */
export const pincode = z.string(PINCODE_MESSAGE).regex(PINCODE_PATTERN, PINCODE_MESSAGE);

/**
 * The fields of a delivery address, each with what the shopper is told at the field. Checkout's
 * Add New Address form and the profile route take them as they are; the order route as `delivery_*`.
 */
export const addressFields = {
  address: requiredText("Address is required"),
  apartment: optionalText.nullish(),
  city: requiredText("City is required"),
  state: requiredText("State is required"),
  zip_code: requiredText("ZIP Code is required"),
  country: optionalText.nullish(),
  mobile: optionalText.nullish(),
};

/** SPEC.md section 5 "New address": address, city, state and ZIP code; apartment and mobile are optional. */
export const addressSchema = z.object(addressFields);

export type AddressInput = z.input<typeof addressSchema>;
