import "server-only";
import { formatINR } from "@/lib/domain/format";
import { WHATSAPP_TEMPLATES, type WhatsAppTemplate } from "@/lib/domain/whatsapp-templates";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import type { WhatsAppOrderUpdate } from "@/lib/server/queue/queue";
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

/**
 * The WhatsApp message of an order update, to the shopper's own (verified) number, only when
 * WhatsApp is on and they consent to order updates on WhatsApp at the time it is sent; at most
 * once per update and number (lib/server/messaging/whatsapp-send.ts).
 */
export async function sendOrderUpdate(update: WhatsAppOrderUpdate, orderId: number): Promise<OrderUpdateOutcome> {
  const settings = whatsAppSettings();
  if (!settings) return "off";
  const order = await loadOrder(orderId);
  if (!order) return "nothing-to-say";
  if (!(await hasConsent(order.customerId, "order_updates_whatsapp"))) return "no-consent";
  const message = messageOf(update, order);
  if (!message) return "nothing-to-say";
  const to = order.customer.phone.replace(/^\+/, "");
  const [template, parameters] = message;
  return sendWhatsAppOnce(settings, {
    key: `${update}:order:${order.id}:whatsapp:${to}`,
    to,
    template,
    parameters,
    orderId,
  });
}
