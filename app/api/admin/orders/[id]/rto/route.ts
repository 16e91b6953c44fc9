import { ADMINS } from "@/lib/domain/principal";
import { orderRto } from "@/lib/server/orders/rto";
import { recordPath, route } from "@/lib/server/route-handler/route";

/** The return of the order's parcel to us (RTO): its state and each line's damaged units. */
export const GET = route(
  { endpoint: "admin.rto.order", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  ({ params }) => orderRto(params.id),
);
