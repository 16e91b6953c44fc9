import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Prisma, WhatsAppMessageStatus } from "@prisma/client";
import { z } from "zod";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { parseWebhookBody, recordWebhookEvent } from "@/lib/server/webhooks/events";
import type { WhatsAppSettings } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import type { WhatsAppSubscriptionQuery } from "@/lib/validation/messaging/whatsapp-webhook";

/** WhatsApp must be configured for its webhook to exist. */
export function requireWhatsApp(settings: WhatsAppSettings | null): WhatsAppSettings {
  if (!settings) throw new AppError(404, "whatsapp_off", "WhatsApp is not configured on this shop");
  return settings;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** The subscription handshake: answers the challenge when the mode is "subscribe" and the token is ours. */
export function answerSubscription(settings: WhatsAppSettings, query: WhatsAppSubscriptionQuery): string {
  const token = query["hub.verify_token"];
  const matches = token !== undefined && timingSafeEqual(digest(token), digest(settings.verifyToken));
  if (query["hub.mode"] !== "subscribe" || !matches || !query["hub.challenge"])
    throw new AppError(403, "verification_failed", "The subscription's mode or verify token is wrong");
  return query["hub.challenge"];
}

/** X-Hub-Signature-256 against the HMAC-SHA256 of the raw body with the app secret, in constant time. */
export function assertSignature(rawBody: string, header: string | null, appSecret: string): void {
  const expected = Buffer.from(`sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`);
  const presented = Buffer.from(header ?? "");
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected))
    throw new AppError(401, "invalid_signature", "Invalid or missing X-Hub-Signature-256");
}

const StatusCallback = z.object({
  id: z.string().min(1),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: z.coerce.number().int().positive(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.object({ code: z.number(), title: z.string() })).optional(),
});

/** The Cloud API's webhook: messages' status callbacks (incoming messages and other fields are ignored). */
const WebhookBody = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ statuses: z.array(StatusCallback).optional() }).passthrough(),
        }),
      ),
    }),
  ),
});
type StatusCallback = z.infer<typeof StatusCallback>;
type Tx = Prisma.TransactionClient;

/** How far along a message is: a callback that arrives late (sent after read) never moves it back. */
const PROGRESS: Record<WhatsAppMessageStatus, number> = {
  sending: 0,
  accepted: 1,
  sent: 2,
  failed: 3,
  delivered: 4,
  read: 5,
};

/** The message a callback is about: by its id, or by the key it echoes when the send's answer was lost. */
async function messageOf(tx: Tx, callback: StatusCallback) {
  const byId = await tx.whatsAppMessage.findUnique({ where: { providerMessageId: callback.id } });
  if (byId || !callback.biz_opaque_callback_data) return byId;
  const byKey = await tx.whatsAppMessage.findUnique({ where: { key: callback.biz_opaque_callback_data } });
  if (!byKey || byKey.providerMessageId) return null;
  return tx.whatsAppMessage.update({ where: { id: byKey.id }, data: { providerMessageId: callback.id } });
}

async function recordStatus(tx: Tx, callback: StatusCallback): Promise<boolean> {
  const message = await messageOf(tx, callback);
  if (!message) return false;
  const error = callback.errors?.map((item) => `${item.code}: ${item.title}`).join("; ") || null;
  const { count } = await tx.whatsAppStatusEvent.createMany({
    data: [{ messageId: message.id, status: callback.status, occurredAt: new Date(callback.timestamp * 1000), error }],
    skipDuplicates: true,
  });
  if (count > 0 && PROGRESS[callback.status] > PROGRESS[message.status])
    await tx.whatsAppMessage.update({
      where: { id: message.id },
      data: { status: callback.status, ...(error ? { error } : {}) },
    });
  return count > 0;
}

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/**
 * A signed webhook delivery: the signature first, then the body once (a replayed body, the same
 * bytes, is recognised by its hash and changes nothing), then each status callback once per message
 * and status. Callbacks about messages this shop did not send are ignored.
 */
export async function receiveWhatsAppWebhook(
  settings: WhatsAppSettings,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  assertSignature(rawBody, signature, settings.appSecret);
  const body = WebhookBody.parse(parseWebhookBody(rawBody));
  const eventId = digest(rawBody).toString("hex");
  const callbacks = body.entry.flatMap((entry) =>
    entry.changes.filter((change) => change.field === "messages").flatMap((change) => change.value.statuses ?? []),
  );
  return db.$transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, { provider: "whatsapp", eventId, eventType: "statuses", rawBody })))
      return "duplicate";
    let recorded = 0;
    // One by one, in the body's order: each locks its message's row.
    for (const callback of callbacks) if (await recordStatus(tx, callback)) recorded += 1;
    return recorded > 0 ? "processed" : "ignored";
  });
}
