import { route } from "@/lib/server/route-handler/route";
import { listCustomerOrders } from "@/lib/server/orders/customer-orders";

/** SPEC.md section 7: the caller's orders under `results`; a customer_mobile query never widens it. */
export const GET = route({ endpoint: "myOrders.list", auth: "customer" }, ({ customer }) =>
  listCustomerOrders(customer.id),
);
