import { actionForStatus } from "@/lib/domain/order-status";
import { ADMINS } from "@/lib/domain/principal";
import { AppError } from "@/lib/server/errors";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";
import { statusChangeBody } from "@/lib/validation/orders/admin-actions";

/** Moves an order to `new_status` through the action that leads there (the state machine decides). */
export const PATCH = route(
  {
    endpoint: "admin.orders.updateStatus",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: statusChangeBody,
  },
  async ({ params, body, staff }) => {
    const action = actionForStatus(body.new_status);
    if (!action) throw new AppError(400, "invalid_status", "No action leads to this status.");
    await runOrderAction({ orderId: params.id, action, notes: body.notes, actor: staff });
    return getAdminOrder(params.id);
  },
);
