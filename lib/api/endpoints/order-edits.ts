import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";
import type { PaymentStart } from "@/lib/server/checkout/online-payment";
import type { PaymentLinkJson } from "@/lib/server/orders/payment-links";
import type {
  OrderEditJson,
  OrderEditPreviewJson,
  OrderEditResultJson,
  VariantChoiceJson,
} from "@/lib/server/orders/order-edits";
import type { orderLinesEdit, variantSearch } from "@/lib/validation/orders/order-edits";

/** Order edits before shipping (issue #30, docs/order-operations.md "Order edits"). */
export const orderEditEndpoints = {
  "admin.orderEdits.list": {
    method: "GET",
    path: "/api/admin/orders/:id/edits/",
    shape: shape<{ response: { version: number; edits: OrderEditJson[]; payment_link: PaymentLinkJson | null } }>(),
  },
  "admin.orderEdits.apply": {
    method: "POST",
    path: "/api/admin/orders/:id/edits/",
    shape: shape<{ response: OrderEditResultJson; body: z.input<typeof orderLinesEdit> }>(),
  },
  "admin.orderEdits.preview": {
    method: "POST",
    path: "/api/admin/orders/:id/edits/preview/",
    shape: shape<{ response: OrderEditPreviewJson; body: z.input<typeof orderLinesEdit> }>(),
  },
  "admin.variants.search": {
    method: "GET",
    path: "/api/admin/variants/",
    shape: shape<{ response: { results: VariantChoiceJson[] }; query: z.input<typeof variantSearch> }>(),
  },
  "account.orders.acceptTotal": {
    method: "POST",
    path: "/api/my-orders/:orderId/accept-total/",
    shape: shape<{ response: { order_id: number } }>(),
  },
  "account.orders.payBalance": {
    method: "POST",
    path: "/api/my-orders/:orderId/pay-balance/",
    shape: shape<{ response: { success: true } & PaymentStart }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
