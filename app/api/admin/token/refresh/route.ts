import type { NextRequest } from "next/server";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { refreshRoute } from "@/lib/server/auth/refresh-route";

/** Rotates a staff member's refresh token: { refresh } -> { access, refresh }. */
export function POST(request: NextRequest) {
  return refreshRoute(request, "staff", {
    missing: SIGN_IN_MESSAGES.noAdminRefreshToken,
    failed: SIGN_IN_MESSAGES.adminRefreshFailed,
  });
}
