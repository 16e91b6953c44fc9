import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { refreshRoute } from "@/lib/server/route-handler/refresh-route";

/** Rotates a customer's refresh token: { refresh } -> { access, refresh }. */
export const POST = refreshRoute("customer", {
  missing: SIGN_IN_MESSAGES.noRefreshToken,
  failed: SIGN_IN_MESSAGES.refreshFailed,
});
