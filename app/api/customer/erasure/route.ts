import { erasureStateOf, requestErasure } from "@/lib/server/data-rights/erasure";
import { route } from "@/lib/server/route-handler/route";
import { erasureRequestBody } from "@/lib/validation/customers/data-rights";

/** The caller's erasure request, if any, and what an erasure keeps (the invoices tax law obliges the shop to keep). */
export const GET = route({ endpoint: "customer.erasure", auth: "customer" }, ({ customer }) =>
  erasureStateOf(customer.id),
);

/** "Delete my account", once confirmed: records the request for staff (asking again answers the pending one). */
export const POST = route(
  { endpoint: "customer.requestErasure", auth: "customer", body: erasureRequestBody },
  ({ customer }) => requestErasure(customer.id),
);
