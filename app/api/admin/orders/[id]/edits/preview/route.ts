import { ADMINS } from "@/lib/domain/principal";
import { previewOrderEdit } from "@/lib/server/orders/order-edits";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { orderLinesEdit } from "@/lib/validation/orders/order-edits";

/** What an edit would make of the order (lines, totals, the difference, the coupon), changing nothing. */
export const POST = route(
  {
    endpoint: "admin.orderEdits.preview",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: orderLinesEdit,
  },
  ({ params, body }) => previewOrderEdit(params.id, body),
);
