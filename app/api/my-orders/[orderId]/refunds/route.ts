import { z } from "zod";
import { customerRefunds } from "@/lib/server/orders/partial-refunds";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });

/** The refunds of one of the caller's own orders and their credit notes; anyone else's order is a 404. */
export const GET = route(
  {
    endpoint: "account.refunds.list",
    auth: "customer",
    params,
    refuse: { params: { status: 404, code: "order_not_found" } },
  },
  ({ customer, params }) => customerRefunds(customer.id, params.orderId),
);
