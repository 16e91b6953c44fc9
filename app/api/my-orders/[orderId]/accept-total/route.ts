import { z } from "zod";
import { acceptNewTotal } from "@/lib/server/orders/balance-on-delivery";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });

/** "Accept the new total": the caller agrees to pay their edited-up cash-on-delivery order's new total on delivery (idempotent; anyone else's order is a 404). */
export const POST = route(
  {
    endpoint: "account.orders.acceptTotal",
    auth: "customer",
    params,
    refuse: { params: { status: 404, code: "order_not_found" } },
  },
  ({ customer, params }) => acceptNewTotal(customer.id, params.orderId),
);
