import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { rotateRefreshToken } from "@/lib/server/auth/refresh-tokens";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { refreshTokenSchema } from "@/lib/validation/auth/sign-in";

/** Rotates a customer's refresh token: { refresh } -> { access, refresh }; 400 without one, 401 for an unknown, expired, revoked or reused one. */
export const POST = route(
  {
    endpoint: "token.refresh",
    body: refreshTokenSchema,
    refuse: { body: { message: SIGN_IN_MESSAGES.noRefreshToken } },
  },
  async ({ body }) => {
    const pair = await rotateRefreshToken(body.refresh, "customer");
    if (!pair) throw new AppError(401, "invalid_refresh_token", SIGN_IN_MESSAGES.refreshFailed);
    return pair;
  },
);
