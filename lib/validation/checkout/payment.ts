import { z } from "zod";
import { dbId } from "@/lib/validation/primitives";

/** POST /api/rz/orderid/: which of the caller's orders to pay (the amount is the server's). */
export const paymentStartSchema = z.object({ order_id: dbId("order_id is required", { fromText: true }) });

const gatewayId = z.string().min(1).max(100);

/** POST /api/rz/verify/: Checkout's signed answer. */
export const paymentVerifySchema = z.object({
  razorpay_order_id: gatewayId,
  razorpay_payment_id: gatewayId,
  razorpay_signature: z.string().min(1).max(256),
});

/** GET /api/rz/payment-page/: the old payment link's query; only a valid `order_id` is kept. */
export const paymentPageQuery = z.object({ order_id: z.string().optional().catch(undefined) }).loose();
