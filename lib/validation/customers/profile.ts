import { z } from "zod";
import { addressSchema } from "@/lib/validation/customers/address";
import { customerName, customerPhone } from "@/lib/validation/customers/contact-details";
import { emailAddress } from "@/lib/validation/primitives";

/** POST /api/customer/profile/update/ (SPEC.md section 7): `{ name, email, mobile }` updates the contact details, `{ addresses: [address] }` adds an address. */
export const profileUpdateSchema = z.object({
  name: customerName.optional(),
  email: emailAddress.optional(),
  mobile: customerPhone.optional(),
  addresses: z.array(addressSchema).max(5).optional(),
  more_addresses: z.array(addressSchema).max(5).optional(),
});

/**
 * The profile page's "Your details": the name and e-mail a shopper corrects (the phone is their sign-in). An
 * e-mail left empty by a shopper who never gave one is not sent.
 */
export const profileDetailsSchema = z.object({ name: customerName, email: z.union([z.literal(""), emailAddress]) });
