import { z } from "zod";
import { updateProfile } from "@/lib/server/customers/profile";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { PINCODE_STATE_ISSUE } from "@/lib/validation/customers/address";
import { profileUpdateSchema } from "@/lib/validation/customers/profile";

const { addressFields: ADDRESS_MESSAGE, profileFields: PROFILE_MESSAGE } = CHECKOUT_MESSAGES;
/**
 * This route answers with SPEC.md section 5's sentence for the part that failed, not the field's own
 * words; a state that is not the PIN code's is answered with the words naming the PIN code's state.
 */
const REFUSAL_BY_PART: Record<string, string> = {
  name: PROFILE_MESSAGE,
  email: PROFILE_MESSAGE,
  mobile: PROFILE_MESSAGE,
  addresses: ADDRESS_MESSAGE,
  more_addresses: ADDRESS_MESSAGE,
};

function refusal({ issues: [first] }: z.ZodError): AppError {
  if (first?.code === "custom" && first.params?.[PINCODE_STATE_ISSUE])
    return new AppError(400, "invalid_request", first.message);
  return new AppError(
    400,
    "invalid_request",
    REFUSAL_BY_PART[String(first?.path[0])] ?? first?.message ?? "Invalid request",
  );
}

/** SPEC.md section 7: `{ name, email, mobile }` updates the contact details, `{ addresses: [address] }` adds an address. */
export const POST = route(
  { endpoint: "customer.updateProfile", auth: "customer", body: profileUpdateSchema, refuse: { body: refusal } },
  async ({ customer, body }) => {
    const { addresses = [], more_addresses = [], ...contact } = body;
    const data = await updateProfile(customer.id, { ...contact, addresses: [...addresses, ...more_addresses] });
    return { success: true as const, data };
  },
);
