import "server-only";
import type { WhatsAppTemplate } from "@/lib/domain/whatsapp-templates";
import { db } from "@/lib/server/db";
import { sendTemplateMessage, WhatsAppRefusal, type WhatsAppSettings } from "@/lib/server/whatsapp-cloud/whatsapp-api";

/** One template message to one recipient about one event; `key` names the pair, e.g. "order-shipped:order:42". */
export type WhatsAppDelivery = {
  key: string;
  /** Country code and number, digits only. */
  to: string;
  template: WhatsAppTemplate;
  parameters: string[];
  orderId?: number;
};

/** A claim older than this belongs to a worker that stopped mid-send. */
export const STALE_WHATSAPP_CLAIM_MS = 3 * 60_000;

/** Another worker is sending this message right now (or stopped doing so too recently to tell): retried later. */
export class WhatsAppInProgressError extends Error {
  constructor(key: string) {
    super(`WhatsApp message ${key} is being sent by another worker`);
    this.name = "WhatsAppInProgressError";
  }
}

export const UNKNOWN_OUTCOME =
  "The worker stopped while sending, and no status callback has told whether WhatsApp took it: not sent again, to send at most once.";

export type WhatsAppOutcome = "sent" | "already-sent" | "refused" | "unknown";

/**
 * Claims the key; true when this worker may send. A stale claim is not taken over: the Cloud API
 * has no idempotency key, so the message may have gone out, and sending it again could repeat it.
 */
async function claim(delivery: WhatsAppDelivery): Promise<"claimed" | "done" | "unknown"> {
  const inserted = await db.$executeRaw`
    INSERT INTO "WhatsAppMessage" (key, template, recipient, "orderId", "updatedAt")
    VALUES (${delivery.key}, ${delivery.template.name}, ${delivery.to}, ${delivery.orderId ?? null}, now())
    ON CONFLICT (key) DO NOTHING`;
  if (inserted > 0) return "claimed";
  const existing = await db.whatsAppMessage.findUniqueOrThrow({ where: { key: delivery.key } });
  if (existing.status !== "sending") return "done";
  if (Date.now() - existing.claimedAt.getTime() < STALE_WHATSAPP_CLAIM_MS)
    throw new WhatsAppInProgressError(delivery.key);
  const settled = await db.whatsAppMessage.updateMany({
    where: { key: delivery.key, status: "sending", claimedAt: existing.claimedAt },
    data: { status: "failed", error: UNKNOWN_OUTCOME },
  });
  if (settled.count === 0) return "done";
  return "unknown";
}

/**
 * Sends the template message unless its key was claimed before: at most one message per event and
 * recipient, however often a job is retried or a worker dies. The key is claimed (a unique row)
 * before the Cloud API call. A refusal by the API means nothing was sent: a permanent one (unknown
 * template, recipient not opted in) is recorded as failed and not retried; a passing one (429, 5xx)
 * releases the claim and throws, so the job's retry sends it. A lost connection or timeout keeps
 * the claim: the status webhook (which echoes the key) may still tell that it went out; if not,
 * the retry records the outcome as unknown rather than risk a second message.
 */
export async function sendWhatsAppOnce(
  settings: WhatsAppSettings,
  delivery: WhatsAppDelivery,
): Promise<WhatsAppOutcome> {
  const claimed = await claim(delivery);
  if (claimed === "done") return "already-sent";
  if (claimed === "unknown") return "unknown";
  let messageId: string;
  try {
    messageId = await sendTemplateMessage(settings, { ...delivery, callbackData: delivery.key });
  } catch (error) {
    if (!(error instanceof WhatsAppRefusal)) throw error;
    if (!error.permanent) {
      await db.whatsAppMessage.deleteMany({ where: { key: delivery.key, status: "sending" } });
      throw error;
    }
    await db.whatsAppMessage.updateMany({
      where: { key: delivery.key, status: "sending" },
      data: { status: "failed", error: `${error.code}: ${error.message}` },
    });
    return "refused";
  }
  // A status webhook may have arrived first and moved it on already: only a claim still sending is accepted here.
  await db.whatsAppMessage.updateMany({
    where: { key: delivery.key, status: "sending" },
    data: { status: "accepted", providerMessageId: messageId },
  });
  return "sent";
}
