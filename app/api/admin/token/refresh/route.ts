import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { rotateRefreshToken } from "@/lib/server/auth/refresh-tokens";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { refreshTokenRequest } from "@/lib/validation/auth/token-requests";

/** Rotates a staff member's refresh token: { refresh } -> { access, refresh }; 400 without one, 401 for an unknown, expired, revoked or reused one. */
export const POST = route(
  {
    endpoint: "admin.token.refresh",
    body: refreshTokenRequest,
    refuse: { body: { message: SIGN_IN_MESSAGES.noAdminRefreshToken } },
  },
  async ({ body }) => {
    const pair = await rotateRefreshToken(body.refresh, "staff");
    if (!pair) throw new AppError(401, "invalid_refresh_token", SIGN_IN_MESSAGES.adminRefreshFailed);
    return pair;
  },
);
