import { z } from "zod";
import { uploadReturnPhoto } from "@/lib/server/returns/photos";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found") });
const refuse = { params: { status: 404, code: "order_not_found" } } as const;

/** One photo (multipart `file`) for a return of the caller's own order -> 201 `{ photo }`, the path to send in `photos`. */
export const POST = route(
  { endpoint: "account.returns.photos.upload", auth: "customer", params, refuse, status: 201, upload: true },
  ({ customer, params, request }) => uploadReturnPhoto(customer.id, params.orderId, request),
);
