import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { documentResponse } from "@/lib/server/invoices/documents";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ id: idParam("Order not found"), noteId: idParam("Credit note not found") });

/** One credit note of any order as a PDF, for admins (an order refunded in parts has several). */
export const GET = route(
  {
    endpoint: "admin.refunds.creditNotePdf",
    auth: ADMINS,
    params,
    refuse: { params: { status: 404, code: "credit_note_not_found" } },
  },
  ({ params }) => documentResponse(params.id, "credit_note", "staff", params.noteId),
);
