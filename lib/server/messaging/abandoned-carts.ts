import "server-only";
import { createElement } from "react";
import { Prisma } from "@prisma/client";
import {
  DEFAULT_REMINDER_DELAY_MINUTES,
  MAX_ABANDONED_AGE_MS,
  RESTORE_LINK_VALID_MS,
  isDueReminder,
} from "@/lib/domain/abandoned-cart";
import { formatINR } from "@/lib/domain/format";
import { cartTotals } from "@/lib/domain/pricing";
import { shopDay } from "@/lib/domain/shop-days";
import { WHATSAPP_TEMPLATES } from "@/lib/domain/whatsapp-templates";
import { counted } from "@/lib/domain/plural";
import { env } from "@/lib/env";
import { addItem, getCart, setItemQuantity, type CartOwner } from "@/lib/server/cart/service";
import { applyCoupon } from "@/lib/server/coupons/service";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { marketingParts } from "@/lib/server/mail/marketing-mail";
import { shopOf } from "@/lib/server/mail/order-mail";
import { renderMail } from "@/lib/server/mail/render";
import { sendOnce, type MailTransport } from "@/lib/server/mail/send";
import { CartReminderEmail } from "@/lib/server/mail/templates";
import { enqueueInTransaction } from "@/lib/server/queue/queue";
import { signLinkToken, verifyLinkToken } from "@/lib/server/security/signed-links";
import { whatsAppSettings } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import { CART_REMINDER } from "@/lib/validation/queue/queues";
import { hasConsent } from "./consents";
import { sendWhatsAppOnce, type WhatsAppOutcome } from "./whatsapp-send";
import { variantLabel, variantLineName } from "@/lib/domain/variants";

/** A reminded line, as the restore link puts it back. */
/** A reminded line: the product and (since issue 28) the size in the cart; reminders made before name only the product. */
export type ReminderLine = { productId: number; variantId?: number; quantity: number };

type Tx = Prisma.TransactionClient;

/** How many carts one run claims at most; the next run (5 minutes later) takes the rest. */
const RUN_LIMIT = 200;

async function reminderSettings(client: Tx | typeof db = db) {
  const settings = await client.storeSettings.findUnique({
    where: { id: 1 },
    select: { cartReminderDelay: true, cartReminderCoupon: true },
  });
  return {
    delayMinutes: settings?.cartReminderDelay ?? DEFAULT_REMINDER_DELAY_MINUTES,
    coupon: settings?.cartReminderCoupon || null,
  };
}

/**
 * The carts that may be due, cheaply: a signed-in shopper's cart with items, untouched between the
 * delay and a week, with no order and no reminder since its last change and none today. Each is
 * checked again under its lock by `isDueReminder` (lib/domain/abandoned-cart.ts), which decides.
 */
async function candidateCarts(now: Date, delayMinutes: number): Promise<string[]> {
  const idleSince = new Date(now.getTime() - delayMinutes * 60_000);
  const oldest = new Date(now.getTime() - MAX_ABANDONED_AGE_MS);
  const today = shopDay(now);
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT c.id FROM "Cart" c
    WHERE c."customerId" IS NOT NULL AND c."updatedAt" <= ${idleSince} AND c."updatedAt" >= ${oldest}
      AND EXISTS (SELECT 1 FROM "CartItem" i WHERE i."cartId" = c.id)
      AND NOT EXISTS (
        SELECT 1 FROM "Order" o WHERE o."customerId" = c."customerId" AND o."createdAt" >= c."updatedAt")
      AND NOT EXISTS (
        SELECT 1 FROM "CartReminder" r WHERE r."cartId" = c.id AND (r."sentAt" >= c."updatedAt" OR r.day = ${today}::date))
    ORDER BY c."updatedAt" LIMIT ${RUN_LIMIT}`;
  return rows.map((row) => row.id);
}

/** The address a reminder e-mail goes to: the account's, else the one given at the shopper's latest checkout. */
async function emailOf(tx: Tx, customerId: number, accountEmail: string | null): Promise<string | null> {
  if (accountEmail?.trim()) return accountEmail.trim();
  const order = await tx.order.findFirst({
    where: { customerId, customerEmail: { not: "" } },
    orderBy: { createdAt: "desc" },
    select: { customerEmail: true },
  });
  return order?.customerEmail ?? null;
}

/**
 * Claims one cart's reminder: locks the cart, checks the rule against what is committed, and inserts
 * the CartReminder (unique per cart and shop day) with its job in the same transaction. A second
 * worker waits for the lock, then finds the cart reminded; the unique key holds even without it.
 * Null when the cart is not due, or there is nobody to send to: a reminder is marketing, so it goes
 * by e-mail only with the shopper's consent to marketing e-mail (and an address), by WhatsApp only
 * with their consent to marketing on WhatsApp (and WhatsApp on).
 */
export async function claimReminder(cartId: string, now = new Date()): Promise<number | null> {
  return db.$transaction(async (tx) => {
    const [cart] = await tx.$queryRaw<{ customerId: number | null; updatedAt: Date }[]>`
      SELECT "customerId", "updatedAt" FROM "Cart" WHERE id = ${cartId} FOR UPDATE`;
    if (!cart || cart.customerId === null) return null;
    const customerId = cart.customerId;
    const [items, lastOrder, lastReminder, settings, customer] = await Promise.all([
      tx.cartItem.findMany({
        where: { cartId },
        orderBy: [{ addedAt: "asc" }, { id: "asc" }],
        select: {
          productId: true,
          variantId: true,
          quantity: true,
          product: { select: { price: true, salePrice: true } },
          variant: { select: { price: true, salePrice: true } },
        },
      }),
      tx.order.findFirst({ where: { customerId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
      tx.cartReminder.findFirst({ where: { cartId }, orderBy: { sentAt: "desc" }, select: { sentAt: true } }),
      reminderSettings(tx),
      tx.customer.findUniqueOrThrow({ where: { id: customerId }, select: { email: true, phone: true } }),
    ]);
    const activity = {
      customerId,
      itemCount: items.length,
      lastActivityAt: cart.updatedAt,
      lastOrderAt: lastOrder?.createdAt ?? null,
      lastReminderAt: lastReminder?.sentAt ?? null,
    };
    if (!isDueReminder(activity, now, settings.delayMinutes)) return null;
    const emailTo = (await hasConsent(customerId, "marketing_email", tx))
      ? await emailOf(tx, customerId, customer.email)
      : null;
    const whatsappTo =
      whatsAppSettings() && (await hasConsent(customerId, "marketing_whatsapp", tx)) ? customer.phone : null;
    if (!emailTo && !whatsappTo) return null;
    const lines: ReminderLine[] = items.map(({ productId, variantId, quantity }) =>
      variantId === null ? { productId, quantity } : { productId, variantId, quantity },
    );
    // Each line at its size's price, as the cart shows it.
    const value = cartTotals(
      items.map((item) => ({
        originalPrice: (item.variant ?? item.product).price,
        discountPrice: (item.variant ?? item.product).salePrice,
        quantity: item.quantity,
      })),
    ).total;
    const [claimed] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO "CartReminder" ("cartId", "customerId", day, lines, "cartValue", "couponCode", "emailTo", "whatsappTo", "sentAt")
      VALUES (${cartId}, ${customerId}, ${shopDay(now)}::date, ${JSON.stringify(lines)}::jsonb, ${value},
              ${settings.coupon}, ${emailTo}, ${whatsappTo}, ${now})
      ON CONFLICT ("cartId", day) DO NOTHING RETURNING id`;
    if (!claimed) return null;
    await enqueueInTransaction(tx, CART_REMINDER, { reminderId: claimed.id });
    return claimed.id;
  });
}

/** The `abandoned-carts` schedule (every 5 minutes): claims every due cart's reminder; each is then sent by its own job. */
export async function claimAbandonedCarts(now = new Date()): Promise<{ reminded: number }> {
  const { delayMinutes } = await reminderSettings();
  let reminded = 0;
  for (const cartId of await candidateCarts(now, delayMinutes)) if (await claimReminder(cartId, now)) reminded += 1;
  return { reminded };
}

/** The link that restores the reminded cart: valid a week. */
export function restoreUrl(reminderId: number, sentAt: Date): string {
  const url = new URL("/api/carts/restore/", env().APP_URL);
  url.searchParams.set(
    "token",
    signLinkToken("cart-restore", `reminder:${reminderId}`, new Date(sentAt.getTime() + RESTORE_LINK_VALID_MS)),
  );
  return url.toString();
}

export type CartReminderOutcome = {
  email: "sent" | "already-sent" | "none" | "unsubscribed";
  whatsapp: WhatsAppOutcome | "none" | "off" | "no-consent";
  /** Set when nothing was sent because the shopper ordered (or emptied the cart) meanwhile. */
  skipped?: "ordered";
};

/**
 * The `cart-reminder` job: the claimed reminder's e-mail (marketing: unsubscribe link and one-click
 * headers) and, with consent, its WhatsApp message, each at most once by its key, however often the
 * job is retried. Never after an order: a shopper who ordered or emptied the cart since gets nothing.
 * Consent is checked again now: a withdrawal since the claim is respected.
 */
export async function sendCartReminder(reminderId: number, transport?: MailTransport): Promise<CartReminderOutcome> {
  const reminder = await db.cartReminder.findUniqueOrThrow({
    where: { id: reminderId },
    include: { customer: { select: { name: true, phone: true } } },
  });
  const lines = reminder.lines as ReminderLine[];
  const [ordered, cartItems] = await Promise.all([
    db.order.findFirst({
      where: { customerId: reminder.customerId, createdAt: { gte: reminder.sentAt } },
      select: { id: true },
    }),
    db.cartItem.count({ where: { cartId: reminder.cartId } }),
  ]);
  if (ordered || cartItems === 0) return { email: "none", whatsapp: "none", skipped: "ordered" };

  const products = await db.product.findMany({
    where: { id: { in: lines.map((line) => line.productId) } },
    select: { id: true, name: true, unitLabel: true, salePrice: true },
  });
  const variantIds = lines.flatMap((line) => (line.variantId === undefined ? [] : [line.variantId]));
  const variants = await db.productVariant.findMany({
    where: { id: { in: variantIds } },
    select: { id: true, productId: true, optionValues: true, unitLabel: true, salePrice: true },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const variantById = new Map(variants.map((variant) => [variant.id, variant]));
  // A line names and prices its size ("Ashwagandha Capsules, 120 capsules"); a line without one, the product.
  const shown = lines.flatMap((line) => {
    const found = byId.get(line.productId);
    if (!found) return [];
    const variant = line.variantId === undefined ? undefined : variantById.get(line.variantId);
    const product =
      variant && variant.productId === found.id
        ? {
            ...found,
            name: variantLineName(found.name, variantLabel(variant.optionValues)),
            unitLabel: variant.optionValues.includes(variant.unitLabel) ? "" : variant.unitLabel,
            salePrice: variant.salePrice,
          }
        : found;
    return [{ ...line, product }];
  });
  const name = reminder.customer.name?.trim().split(/\s+/)[0] || "there";
  const link = restoreUrl(reminder.id, reminder.sentAt);
  const shop = await shopOf();

  let email: CartReminderOutcome["email"] = "none";
  if (reminder.emailTo) {
    if (!(await hasConsent(reminder.customerId, "marketing_email"))) email = "unsubscribed";
    else {
      const parts = marketingParts({ customerId: reminder.customerId });
      const { html, text } = await renderMail(
        createElement(CartReminderEmail, {
          shop,
          name,
          lines: shown.map(({ quantity, product, variantId }) => ({
            name: product.name,
            quantity,
            unit: product.unitLabel || null,
            price: product.salePrice * quantity,
            url: new URL(
              `/product/${product.id}${variantId === undefined ? "" : `?variant=${variantId}`}`,
              env().APP_URL,
            ).toString(),
          })),
          restoreUrl: link,
          coupon: reminder.couponCode,
          unsubscribeUrl: parts.unsubscribeUrl,
        }),
      );
      email = await sendOnce(
        {
          key: `cart-reminder:${reminder.id}:email`,
          template: "cart-reminder",
          to: reminder.emailTo,
          subject: "You left something in your cart",
          html,
          text,
          headers: parts.headers,
        },
        transport,
      );
    }
  }

  let whatsapp: CartReminderOutcome["whatsapp"] = "none";
  const settings = whatsAppSettings();
  if (reminder.whatsappTo) {
    if (!settings) whatsapp = "off";
    else if (!(await hasConsent(reminder.customerId, "marketing_whatsapp"))) whatsapp = "no-consent";
    else {
      const to = reminder.whatsappTo.replace(/\D/g, "");
      const items = shown.length === 1 ? shown[0].product.name : counted(shown.length, "item");
      whatsapp = await sendWhatsAppOnce(settings, {
        key: `cart-reminder:${reminder.id}:whatsapp:${to}`,
        to,
        template: WHATSAPP_TEMPLATES.cartReminder,
        parameters: [
          name,
          items,
          shop.name,
          reminder.couponCode
            ? `Use code ${reminder.couponCode} for a discount.`
            : `Your cart of ${formatINR(reminder.cartValue)} is saved.`,
          link,
        ],
      });
    }
  }
  return { email, whatsapp };
}

export type RestoreResult = "restored" | "invalid" | "expired";

async function defaultVariantId(productId: number): Promise<number | undefined> {
  const variant = await db.productVariant.findFirst({ where: { productId, isDefault: true }, select: { id: true } });
  return variant?.id;
}

/**
 * The reminder's link: puts the reminded lines back into the cart of whoever opens it (the
 * shopper's own when signed in; else this browser's guest cart, which joins theirs at sign-in),
 * raising a line to the reminded quantity and adding a missing one, through the cart's own
 * functions (stock and limits checked; a product no longer on sale is left out). The reminder's
 * coupon is applied when it is still valid. Opening it again changes nothing more.
 */
export async function restoreReminderCart(owner: CartOwner, token: string, now = new Date()): Promise<RestoreResult> {
  const check = verifyLinkToken("cart-restore", token, now);
  if (!check.ok) return check.reason;
  const match = /^reminder:(\d+)$/.exec(check.subject);
  const reminder = match ? await db.cartReminder.findUnique({ where: { id: Number(match[1]) } }) : null;
  if (!reminder) return "invalid";
  const items = (await getCart(owner)).items;
  // Per size: a line of the reminded size counts; a reminder made before variants means the product's default size.
  const current = new Map(items.map((item) => [`${item.id}:${item.variantId}`, item.quantity]));
  for (const reminded of reminder.lines as ReminderLine[]) {
    const line = { ...reminded, variantId: reminded.variantId ?? (await defaultVariantId(reminded.productId)) };
    const have = current.get(`${line.productId}:${line.variantId}`) ?? 0;
    if (have >= line.quantity) continue;
    try {
      if (have === 0) await addItem(owner, line);
      else await setItemQuantity(owner, line);
    } catch (error) {
      // Sold out, off sale or over a limit since: the rest of the cart still comes back.
      if (!(error instanceof AppError)) throw error;
    }
  }
  if (reminder.couponCode) {
    try {
      await applyCoupon(owner, reminder.couponCode, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  await db.cartReminder.updateMany({ where: { id: reminder.id, restoredAt: null }, data: { restoredAt: now } });
  return "restored";
}
