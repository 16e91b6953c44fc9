import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { recordWrongCode } from "@/lib/server/auth/otp";
import { route } from "@/lib/server/route-handler/route";
import { otpAttemptSchema } from "@/lib/validation/auth/sign-in";

/** Told by the login page after a wrong code: 429 once the code has had too many wrong tries. */
export const POST = route(
  {
    endpoint: "auth.otp.failedAttempt",
    body: otpAttemptSchema,
    refuse: { body: { message: SIGN_IN_MESSAGES.invalidPhone } },
  },
  async ({ body }) => {
    await recordWrongCode(body.phone);
    return { recorded: true } as const;
  },
);
