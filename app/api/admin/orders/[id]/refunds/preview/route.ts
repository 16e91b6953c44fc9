import { ADMINS } from "@/lib/domain/principal";
import { previewPartialRefund } from "@/lib/server/orders/partial-refunds";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { refundPreviewBody } from "@/lib/validation/refunds/refunds";

/** What a partial refund would refund now (amount, tax, units to restock), changing nothing. */
export const POST = route(
  {
    endpoint: "admin.refunds.preview",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: refundPreviewBody,
  },
  ({ params, body }) => previewPartialRefund(params.id, body),
);
