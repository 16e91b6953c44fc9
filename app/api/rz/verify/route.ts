import { z } from "zod";
import { route } from "@/lib/server/route-handler/route";
import { verifyPayment } from "@/lib/server/checkout/online-payment";

const id = z.string().min(1).max(100);
const schema = z.object({
  razorpay_order_id: id,
  razorpay_payment_id: id,
  razorpay_signature: z.string().min(1).max(256),
});

/** Checks Checkout's signed answer and marks the order paid. */
export const POST = route({ auth: "customer", body: schema }, async ({ customer, body }) => {
  const verified = await verifyPayment(customer.id, body);
  return { success: true, order_id: verified.orderId, order_number: verified.orderNumber };
});
