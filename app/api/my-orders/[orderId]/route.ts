import { z } from "zod";
import { route } from "@/lib/server/route-handler/route";
import { customerOrder } from "@/lib/server/orders/customer-orders";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });

/** One of the caller's orders (the payment page reads the amount from here, never from the browser). */
export const GET = route(
  { endpoint: "myOrders.get", auth: "customer", params, refuse: { params: { status: 404, code: "order_not_found" } } },
  ({ customer, params }) => customerOrder(customer.id, params.orderId),
);
