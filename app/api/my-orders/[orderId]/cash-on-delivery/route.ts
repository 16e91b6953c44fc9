import { z } from "zod";
import { route } from "@/lib/server/route-handler/route";
import { switchToCashOnDelivery } from "@/lib/server/orders/customer-actions";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });

/** The payment page's "Pay on delivery instead": an unpaid online order becomes cash on delivery where checkout would allow it. */
export const POST = route(
  {
    endpoint: "myOrders.cashOnDelivery",
    auth: "customer",
    params,
    refuse: { params: { status: 404, code: "order_not_found" } },
  },
  ({ customer, params }) => switchToCashOnDelivery(customer.id, params.orderId),
);
