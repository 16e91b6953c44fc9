import { ADMINS } from "@/lib/domain/principal";
import { createPartialRefund, orderRefunds } from "@/lib/server/orders/partial-refunds";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { refundCreateBody } from "@/lib/validation/refunds/refunds";

/** The order's refunds, what is left to refund line by line, and whether it may be refunded now. */
export const GET = route(
  { endpoint: "admin.refunds.list", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  ({ params }) => orderRefunds(params.id),
);

/** A partial refund (lines and units, shipping, or an amount), once per idempotency_key. */
export const POST = route(
  {
    endpoint: "admin.refunds.create",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: refundCreateBody,
    status: 201,
  },
  ({ params, body, staff }) => createPartialRefund(params.id, body, staff),
);
