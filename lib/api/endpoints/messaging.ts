import type { NewsletterConfirmation } from "@/lib/server/contact/newsletter";
import type { StockAlertAnswer, StockAlertPage } from "@/lib/server/messaging/stock-alerts";
import type { Unsubscribed } from "@/lib/server/messaging/unsubscribe";
import type { StockAlertQuery, stockAlertBody } from "@/lib/validation/messaging/stock-alerts";
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
  "products.stockAlert": {
    method: "POST",
    path: "/api/products/:id/stock-alert/",
    shape: shape<{ response: StockAlertAnswer; body: z.input<typeof stockAlertBody> }>(),
  },
  "portal.stockAlerts.list": {
    method: "GET",
    path: "/api/portal/stock-alerts/",
    shape: shape<{ response: StockAlertPage; query: StockAlertQuery }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
