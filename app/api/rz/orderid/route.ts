import { route } from "@/lib/server/route-handler/route";
import { startPayment } from "@/lib/server/checkout/online-payment";
import { paymentStartSchema } from "@/lib/validation/checkout/payment";

/** SPEC.md section 5 "Payment order request": a gateway order for OUR stored amount of the order. */
export const POST = route(
  { endpoint: "payments.start", auth: "customer", body: paymentStartSchema },
  async ({ customer, body }) => ({
    success: true as const,
    ...(await startPayment(customer.id, body.order_id)),
  }),
);
