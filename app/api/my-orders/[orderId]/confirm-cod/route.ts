import { z } from "zod";
import { confirmCodOrder } from "@/lib/server/orders/cod-confirmation";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });

/** The order page's "Confirm my order": the signed-in shopper confirms their own waiting cash-on-delivery order (idempotent). */
export const POST = route(
  {
    endpoint: "myOrders.confirmCod",
    auth: "customer",
    params,
    refuse: { params: { status: 404, code: "order_not_found" } },
  },
  async ({ customer, params }) => {
    await confirmCodOrder(params.orderId, { kind: "shopper", customerId: customer.id });
    return { order_id: params.orderId, confirmed: true as const };
  },
);
