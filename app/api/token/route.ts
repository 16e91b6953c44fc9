import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { customerPrincipal, customerUserJson, signInWithIdToken } from "@/lib/server/auth/customers";
import { issueTokenPair } from "@/lib/server/auth/refresh-tokens";
import { route } from "@/lib/server/route-handler/route";
import { idTokenSchema } from "@/lib/validation/auth/sign-in";

/** Exchanges a Firebase ID token (proof of the phone) for an access and refresh token pair. */
export const POST = route(
  {
    endpoint: "token.obtain",
    body: idTokenSchema,
    refuse: { body: { message: "id_token (a Firebase ID token) is required." } },
  },
  async ({ body, request }) => {
    const customer = await signInWithIdToken(body.id_token, request.headers);
    const tokens = await issueTokenPair(customerPrincipal(customer));
    return { ...tokens, user: customerUserJson(customer), message: SIGN_IN_MESSAGES.success };
  },
);
