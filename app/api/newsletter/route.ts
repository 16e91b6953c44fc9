import { subscribeToNewsletter } from "@/lib/server/contact/newsletter";
import { route } from "@/lib/server/route-handler/route";
import { LIMITS, limitPerAddress } from "@/lib/server/security/rate-limit";
import { newsletterSchema } from "@/lib/validation/contact/contact";

/** POST /api/newsletter/ {email}: subscribes the address; one already on the list gets the same answer, so nobody learns who subscribes. */
export const POST = route(
  {
    endpoint: "newsletter.subscribe",
    body: newsletterSchema,
    refuse: { body: { code: "invalid_email", message: "Please enter a valid email address." } },
    status: 201,
  },
  async ({ body, request }) => {
    await limitPerAddress(LIMITS.newsletterPerIp, request.headers);
    await subscribeToNewsletter(body.email);
    return { success: true, message: "Thank you for subscribing!" } as const;
  },
);
