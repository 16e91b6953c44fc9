import { ADMINS } from "@/lib/domain/principal";
import { AppError } from "@/lib/server/errors";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";
import { withTrackingUrl } from "@/lib/server/orders/tracking-link";

/** One order with its items and history, plus the carrier's tracking link once shipped. */
export const GET = route(
  { endpoint: "admin.orders.get", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  async ({ params }) => {
    const order = await getAdminOrder(params.id);
    if (!order) throw new AppError(404, "order_not_found", "Order not found");
    return withTrackingUrl(order);
  },
);
