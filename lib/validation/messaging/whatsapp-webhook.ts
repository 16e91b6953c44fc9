import { z } from "zod";

/** GET /api/whatsapp/webhook/: Meta's subscription handshake. */
export const whatsAppSubscriptionQuery = z.object({
  "hub.mode": z.string().optional(),
  "hub.verify_token": z.string().optional(),
  "hub.challenge": z.string().max(200).optional(),
});
export type WhatsAppSubscriptionQuery = z.infer<typeof whatsAppSubscriptionQuery>;
