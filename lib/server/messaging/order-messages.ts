import "server-only";
import { db } from "@/lib/server/db";

/** A message about an order, on either channel, as the admin's order page lists it. */
export type OrderMessageJson = {
  channel: "email" | "whatsapp";
  template: string;
  recipient: string;
  /** E-mail: sending or sent; WhatsApp: sending, accepted, sent, delivered, read or failed. */
  status: string;
  error: string | null;
  at: string;
};

/** What the shop sent (or tried to send) about the order, oldest first: e-mails and WhatsApp messages. */
export async function orderMessages(orderId: number): Promise<OrderMessageJson[]> {
  const [mails, whatsApp] = await Promise.all([
    db.emailDelivery.findMany({ where: { orderId }, orderBy: { id: "asc" } }),
    db.whatsAppMessage.findMany({ where: { orderId }, orderBy: { id: "asc" } }),
  ]);
  return [
    ...mails.map((mail) => ({
      channel: "email" as const,
      template: mail.template,
      recipient: mail.recipient,
      status: mail.status,
      error: null,
      at: (mail.sentAt ?? mail.createdAt).toISOString(),
    })),
    ...whatsApp.map((message) => ({
      channel: "whatsapp" as const,
      template: message.template,
      recipient: `+${message.recipient}`,
      status: message.status,
      error: message.error,
      at: message.updatedAt.toISOString(),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}
