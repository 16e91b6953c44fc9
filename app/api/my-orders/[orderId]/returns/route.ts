import { z } from "zod";
import { createReturn, customerReturns } from "@/lib/server/returns/returns";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";
import { returnCreateBody } from "@/lib/validation/returns/returns";

const params = z.object({ orderId: idParam("Order not found") });
const refuse = { params: { status: 404, code: "order_not_found" } } as const;

/** What of one of the caller's own orders may be returned, and its returns; anyone else's order is a 404. */
export const GET = route(
  { endpoint: "account.returns.list", auth: "customer", params, refuse },
  ({ customer, params }) => customerReturns(customer.id, params.orderId),
);

/** "Return items": lines and units, a reason, a note, and for cash on delivery the UPI ID to refund (201). */
export const POST = route(
  { endpoint: "account.returns.create", auth: "customer", params, refuse, body: returnCreateBody, status: 201 },
  ({ customer, params, body }) => createReturn(customer.id, params.orderId, body),
);
