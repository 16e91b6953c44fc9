import { z } from "zod";
import { route } from "@/lib/server/route-handler/route";
import { documentResponse } from "@/lib/server/invoices/documents";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });

/** The tax invoice PDF of one of the caller's own orders; anyone else's order is a 404, as a missing one. */
export const GET = route(
  {
    endpoint: "myOrders.invoice",
    auth: "customer",
    params,
    refuse: { params: { status: 404, code: "order_not_found" } },
  },
  ({ customer, params }) => documentResponse(params.orderId, "invoice", { customerId: customer.id }),
);
