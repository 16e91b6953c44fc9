import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { recordCodeSend } from "@/lib/server/auth/otp";
import { route } from "@/lib/server/route-handler/route";
import { otpAttemptSchema } from "@/lib/validation/auth/sign-in";

/** Asked by the login page before sending a code: 429 past the send limits, 400 for a bad number. */
export const POST = route(
  {
    endpoint: "auth.otp.sendAttempt",
    body: otpAttemptSchema,
    refuse: { body: { message: SIGN_IN_MESSAGES.invalidPhone } },
  },
  async ({ body, request }) => ({
    phone: await recordCodeSend(body.phone, request.headers),
  }),
);
