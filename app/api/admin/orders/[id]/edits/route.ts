import { ADMINS } from "@/lib/domain/principal";
import { applyOrderEdit, orderEditHistory } from "@/lib/server/orders/order-edits";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { orderLinesEdit } from "@/lib/validation/orders/order-edits";

/** The order's edits, newest first, and its current version (what an edit must name). */
export const GET = route(
  { endpoint: "admin.orderEdits.list", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  ({ params }) => orderEditHistory(params.id),
);

/** Applies an edit made on the order's `version` (a stale one is a 409), settling the difference. */
export const POST = route(
  {
    endpoint: "admin.orderEdits.apply",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: orderLinesEdit,
    status: 201,
  },
  ({ params, body, staff }) => applyOrderEdit(params.id, body, staff),
);
