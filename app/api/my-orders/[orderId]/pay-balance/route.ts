import { z } from "zod";
import { startBalancePayment } from "@/lib/server/checkout/online-payment";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });

/** "Pay now": a gateway order for the balance an edit left on one of the caller's own orders (anyone else's is a 404). */
export const POST = route(
  {
    endpoint: "account.orders.payBalance",
    auth: "customer",
    params,
    refuse: { params: { status: 404, code: "order_not_found" } },
  },
  async ({ customer, params }) => ({
    success: true as const,
    ...(await startBalancePayment(customer.id, params.orderId)),
  }),
);
