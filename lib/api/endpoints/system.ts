import type { z } from "zod";
import type { WebhookResult } from "@/lib/server/checkout/online-payment";
import type { TrackingResult } from "@/lib/server/courier-tracking/tracking";
import type { WebhookOutcome } from "@/lib/server/messaging/whatsapp-webhook";
import type { WhatsAppSubscriptionQuery } from "@/lib/validation/messaging/whatsapp-webhook";
import type { revalidateStockSchema } from "@/lib/validation/cache/revalidate-stock";
import { shape, type EndpointDefinition } from "../endpoint";

/** Endpoints no screen calls: health, metrics, webhooks, the app server's own calls, the 404 for unknown paths. */
export const systemEndpoints = {
  "health.live": { method: "GET", path: "/api/health/live/", shape: shape<{ response: Blob }>() },
  "health.ready": { method: "GET", path: "/api/health/ready/", shape: shape<{ response: Blob }>() },
  metrics: { method: "GET", path: "/api/metrics/", shape: shape<{ response: Blob }>() },
  "internal.revalidateStock": {
    method: "POST",
    path: "/api/internal/revalidate-stock/",
    shape: shape<{ response: { revalidated: number }; body: z.input<typeof revalidateStockSchema> }>(),
  },
  "webhooks.razorpay": {
    method: "POST",
    path: "/api/razorpay/webhook/",
    shape: shape<{ response: { status: WebhookResult } }>(),
  },
  "webhooks.shipping": { method: "POST", path: "/api/shipping/webhook/", shape: shape<{ response: TrackingResult }>() },
  /** Meta's subscription handshake: the challenge echoed as text. */
  "webhooks.whatsapp.subscribe": {
    method: "GET",
    path: "/api/whatsapp/webhook/",
    shape: shape<{ response: Blob; query: WhatsAppSubscriptionQuery }>(),
  },
  "webhooks.whatsapp": {
    method: "POST",
    path: "/api/whatsapp/webhook/",
    shape: shape<{ response: { status: WebhookOutcome } }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
