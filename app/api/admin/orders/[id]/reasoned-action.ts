import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";

type ReasonedAction = { action: "cancel" | "refund"; notes: string; restock?: boolean };

/** The admin's reason for an action on an order: required, and kept in the order's history. */
export function actionReason(action: ReasonedAction["action"]) {
  const required = `A reason is required to ${action} an order.`;
  return z.string(required).trim().min(1, required).max(500);
}

/** Put the order's units back in stock; unset: back when the order never shipped. */
export const restockChoice = z.boolean("restock is true or false").optional();

/** POST cancel_order/ and refund_order/: the action with its reason, answered with the order as it is now. */
export function reasonedOrderAction<B>(body: z.ZodType<B, unknown>, actionOf: (body: B) => ReasonedAction) {
  return route(
    { auth: ADMINS, ...recordPath("order_not_found", "Order not found"), body },
    async ({ params, body, staff }) => {
      await runOrderAction({ orderId: params.id, actor: staff, ...actionOf(body) });
      return getAdminOrder(params.id);
    },
  );
}
