import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";
import { cancelOrderBody } from "@/lib/validation/orders/admin-actions";

/** Cancels the order with the admin's reason (kept in its history) -> the order as it is now. */
export const POST = route(
  {
    endpoint: "admin.orders.cancel",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: cancelOrderBody,
  },
  async ({ params, body, staff }) => {
    await runOrderAction({
      orderId: params.id,
      actor: staff,
      action: "cancel",
      notes: body.cancellation_reason,
      restock: body.restock,
    });
    return getAdminOrder(params.id);
  },
);
