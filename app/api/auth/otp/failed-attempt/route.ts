import { z } from "zod";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { recordWrongCode } from "@/lib/server/auth/otp";
import { route } from "@/lib/server/route-handler/route";

const Body = z.object({ phone: z.string().trim().min(1).max(20) });

/** Told by the login page after a wrong code: 429 once the code has had too many wrong tries. */
export const POST = route(
  { body: Body, refuse: { body: { message: SIGN_IN_MESSAGES.invalidPhone } } },
  async ({ body }) => {
    await recordWrongCode(body.phone);
    return { recorded: true };
  },
);
