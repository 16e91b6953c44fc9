import { confirmSubscription } from "@/lib/server/contact/newsletter";
import { route } from "@/lib/server/route-handler/route";
import { newsletterConfirmBody } from "@/lib/validation/messaging/links";

/**
 * POST /api/newsletter/confirm/ {token}: the confirmation e-mail's link puts the address on the list
 * (double opt-in). Not rate-limited: only a token the shop signed does anything.
 */
export const POST = route(
  { endpoint: "newsletter.confirm", body: newsletterConfirmBody, refuse: { body: { code: "invalid_link" } } },
  ({ body }) => confirmSubscription(body.token),
);
