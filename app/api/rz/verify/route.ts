import { route } from "@/lib/server/route-handler/route";
import { verifyPayment } from "@/lib/server/checkout/online-payment";
import { paymentVerifySchema } from "@/lib/validation/checkout/payment";

/** Checks Checkout's signed answer and marks the order paid. */
export const POST = route(
  { endpoint: "payments.verify", auth: "customer", body: paymentVerifySchema },
  async ({ customer, body }) => {
    const verified = await verifyPayment(customer.id, body);
    return { success: true as const, order_id: verified.orderId, order_number: verified.orderNumber };
  },
);
