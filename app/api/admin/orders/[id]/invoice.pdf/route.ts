import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { documentResponse } from "@/lib/server/invoices/documents";

/** The tax invoice PDF of any order, for admins. */
export const GET = route(
  { endpoint: "admin.orders.invoice", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  ({ params }) => documentResponse(params.id, "invoice", "staff"),
);
