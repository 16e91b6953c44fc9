import type { OrderNoteJson } from "@/lib/server/orders/staff-notes";
import type { OrderNoteInput } from "@/lib/validation/orders/notes";
import { shape, type EndpointDefinition } from "../endpoint";

/** Running the orders (docs/order-operations.md): staff notes, COD confirmation. */
export const orderOperationsEndpoints = {
  "admin.orders.notes.list": {
    method: "GET",
    path: "/api/admin/orders/:id/notes/",
    shape: shape<{ response: { notes: OrderNoteJson[] } }>(),
  },
  "admin.orders.notes.add": {
    method: "POST",
    path: "/api/admin/orders/:id/notes/",
    shape: shape<{ response: OrderNoteJson; body: OrderNoteInput }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
