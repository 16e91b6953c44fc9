import "server-only";
import type { OrderStatus } from "@prisma/client";
import { awaitsCodConfirmation } from "@/lib/domain/cod-confirmation";
import { formatINR, formatLongDateTime } from "@/lib/domain/format";
import { WHATSAPP_TEMPLATES, type WhatsAppTemplate } from "@/lib/domain/whatsapp-templates";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { codConfirmationUrl } from "@/lib/server/orders/cod-confirmation";
import type { WhatsAppOrderUpdate, WhatsAppOrderUpdateJob } from "@/lib/server/queue/queue";
import { trackingPagePath } from "@/lib/server/shipping/carrier";
import { hasConsent } from "./consents";
import { whatsAppSettings } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import { sendWhatsAppOnce, type WhatsAppOutcome } from "./whatsapp-send";

type UpdateOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

function loadOrder(orderId: number) {
  return db.order.findUnique({
    where: { id: orderId },
    include: { customer: { select: { phone: true } }, shipment: { select: { courierName: true } } },
  });
}

const firstName = (order: UpdateOrder) => order.customerName.trim().split(/\s+/)[0] || "there";

/** The update's template and parameters; null when the update has nothing to tell (as for its e-mail). */
function messageOf(update: WhatsAppOrderUpdate, order: UpdateOrder): [WhatsAppTemplate, string[]] | null {
  const name = firstName(order);
  const number = order.orderNumber;
  switch (update) {
    case "order-placed":
      // An online order is confirmed by its payment (order-paid).
      if (order.paymentMethod !== "cod") return null;
      // Waiting for the shopper's confirmation: the same one-tap link as the order's e-mail.
      if (awaitsCodConfirmation(order) && order.codConfirmDueAt)
        return [
          WHATSAPP_TEMPLATES.codConfirmation,
          [
            name,
            number,
            formatINR(order.total),
            codConfirmationUrl(order.id, order.codConfirmDueAt),
            formatLongDateTime(order.codConfirmDueAt),
          ],
        ];
      return [WHATSAPP_TEMPLATES.orderPlaced, [name, number, formatINR(order.total)]];
    case "order-paid":
      if (order.status === "cancelled") return null;
      return [WHATSAPP_TEMPLATES.paymentReceived, [name, number, formatINR(order.total)]];
    case "order-shipped": {
      const awb = order.trackingNumber;
      const link = new URL(awb ? trackingPagePath(awb) : `/orders/${order.id}`, env().APP_URL).toString();
      return [WHATSAPP_TEMPLATES.orderShipped, [name, number, order.shipment?.courierName || "our courier", link]];
    }
    case "out-for-delivery":
      return [
        WHATSAPP_TEMPLATES.outForDelivery,
        [
          name,
          number,
          order.paymentMethod === "cod" && order.paymentStatus !== "paid"
            ? `Please keep ${formatINR(order.total)} ready in cash.`
            : "It is paid: there is nothing to pay at the door.",
        ],
      ];
    case "order-delivered":
      return [WHATSAPP_TEMPLATES.orderDelivered, [name, number]];
  }
}

export type OrderUpdateOutcome = WhatsAppOutcome | "off" | "no-consent" | "nothing-to-say";

const PAST_DELIVERY: OrderStatus[] = ["delivered", "cancelled", "refunded", "returning", "returned"];

/** A failed delivery attempt's message: the reason, and where to confirm the address or a time. */
async function ndrMessage(order: UpdateOrder, attemptId: number): Promise<[WhatsAppTemplate, string[]] | null> {
  const attempt = await db.ndrAttempt.findUnique({ where: { id: attemptId } });
  if (!attempt || attempt.orderId !== order.id) return null;
  // Delivered, cancelled or on its way back since: there is nothing left to confirm.
  if (PAST_DELIVERY.includes(order.status)) return null;
  return [
    WHATSAPP_TEMPLATES.orderUndelivered,
    [
      firstName(order),
      order.orderNumber,
      String(attempt.attempt),
      attempt.reason.trim() || "the courier gave no reason",
      new URL(`/orders/${order.id}`, env().APP_URL).toString(),
    ],
  ];
}

/**
 * The WhatsApp message of an order update (or of a failed delivery attempt), to the shopper's own
 * (verified) number, only when WhatsApp is on and they consent to order updates on WhatsApp at the
 * time it is sent; at most once per update (per attempt) and number (lib/server/messaging/whatsapp-send.ts).
 */
export async function sendOrderUpdate(job: WhatsAppOrderUpdateJob): Promise<OrderUpdateOutcome> {
  const settings = whatsAppSettings();
  if (!settings) return "off";
  const order = await loadOrder(job.orderId);
  if (!order) return "nothing-to-say";
  if (!(await hasConsent(order.customerId, "order_updates_whatsapp"))) return "no-consent";
  const message = job.update === "ndr-attempt" ? await ndrMessage(order, job.attemptId) : messageOf(job.update, order);
  if (!message) return "nothing-to-say";
  const to = order.customer.phone.replace(/^\+/, "");
  const [template, parameters] = message;
  const event = job.update === "ndr-attempt" ? `ndr-attempt:${job.attemptId}` : job.update;
  return sendWhatsAppOnce(settings, {
    key: `${event}:order:${order.id}:whatsapp:${to}`,
    to,
    template,
    parameters,
    orderId: order.id,
  });
}
