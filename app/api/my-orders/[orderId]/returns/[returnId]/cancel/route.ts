import { z } from "zod";
import { cancelReturn } from "@/lib/server/returns/returns";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Return not found"), returnId: idParam("Return not found") });
const refuse = { params: { status: 404, code: "return_not_found" } } as const;

/** The shopper cancels their own return before its pickup is booked (docs/returns.md); 409 after, 404 for anyone else's. */
export const POST = route(
  { endpoint: "account.returns.cancel", auth: "customer", params, refuse },
  ({ customer, params }) => cancelReturn(customer.id, params.orderId, params.returnId),
);
