import { ADMINS } from "@/lib/domain/principal";
import { orderMessages } from "@/lib/server/messaging/order-messages";
import { recordPath, route } from "@/lib/server/route-handler/route";

/** What the shopper was sent about the order, on which channel (e-mail, WhatsApp), with each message's status. */
export const GET = route(
  { endpoint: "admin.orders.messages", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  async ({ params }) => ({ messages: await orderMessages(params.id) }),
);
