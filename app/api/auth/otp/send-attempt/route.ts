import { z } from "zod";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { recordCodeSend } from "@/lib/server/auth/otp";
import { route } from "@/lib/server/route-handler/route";

const Body = z.object({ phone: z.string().trim().min(1).max(20) });

/** Asked by the login page before sending a code: 429 past the send limits, 400 for a bad number. */
export const POST = route(
  { body: Body, refuse: { body: { message: SIGN_IN_MESSAGES.invalidPhone } } },
  async ({ body, request }) => ({
    phone: await recordCodeSend(body.phone, request.headers),
  }),
);
