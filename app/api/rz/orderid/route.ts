import { z } from "zod";
import { route } from "@/lib/server/route-handler/route";
import { startPayment } from "@/lib/server/checkout/online-payment";
import { dbId } from "@/lib/validation/primitives";

const schema = z.object({ order_id: dbId("order_id is required", { fromText: true }) });

/** SPEC.md section 5 "Payment order request": a gateway order for OUR stored amount of the order. */
export const POST = route({ auth: "customer", body: schema }, async ({ customer, body }) => ({
  success: true,
  ...(await startPayment(customer.id, body.order_id)),
}));
