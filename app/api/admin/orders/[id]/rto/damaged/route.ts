import { ADMINS } from "@/lib/domain/principal";
import { writeOffRtoDamage } from "@/lib/server/orders/rto";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { rtoDamageBody } from "@/lib/validation/orders/rto";

/** Sets how many units of a returned line are damaged: the difference is written off its variant's stock. */
export const POST = route(
  {
    endpoint: "admin.rto.damaged",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: rtoDamageBody,
  },
  ({ params, body, staff }) => writeOffRtoDamage(params.id, body, staff),
);
