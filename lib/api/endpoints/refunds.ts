import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";
import type {
  CustomerRefundsJson,
  OrderRefundsJson,
  PartialRefundOutcome,
  RefundPreviewJson,
} from "@/lib/server/orders/partial-refunds";
import type { refundCreateBody, refundPreviewBody } from "@/lib/validation/refunds/refunds";

/** Partial refunds and their credit notes (issue #29, docs/refunds.md): the admin's and the shopper's. */
export const refundEndpoints = {
  "admin.refunds.list": {
    method: "GET",
    path: "/api/admin/orders/:id/refunds/",
    shape: shape<{ response: OrderRefundsJson }>(),
  },
  "admin.refunds.create": {
    method: "POST",
    path: "/api/admin/orders/:id/refunds/",
    shape: shape<{ response: PartialRefundOutcome; body: z.input<typeof refundCreateBody> }>(),
  },
  "admin.refunds.retry": {
    method: "POST",
    path: "/api/admin/orders/:id/refunds/:refundId/retry/",
    shape: shape<{ response: PartialRefundOutcome }>(),
  },
  "admin.refunds.preview": {
    method: "POST",
    path: "/api/admin/orders/:id/refunds/preview/",
    shape: shape<{ response: RefundPreviewJson; body: z.input<typeof refundPreviewBody> }>(),
  },
  "admin.refunds.creditNotePdf": {
    method: "GET",
    path: "/api/admin/orders/:id/credit-notes/:noteId/",
    shape: shape<{ response: Blob }>(),
  },
  "account.refunds.list": {
    method: "GET",
    path: "/api/my-orders/:orderId/refunds/",
    shape: shape<{ response: CustomerRefundsJson }>(),
  },
  "account.refunds.creditNotePdf": {
    method: "GET",
    path: "/api/my-orders/:orderId/credit-notes/:noteId/",
    shape: shape<{ response: Blob }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
