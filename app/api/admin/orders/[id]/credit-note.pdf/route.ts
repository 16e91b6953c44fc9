import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { documentResponse } from "@/lib/server/invoices/documents";

/** The credit note PDF of any order, for admins. */
export const GET = route(
  { endpoint: "admin.orders.creditNote", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  ({ params }) => documentResponse(params.id, "credit_note", "staff"),
);
