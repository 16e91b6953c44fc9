import { subscribeToNewsletter } from "@/lib/server/content/newsletter";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/http/route";
import { newsletterSchema } from "@/lib/validation/contact";

/** POST /api/newsletter/ {email}: subscribes the address once. */
export const POST = route(
  { body: newsletterSchema, refuse: { body: { code: "invalid_email", message: "Please enter a valid email address." } }, status: 201 },
  async ({ body }) => {
    if ((await subscribeToNewsletter(body.email)) === "already-subscribed") {
      throw new AppError(409, "already_subscribed", "You are already subscribed.");
    }
    return { success: true, message: "Thank you for subscribing!" };
  },
);
