import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { awaitsCodConfirmation, codConfirmationDeadline, needsCodConfirmation } from "@/lib/domain/cod-confirmation";
import type { Actor } from "@/lib/domain/principal";
import { env } from "@/lib/env";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { cancelBySystem, expireEach, lockOrder } from "./release";
import type { StockMoves } from "@/lib/server/cache/revalidate";

type Tx = Prisma.TransactionClient;

/**
 * When a new COD order must wait for the shopper's confirmation (the merchant's rule in the
 * settings), the time it is cancelled unconfirmed; null when it need not wait.
 */
export async function codConfirmDueAt(
  tx: Tx,
  order: { customerId: number; paymentMethod: "cod" | "prepaid"; total: number },
  now: Date,
): Promise<Date | null> {
  if (order.paymentMethod !== "cod") return null;
  const settings = await tx.storeSettings.findUnique({
    where: { id: 1 },
    select: { codConfirmationRule: true, codConfirmationAbove: true, codConfirmationHours: true },
  });
  if (!settings || settings.codConfirmationRule === "off") return null;
  const earlierOrders =
    settings.codConfirmationRule === "first_orders"
      ? await tx.order.count({ where: { customerId: order.customerId, status: { not: "cancelled" } } })
      : 0;
  return needsCodConfirmation(settings, { ...order, earlierOrders }) ? codConfirmationDeadline(settings, now) : null;
}

// ------------------------------------------------------------------ the signed one-tap link

const secret = () => `cod-confirmation:${env().AUTH_SECRET}`;
const signatureOf = (orderId: number, expires: number) =>
  createHmac("sha256", secret()).update(`${orderId}.${expires}`).digest("base64url");

/** The token of the order e-mail's one-tap link: the order, when it stops working (epoch seconds), and an HMAC of both. */
export function codConfirmationToken(orderId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${orderId}.${expires}.${signatureOf(orderId, expires)}`;
}

/** The one-tap link of a waiting order's e-mail and WhatsApp message: the `/confirm-cod` page with its token. */
export function codConfirmationUrl(orderId: number, expiresAt: Date): string {
  return new URL(
    `/confirm-cod?token=${encodeURIComponent(codConfirmationToken(orderId, expiresAt))}`,
    env().APP_URL,
  ).toString();
}

/** The order id a token confirms, or null for a forged, altered, malformed or expired one. */
export function verifyCodConfirmationToken(token: string, now = new Date()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const orderId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signatureOf(orderId, expires));
  const received = Buffer.from(match[3]);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return orderId;
}

// ------------------------------------------------------------------ confirming and expiring

export type CodConfirmedBy = { kind: "shopper"; customerId?: number } | { kind: "staff"; actor: Actor; note: string };

/**
 * Confirms a COD order that waits: idempotent (an order confirmed already answers true and writes
 * nothing), refused with 409 once it was cancelled (e.g. by the expiry job). The shopper by the link
 * or the order page; staff by phone, with a note, audited.
 */
export async function confirmCodOrder(orderId: number, by: CodConfirmedBy, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    if (by.kind === "shopper" && by.customerId !== undefined && order.customerId !== by.customerId)
      throw new AppError(404, "order_not_found", "Order not found");
    if (order.codConfirmedAt) return;
    if (!awaitsCodConfirmation(order))
      throw new AppError(
        409,
        "not_awaiting_confirmation",
        order.status === "cancelled"
          ? "This order was cancelled because it was not confirmed in time. Please place it again."
          : "This order does not need a confirmation.",
      );
    await tx.order.update({ where: { id: orderId }, data: { codConfirmedAt: now } });
    const note =
      by.kind === "shopper" ? "Cash on delivery confirmed by the customer" : `COD confirmed by phone: ${by.note}`;
    await tx.orderStatusHistory.create({
      data: {
        orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        changedById: by.kind === "staff" ? by.actor.staffId : null,
        changedByName: by.kind === "staff" ? by.actor.name : "Customer",
        notes: note,
      },
    });
    if (by.kind === "staff")
      await recordAudit(tx, by.actor, {
        action: "order_cod_confirmed_by_phone",
        entity: "order",
        entityId: orderId,
        before: { cod_confirmed: false },
        after: { cod_confirmed: true, note: by.note },
      });
  });
}

async function expireOne(tx: Tx, orderId: number, now: Date): Promise<StockMoves | null> {
  await lockOrder(tx, orderId);
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  // Checked again under the lock: a confirmation, a cancel or a second run since the list was read leaves it alone.
  if (!awaitsCodConfirmation(order) || !order.codConfirmDueAt || order.codConfirmDueAt > now) return null;
  return cancelBySystem(tx, order, {
    stockNote: `Order ${order.orderNumber}: cash on delivery not confirmed in time`,
    historyNote: "Cash on delivery not confirmed in time; stock released",
  });
}

/**
 * The scheduled job (`expire-unconfirmed-cod`): cancels the COD orders whose confirmation time has
 * passed unconfirmed, each in its own transaction with its stock back and a stock revalidation
 * enqueued; idempotent (an order already cancelled or confirmed is skipped under its lock).
 */
export async function expireUnconfirmedCodOrders(now = new Date()): Promise<number> {
  const due = await db.order.findMany({
    where: { paymentMethod: "cod", status: "pending", codConfirmedAt: null, codConfirmDueAt: { lte: now } },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 500,
  });
  return expireEach(
    due.map(({ id }) => id),
    (tx, id) => expireOne(tx, id, now),
  );
}
