import { ADMINS } from "@/lib/domain/principal";
import { addOrderNote, listOrderNotes } from "@/lib/server/orders/staff-notes";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { orderNoteInput } from "@/lib/validation/orders/notes";

/** The order's internal staff notes, newest first (never shown to the shopper). */
export const GET = route(
  { endpoint: "admin.orders.notes.list", auth: ADMINS, ...recordPath("order_not_found", "Order not found") },
  async ({ params }) => listOrderNotes(params.id),
);

/** Adds a note with who and when; audited. */
export const POST = route(
  {
    endpoint: "admin.orders.notes.add",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: orderNoteInput,
  },
  async ({ params, body, staff }) => addOrderNote(params.id, body.body, staff),
);
