import type { NextRequest } from "next/server";
import { customerRoute } from "@/lib/server/http/customer-route";
import { customerOrder } from "@/lib/server/orders/customer-orders";
import { ShopError } from "@/lib/server/orders/errors";

/** One of the caller's orders (the payment page reads the amount from here, never from the browser). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return customerRoute(request, async (customer) => {
    if (!/^\d+$/.test(orderId)) throw new ShopError(404, "order_not_found", "Order not found");
    return customerOrder(customer.id, Number(orderId));
  });
}
