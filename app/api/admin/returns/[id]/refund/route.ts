import { ADMINS } from "@/lib/domain/principal";
import { refundReturn } from "@/lib/server/returns/actions";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { returnRefundBody } from "@/lib/validation/returns/returns";

/** Refunds the inspected return's lines through the partial-refund path (credit note, Razorpay or UPI); once. */
export const POST = route(
  {
    endpoint: "admin.returns.refund",
    auth: ADMINS,
    ...recordPath("return_not_found", "Return not found"),
    body: returnRefundBody,
  },
  ({ params, body, staff }) => refundReturn(params.id, body, staff),
);
