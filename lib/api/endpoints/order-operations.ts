import type { OrderNoteJson } from "@/lib/server/orders/staff-notes";
import type { AdminOrderJson } from "@/lib/server/orders/admin-queries";
import type { CodConfirmationLink, CodPhoneConfirmation, OrderNoteInput } from "@/lib/validation/orders/notes";
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
  "admin.orders.confirmCodByPhone": {
    method: "POST",
    path: "/api/admin/orders/:id/confirm_cod/",
    shape: shape<{ response: AdminOrderJson | null; body: CodPhoneConfirmation }>(),
  },
  "shop.orders.confirmCod": {
    method: "POST",
    path: "/api/orders/confirm-cod/",
    shape: shape<{ response: { order_id: number; confirmed: true }; body: CodConfirmationLink }>(),
  },
  "myOrders.confirmCod": {
    method: "POST",
    path: "/api/my-orders/:orderId/confirm-cod/",
    shape: shape<{ response: { order_id: number; confirmed: true } }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
