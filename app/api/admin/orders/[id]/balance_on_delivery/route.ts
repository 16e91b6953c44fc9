import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { recordBalanceOnDelivery } from "@/lib/server/orders/balance-on-delivery";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";

/** "Collect on delivery" for an edited-up prepaid order's balance (once, audited; 409 when nothing is due or shipped) -> the order. */
export const POST = route(
  { endpoint: "admin.orders.balanceOnDelivery", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  async ({ params, staff }) => {
    await recordBalanceOnDelivery(params.id, staff);
    return getAdminOrder(params.id);
  },
);
