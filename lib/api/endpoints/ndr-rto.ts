import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";
import type { CustomerNdrJson, NdrActionOutcome, NdrQueuePage, OrderNdrJson } from "@/lib/server/orders/ndr";
import type { OrderRtoJson } from "@/lib/server/orders/rto";
import type { NdrRtoReport } from "@/lib/server/reports/ndr-rto";
import type { ReportQuery } from "@/lib/validation/reports/queries";
import type { ndrActionBody, NdrQueueQuery, shopperNdrAnswerBody } from "@/lib/validation/orders/ndr";
import type { rtoDamageBody } from "@/lib/validation/orders/rto";

/** Undelivered parcels (NDR) and returns to origin (RTO), docs/ndr-rto.md. */
export const ndrRtoEndpoints = {
  "account.ndr.get": {
    method: "GET",
    path: "/api/my-orders/:orderId/ndr/",
    shape: shape<{ response: CustomerNdrJson }>(),
  },
  "account.ndr.answer": {
    method: "POST",
    path: "/api/my-orders/:orderId/ndr/",
    shape: shape<{ response: CustomerNdrJson; body: z.input<typeof shopperNdrAnswerBody> }>(),
  },
  "admin.ndr.queue": {
    method: "GET",
    path: "/api/admin/ndr/",
    shape: shape<{ response: NdrQueuePage; query: NdrQueueQuery }>(),
  },
  "admin.ndr.order": {
    method: "GET",
    path: "/api/admin/orders/:id/ndr/",
    shape: shape<{ response: OrderNdrJson }>(),
  },
  "admin.ndr.act": {
    method: "POST",
    path: "/api/admin/orders/:id/ndr/",
    shape: shape<{ response: NdrActionOutcome; body: z.input<typeof ndrActionBody> }>(),
  },
  "admin.rto.order": {
    method: "GET",
    path: "/api/admin/orders/:id/rto/",
    shape: shape<{ response: OrderRtoJson }>(),
  },
  "admin.rto.damaged": {
    method: "POST",
    path: "/api/admin/orders/:id/rto/damaged/",
    shape: shape<{ response: OrderRtoJson; body: z.input<typeof rtoDamageBody> }>(),
  },
  "admin.reports.ndrRto": {
    method: "GET",
    path: "/api/admin/reports/ndr-rto/",
    shape: shape<{ response: NdrRtoReport; query: ReportQuery }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
