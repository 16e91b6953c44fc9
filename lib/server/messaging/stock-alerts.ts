import "server-only";
import { createElement } from "react";
import type { Prisma } from "@prisma/client";
import type { CustomerPrincipal } from "@/lib/domain/principal";
import { MIN_ORDER_QUANTITY } from "@/lib/domain/pricing";
import { variantLabel, variantLineName } from "@/lib/domain/variants";
import { WHATSAPP_TEMPLATES } from "@/lib/domain/whatsapp-templates";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { AppError, productNotFound } from "@/lib/server/errors";
import { shopOf } from "@/lib/server/mail/order-mail";
import { renderMail } from "@/lib/server/mail/render";
import { sendOnce, type MailTransport } from "@/lib/server/mail/send";
import { BackInStockEmail } from "@/lib/server/mail/templates";
import { enqueueInTransaction } from "@/lib/server/queue/queue";
import { whatsAppSettings } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import { STOCK_ALERT } from "@/lib/validation/queue/queues";
import type { StockAlertQuery } from "@/lib/validation/messaging/stock-alerts";
import { hasConsent } from "./consents";
import { sendWhatsAppOnce, type WhatsAppOutcome } from "./whatsapp-send";

export type StockAlertRequest = ({ channel: "email"; email: string } | { channel: "whatsapp" }) & {
  /** The size waited for; without it, the product as a whole. */
  variant_id?: number;
};
export type StockAlertAnswer = { status: "waiting"; message: string };

/** A size's name: its option values ("120 capsules"), or its quantity text when it has none (the picker's "Size"). */
export function sizeLabel(variant: { optionValues: string[]; unitLabel: string }): string {
  return variantLabel(variant.optionValues) || variant.unitLabel;
}

/** How many alerts one run of the `back-in-stock` schedule claims at most; the next minute takes the rest. */
const RUN_LIMIT = 500;

/**
 * "Notify me": records that this contact waits for the product, or for one of its sizes (`variant_id`), which must
 * be out of stock (409 otherwise; a size of another product is a 404). By e-mail, any address; on WhatsApp, a
 * signed-in shopper who consents to marketing on WhatsApp (422 otherwise), to their account's number. Asking twice
 * while waiting changes nothing; asking again after a notification starts a new wait.
 */
export async function requestStockAlert(
  productId: number,
  customer: CustomerPrincipal | null,
  request: StockAlertRequest,
): Promise<StockAlertAnswer> {
  const product = await db.product.findUnique({ where: { id: productId }, select: { available: true, stock: true } });
  if (!product) throw productNotFound();
  const variantId = request.variant_id ?? null;
  if (variantId !== null) {
    const variant = await db.productVariant.findFirst({
      where: { id: variantId, productId },
      select: { active: true, stock: true },
    });
    if (!variant) throw new AppError(404, "variant_not_found", "This size of the product was not found.");
    if (product.available && variant.active && variant.stock >= MIN_ORDER_QUANTITY)
      throw new AppError(409, "in_stock", "This size is in stock: add it to your cart.");
  } else if (product.available && product.stock >= MIN_ORDER_QUANTITY)
    throw new AppError(409, "in_stock", "This product is in stock: add it to your cart.");
  let contact: string;
  let email: string | null = null;
  if (request.channel === "email") {
    email = request.email.toLowerCase();
    contact = `email:${email}`;
  } else {
    if (!customer) throw new AppError(401, "sign_in_required", "Sign in to be told on WhatsApp.");
    if (!(await hasConsent(customer.id, "marketing_whatsapp")))
      throw new AppError(
        422,
        "consent_required",
        "Allow offers and news on WhatsApp in your notification preferences to be told there, or choose e-mail.",
      );
    contact = `customer:${customer.id}`;
  }
  // One wait per product, size (none: the product as a whole; the unique index treats null as a value) and contact.
  await db.$executeRaw`
    INSERT INTO "StockAlert" ("productId", "variantId", contact, "customerId", email, channel)
    VALUES (${productId}, ${variantId}, ${contact}, ${customer?.id ?? null}, ${email}, ${request.channel}::"MessageChannel")
    ON CONFLICT ("productId", "variantId", contact) DO UPDATE SET "notifiedAt" = NULL, "createdAt" = now()
    WHERE "StockAlert"."notifiedAt" IS NOT NULL`;
  return { status: "waiting", message: "Thank you! We will tell you once, when it is back in stock." };
}

/**
 * The `back-in-stock` schedule (every minute): each alert still waiting whose product (or, for a size's
 * alert, that size: active, with stock) is on sale with stock again is claimed (its `notifiedAt` set) with its
 * `stock-alert` job, in one transaction. An alert is only ever made while what it waits for is out of stock, so
 * this is the move from none to available, whatever caused it (a restock, a cancelled or expired order, a return).
 * Two workers meet on the rows' locks: each alert is claimed once.
 */
export async function claimBackInStock(): Promise<{ notified: number }> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ id: number; notifiedAt: Date }[]>`
      UPDATE "StockAlert" SET "notifiedAt" = now()
      WHERE id IN (
        SELECT a.id FROM "StockAlert" a JOIN "Product" p ON p.id = a."productId"
        LEFT JOIN "ProductVariant" v ON v.id = a."variantId"
        WHERE a."notifiedAt" IS NULL AND p.available
          AND CASE WHEN a."variantId" IS NULL THEN p.stock >= ${MIN_ORDER_QUANTITY}
                   ELSE v.active AND v.stock >= ${MIN_ORDER_QUANTITY} END
        ORDER BY a.id LIMIT ${RUN_LIMIT} FOR UPDATE OF a SKIP LOCKED)
      AND "notifiedAt" IS NULL
      RETURNING id, "notifiedAt"`;
    for (const alert of claimed)
      await enqueueInTransaction(tx, STOCK_ALERT, { alertId: alert.id, notifiedAt: alert.notifiedAt.toISOString() });
    return { notified: claimed.length };
  });
}

export type StockAlertOutcome = "sent" | "already-sent" | "superseded" | WhatsAppOutcome | "off" | "no-consent";

/** The `stock-alert` job: the one message of a claimed alert, at most once by its key (the alert and the claim's time). */
export async function sendStockAlert(
  job: { alertId: number; notifiedAt: string },
  transport?: MailTransport,
): Promise<StockAlertOutcome> {
  const alert = await db.stockAlert.findUnique({
    where: { id: job.alertId },
    include: {
      product: { select: { id: true, name: true } },
      variant: { select: { id: true, optionValues: true, unitLabel: true } },
      customer: { select: { name: true, phone: true } },
    },
  });
  const claimedAt = new Date(job.notifiedAt);
  if (!alert || alert.notifiedAt?.getTime() !== claimedAt.getTime()) return "superseded";
  const shop = await shopOf();
  const productUrl = new URL(
    `/product/${alert.product.id}${alert.variant ? `?variant=${alert.variant.id}` : ""}`,
    env().APP_URL,
  ).toString();
  // "Ashwagandha Capsules, 120 capsules" for a size's alert.
  const productName = variantLineName(alert.product.name, alert.variant ? sizeLabel(alert.variant) : "");
  const key = `stock-alert:${alert.id}:${claimedAt.getTime()}`;
  if (alert.channel === "email" && alert.email) {
    const { html, text } = await renderMail(createElement(BackInStockEmail, { shop, productName, productUrl }));
    return sendOnce(
      {
        key: `${key}:email`,
        template: "back-in-stock",
        to: alert.email,
        subject: `Back in stock: ${productName}`,
        html,
        text,
      },
      transport,
    );
  }
  const settings = whatsAppSettings();
  if (!settings) return "off";
  if (!alert.customerId || !alert.customer) return "superseded";
  if (!(await hasConsent(alert.customerId, "marketing_whatsapp"))) return "no-consent";
  const to = alert.customer.phone.replace(/\D/g, "");
  const name = alert.customer.name?.trim().split(/\s+/)[0] || "there";
  return sendWhatsAppOnce(settings, {
    key: `${key}:whatsapp:${to}`,
    to,
    template: WHATSAPP_TEMPLATES.backInStock,
    parameters: [name, productName, shop.name, productUrl],
  });
}

/** The portal's waiting list: shoppers still waiting, by product, oldest wait first. */
export async function listStockAlerts(query: StockAlertQuery) {
  const where: Prisma.StockAlertWhereInput = {
    notifiedAt: null,
    ...(query.search
      ? {
          product: {
            OR: [
              { name: { contains: query.search, mode: "insensitive" } },
              { sku: { contains: query.search, mode: "insensitive" } },
              { variants: { some: { sku: { contains: query.search, mode: "insensitive" } } } },
            ],
          },
        }
      : {}),
  };
  const [rows, count] = await Promise.all([
    db.stockAlert.findMany({
      where,
      orderBy: [{ productId: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
      include: {
        product: { select: { id: true, name: true, sku: true, stock: true } },
        variant: { select: { id: true, sku: true, stock: true, optionValues: true, unitLabel: true } },
        customer: { select: { phone: true } },
      },
    }),
    db.stockAlert.count({ where }),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      product_id: row.product.id,
      product_name: row.product.name,
      /** The size waited for (null: the product as a whole), its label ("120 capsules"), SKU and stock. */
      variant_id: row.variant?.id ?? null,
      variant_label: row.variant ? sizeLabel(row.variant) : null,
      sku: row.variant?.sku ?? row.product.sku,
      stock: row.variant?.stock ?? row.product.stock,
      channel: row.channel,
      contact: row.channel === "email" ? (row.email ?? "") : (row.customer?.phone ?? ""),
      waiting_since: row.createdAt.toISOString(),
    })),
    count,
  };
}

export type StockAlertPage = Awaited<ReturnType<typeof listStockAlerts>>;
