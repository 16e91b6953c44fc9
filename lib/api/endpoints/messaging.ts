import type { NewsletterConfirmation } from "@/lib/server/contact/newsletter";
import type { Unsubscribed } from "@/lib/server/messaging/unsubscribe";
import type { cartRestoreQuery, newsletterConfirmBody, unsubscribeQuery } from "@/lib/validation/messaging/links";
import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";

/** Messaging (docs/messaging.md): the newsletter's double opt-in, the one-click unsubscribe, abandoned carts. */
export const messagingEndpoints = {
  "newsletter.confirm": {
    method: "POST",
    path: "/api/newsletter/confirm/",
    shape: shape<{ response: NewsletterConfirmation; body: z.input<typeof newsletterConfirmBody> }>(),
  },
  "messaging.unsubscribe": {
    method: "POST",
    path: "/api/unsubscribe/",
    shape: shape<{ response: Unsubscribed; query: z.input<typeof unsubscribeQuery> }>(),
  },
  "carts.restore": {
    method: "GET",
    path: "/api/carts/restore/",
    shape: shape<{ response: Blob; query: z.input<typeof cartRestoreQuery> }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
