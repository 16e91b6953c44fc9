import { z } from "zod";
import { saveContactMessage } from "@/lib/server/contact/contact";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { LIMITS, limitPerAddress } from "@/lib/server/security/rate-limit";
import { contactSchema } from "@/lib/validation/contact/contact";

/** A refused message names each field that is wrong, so the form can say it at the field. */
function invalidMessage(error: z.ZodError): AppError {
  const fields = z.flattenError(error).fieldErrors;
  const message = Object.values(fields).flat()[0] ?? "Please check the form and try again.";
  return new AppError(400, "invalid_contact_message", String(message), { fields });
}

/** POST /api/contact/ {name, email, subject?, message}: stores the shopper's message for the merchant. */
export const POST = route(
  { endpoint: "contact.send", body: contactSchema, refuse: { body: invalidMessage }, status: 201 },
  async ({ body, request }) => {
    await limitPerAddress(LIMITS.contactPerIp, request.headers);
    await saveContactMessage(body);
    return { success: true, message: "Message Sent!" } as const;
  },
);
