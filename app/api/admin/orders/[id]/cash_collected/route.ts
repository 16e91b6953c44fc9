import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { recordCashCollected } from "@/lib/server/orders/cash-collection";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";

/** "Cash collected" on a delivered cash-on-delivery order: the payment becomes paid (idempotent, audited) -> the order. */
export const POST = route(
  { endpoint: "admin.orders.cashCollected", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  async ({ params, staff }) => {
    await recordCashCollected(params.id, staff);
    return getAdminOrder(params.id);
  },
);
