import type { NextRequest } from "next/server";
import { z } from "zod";
import { customerRoute, jsonBody } from "@/lib/server/http/customer-route";
import { verifyPayment } from "@/lib/server/payments/online-payment";

const schema = z.object({ razorpay_order_id: z.string().min(1), razorpay_payment_id: z.string().min(1), razorpay_signature: z.string().min(1) });

/** Checks Checkout's signed answer and marks the order paid. */
export function POST(request: NextRequest) {
  return customerRoute(request, async (customer) => {
    const verified = await verifyPayment(customer.id, await jsonBody(request, schema));
    return { success: true, order_id: verified.orderId, order_number: verified.orderNumber };
  });
}
