import { requestSubscription } from "@/lib/server/contact/newsletter";
import { route } from "@/lib/server/route-handler/route";
import { LIMITS, limitPerAddress } from "@/lib/server/security/rate-limit";
import { newsletterSchema } from "@/lib/validation/contact/contact";

/**
 * POST /api/newsletter/ {email}: double opt-in; the address is stored pending and sent a
 * confirmation link (docs/messaging.md). One already on the list gets the same answer, so nobody
 * learns who subscribes.
 */
export const POST = route(
  {
    endpoint: "newsletter.subscribe",
    body: newsletterSchema,
    refuse: { body: { code: "invalid_email", message: "Please enter a valid email address." } },
    status: 201,
  },
  async ({ body, request }) => {
    await limitPerAddress(LIMITS.newsletterPerIp, request.headers);
    await requestSubscription(body.email);
    return { success: true, message: "Thank you! Please check your inbox and confirm your subscription." };
  },
);
