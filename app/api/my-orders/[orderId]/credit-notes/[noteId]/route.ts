import { z } from "zod";
import { documentResponse } from "@/lib/server/invoices/documents";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ orderId: idParam("Order not found"), noteId: idParam("Credit note not found") });

/** One credit note of one of the caller's own orders as a PDF; anyone else's order is a 404, as a missing one. */
export const GET = route(
  {
    endpoint: "account.refunds.creditNotePdf",
    auth: "customer",
    params,
    refuse: { params: { status: 404, code: "order_not_found" } },
  },
  ({ customer, params }) => documentResponse(params.orderId, "credit_note", { customerId: customer.id }, params.noteId),
);
