import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { retryRefund } from "@/lib/server/orders/partial-refunds";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ id: idParam("Order not found"), refundId: z.string().uuid("Refund not found") });

/** Retries a failed refund (a part Razorpay refused, or one failed at the bank), once (docs/refunds.md). */
export const POST = route(
  {
    endpoint: "admin.refunds.retry",
    auth: ADMINS,
    params,
    refuse: { params: { status: 404, code: "refund_not_found" } },
    status: 201,
  },
  ({ params, staff }) => retryRefund(params.id, params.refundId, staff),
);
