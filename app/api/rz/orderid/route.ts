import type { NextRequest } from "next/server";
import { z } from "zod";
import { customerRoute, jsonBody } from "@/lib/server/http/customer-route";
import { startPayment } from "@/lib/server/payments/online-payment";

const schema = z.object({ order_id: z.coerce.number().int().positive("order_id is required") });

/** SPEC.md section 5 "Payment order request": a gateway order for OUR stored amount of the order. */
export function POST(request: NextRequest) {
  return customerRoute(request, async (customer) => {
    const { order_id } = await jsonBody(request, schema);
    const started = await startPayment(customer.id, order_id);
    return { success: true, ...started };
  });
}
