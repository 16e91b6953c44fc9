import "server-only";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import type { Principal } from "@/lib/domain/principal";
import { rotateRefreshToken } from "@/lib/server/auth/refresh-tokens";
import { refreshTokenRequest } from "@/lib/validation/auth/token-requests";

/**
 * The customer's refresh endpoint (/api/token/refresh/): 400 without a token, 401 for an unknown,
 * expired, revoked or reused one. The staff one is its own route() (app/api/admin/token/refresh);
 * this helper goes once the customer's is too (docs/client-api.md).
 */
export function refreshRoute(kind: Principal["kind"], messages: { missing: string; failed: string }) {
  return route({ body: refreshTokenRequest, refuse: { body: { message: messages.missing } } }, async ({ body }) => {
    const pair = await rotateRefreshToken(body.refresh, kind);
    if (!pair) throw new AppError(401, "invalid_refresh_token", messages.failed);
    return pair;
  });
}
