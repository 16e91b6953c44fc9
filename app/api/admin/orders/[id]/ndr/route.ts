import { ADMINS } from "@/lib/domain/principal";
import { actOnNdr, orderNdr } from "@/lib/server/orders/ndr";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { ndrActionBody } from "@/lib/validation/orders/ndr";

/** The order's failed delivery attempts and whether staff may answer the latest. */
export const GET = route(
  { endpoint: "admin.ndr.order", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  ({ params }) => orderNdr(params.id),
);

/** Re-attempt (note, new phone, date) or return to origin; the courier is told (Shiprocket `POST /ndr/{awb}/action`). */
export const POST = route(
  {
    endpoint: "admin.ndr.act",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: ndrActionBody,
  },
  ({ params, body, staff }) => actOnNdr(params.id, body, staff),
);
