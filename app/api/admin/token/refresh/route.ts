import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { refreshRoute } from "@/lib/server/route-handler/refresh-route";

/** Rotates a staff member's refresh token: { refresh } -> { access, refresh }. */
export const POST = refreshRoute("staff", {
  missing: SIGN_IN_MESSAGES.noAdminRefreshToken,
  failed: SIGN_IN_MESSAGES.adminRefreshFailed,
});
