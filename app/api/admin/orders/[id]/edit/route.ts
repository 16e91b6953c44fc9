import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";
import { editOrder } from "@/lib/server/orders/edit-order";
import { orderEdit } from "@/lib/validation/orders/admin";

/** Edits the delivery details and notes of an order that has not shipped. */
export const PATCH = route(
  { endpoint: "admin.orders.edit", auth: ADMINS, ...recordPath("order_not_found", "Order not found"), body: orderEdit },
  async ({ params, body, staff }) => {
    await editOrder(params.id, body, staff);
    return getAdminOrder(params.id);
  },
);
