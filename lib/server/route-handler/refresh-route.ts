import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import type { Principal } from "@/lib/domain/principal";
import { rotateRefreshToken } from "@/lib/server/auth/refresh-tokens";

const Body = z.object({ refresh: z.string().min(1).max(4096) });

/** The two refresh endpoints: 400 without a token, 401 for an unknown, expired, revoked or reused one. */
export function refreshRoute(kind: Principal["kind"], messages: { missing: string; failed: string }) {
  return route({ body: Body, refuse: { body: { message: messages.missing } } }, async ({ body }) => {
    const pair = await rotateRefreshToken(body.refresh, kind);
    if (!pair) throw new AppError(401, "invalid_refresh_token", messages.failed);
    return pair;
  });
}
