import { z } from "zod";
import { updateProfile } from "@/lib/server/customers/profile";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import { route } from "@/lib/server/http/route";

const { addressFields: ADDRESS_MESSAGE, profileFields: PROFILE_MESSAGE } = CHECKOUT_MESSAGES;
const filled = (message: string) => z.string().trim().min(1, message).max(200);
const optional = z.string().trim().max(200).nullish();

const address = z.object({
  address: filled(ADDRESS_MESSAGE),
  apartment: optional,
  city: filled(ADDRESS_MESSAGE),
  state: filled(ADDRESS_MESSAGE),
  zip_code: filled(ADDRESS_MESSAGE),
  country: optional,
  mobile: optional,
});

/** SPEC.md section 7: `{ name, email, mobile }` updates the contact details, `{ addresses: [address] }` adds an address. */
const schema = z.object({
  name: filled(PROFILE_MESSAGE).optional(),
  email: z.email(PROFILE_MESSAGE).max(200).optional(),
  mobile: filled(PROFILE_MESSAGE).optional(),
  addresses: z.array(address).max(5).optional(),
  more_addresses: z.array(address).max(5).optional(),
});

export const POST = route({ auth: "customer", body: schema }, async ({ customer, body }) => {
  const { addresses = [], more_addresses = [], ...contact } = body;
  const data = await updateProfile(customer.id, { ...contact, addresses: [...addresses, ...more_addresses] });
  return { success: true, data };
});
