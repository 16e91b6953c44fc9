import type { NextRequest } from "next/server";
import { customerRoute } from "@/lib/server/http/customer-route";
import { listCustomerOrders } from "@/lib/server/orders/customer-orders";

/** SPEC.md section 7: the caller's orders under `results`; a customer_mobile query never widens it. */
export function GET(request: NextRequest) {
  return customerRoute(request, (customer) => listCustomerOrders(customer.id));
}
