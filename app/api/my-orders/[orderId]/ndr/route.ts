import { z } from "zod";
import { answerNdrAsShopper, customerNdr } from "@/lib/server/orders/ndr";
import { route } from "@/lib/server/route-handler/route";
import { shopperNdrAnswerBody } from "@/lib/validation/orders/ndr";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });
const refuse = { params: { status: 404, code: "order_not_found" } } as const;

/** The latest failed delivery attempt of the caller's own order and whether they may answer it (docs/ndr-rto.md). */
export const GET = route({ endpoint: "account.ndr.get", auth: "customer", params, refuse }, ({ customer, params }) =>
  customerNdr(customer.id, params.orderId),
);

/** "Deliver again": the shopper's answer, through staff's NDR path, once per attempt. */
export const POST = route(
  { endpoint: "account.ndr.answer", auth: "customer", params, refuse, body: shopperNdrAnswerBody },
  ({ customer, params, body }) => answerNdrAsShopper(customer.id, params.orderId, body),
);
