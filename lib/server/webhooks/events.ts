import "server-only";
import type { Prisma } from "@prisma/client";
import { log } from "@/lib/log";
import { AppError } from "@/lib/server/errors";
import { metrics } from "@/lib/server/observability/metrics";
import { findUnstorableText, nestingDepth } from "@/lib/validation/primitives";

type Tx = Prisma.TransactionClient;

export type IncomingEvent = { provider: string; eventId: string; eventType: string; rawBody: string };

/**
 * Records an incoming webhook event inside the transaction that applies it; false when this
 * provider already delivered this event id (a redelivery, which must change nothing). The unique
 * (provider, eventId) constraint decides, so concurrent redeliveries cannot both pass.
 */
export async function recordWebhookEvent(
  tx: Tx,
  { provider, eventId, eventType, rawBody }: IncomingEvent,
): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO "WebhookEvent" (provider, "eventId", "eventType", payload)
    VALUES (${provider}, ${eventId}, ${eventType}, ${rawBody}::jsonb) ON CONFLICT (provider, "eventId") DO NOTHING`;
  return inserted > 0;
}

/** Deeper than any event a provider sends; PostgreSQL's jsonb parser runs out of stack some thousands of levels down. */
const MAX_WEBHOOK_DEPTH = 64;

/** A webhook body as JSON; not JSON, nested past MAX_WEBHOOK_DEPTH, or text PostgreSQL's jsonb refuses, is a 400. */
export function parseWebhookBody(rawBody: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError(400, "invalid_body", "Webhook body is not JSON");
  }
  if (nestingDepth(body) > MAX_WEBHOOK_DEPTH)
    throw new AppError(400, "invalid_body", `Webhook body nests deeper than ${MAX_WEBHOOK_DEPTH} levels`);
  if (findUnstorableText(body) !== null)
    throw new AppError(400, "invalid_body", "Webhook body contains text that cannot be stored");
  return body;
}

export type WebhookSource = "razorpay" | "shiprocket" | "whatsapp";

/**
 * Runs one webhook delivery and counts it by result (`outcome` names it, e.g. processed or
 * duplicate; a refusal is `refused`). A refused delivery is logged once, with its code: a wrong
 * signature or token is either an attack or a secret that differs between the sender and the shop.
 */
export async function receiveWebhook<T>(
  source: WebhookSource,
  deliver: () => Promise<T>,
  outcome: (value: T) => string,
): Promise<T> {
  try {
    const value = await deliver();
    metrics.webhookDeliveries.inc({ source, result: outcome(value) });
    return value;
  } catch (error) {
    metrics.webhookDeliveries.inc({ source, result: "refused" });
    log.warn(
      { source, code: error instanceof AppError ? error.code : "error", err: error },
      "webhook delivery refused",
    );
    throw error;
  }
}
