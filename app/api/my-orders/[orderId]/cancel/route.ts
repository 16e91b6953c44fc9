import { z } from "zod";
import { route } from "@/lib/server/route-handler/route";
import { cancelUnpaidOrder } from "@/lib/server/orders/customer-actions";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });

/** The payment page's "Cancel this order": an online order still waiting for its payment. */
export const POST = route(
  {
    endpoint: "myOrders.cancel",
    auth: "customer",
    params,
    refuse: { params: { status: 404, code: "order_not_found" } },
  },
  ({ customer, params }) => cancelUnpaidOrder(customer.id, params.orderId),
);
