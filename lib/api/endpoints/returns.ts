import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";
import type {
  CustomerReturnJson,
  CustomerReturnsJson,
  AdminReturnJson,
  AdminReturnPage,
} from "@/lib/server/returns/returns";
import type { UploadedReturnPhoto } from "@/lib/server/returns/photos";
import type { ReturnPolicyJson } from "@/lib/server/returns/policy";
import type {
  returnCreateBody,
  returnInspectBody,
  returnListQuery,
  returnPolicyBody,
  returnRefundBody,
  returnRejectBody,
} from "@/lib/validation/returns/returns";

/** Returns with reverse pickup (issue #29, docs/returns.md): the shopper's request and the admin's queue. */
export const returnEndpoints = {
  "account.returns.list": {
    method: "GET",
    path: "/api/my-orders/:orderId/returns/",
    shape: shape<{ response: CustomerReturnsJson }>(),
  },
  "account.returns.create": {
    method: "POST",
    path: "/api/my-orders/:orderId/returns/",
    shape: shape<{ response: CustomerReturnJson; body: z.input<typeof returnCreateBody> }>(),
  },
  "account.returns.cancel": {
    method: "POST",
    path: "/api/my-orders/:orderId/returns/:returnId/cancel/",
    shape: shape<{ response: CustomerReturnJson }>(),
  },
  /** multipart/form-data, one `file` (lib/api/client `uploadApi`). */
  "account.returns.photos.upload": {
    method: "POST",
    path: "/api/my-orders/:orderId/returns/photos/",
    shape: shape<{ response: UploadedReturnPhoto }>(),
  },
  "admin.returns.list": {
    method: "GET",
    path: "/api/admin/returns/",
    shape: shape<{ response: AdminReturnPage; query: z.input<typeof returnListQuery> }>(),
  },
  "admin.returns.policy": {
    method: "GET",
    path: "/api/admin/returns/policy/",
    shape: shape<{ response: ReturnPolicyJson }>(),
  },
  "admin.returns.updatePolicy": {
    method: "PATCH",
    path: "/api/admin/returns/policy/",
    shape: shape<{ response: ReturnPolicyJson; body: z.input<typeof returnPolicyBody> }>(),
  },
  "admin.returns.get": {
    method: "GET",
    path: "/api/admin/returns/:id/",
    shape: shape<{ response: AdminReturnJson }>(),
  },
  "admin.returns.approve": {
    method: "POST",
    path: "/api/admin/returns/:id/approve/",
    shape: shape<{ response: AdminReturnJson }>(),
  },
  "admin.returns.approveManual": {
    method: "POST",
    path: "/api/admin/returns/:id/manual/",
    shape: shape<{ response: AdminReturnJson }>(),
  },
  "admin.returns.reject": {
    method: "POST",
    path: "/api/admin/returns/:id/reject/",
    shape: shape<{ response: AdminReturnJson; body: z.input<typeof returnRejectBody> }>(),
  },
  "admin.returns.receive": {
    method: "POST",
    path: "/api/admin/returns/:id/receive/",
    shape: shape<{ response: AdminReturnJson }>(),
  },
  "admin.returns.inspect": {
    method: "POST",
    path: "/api/admin/returns/:id/inspect/",
    shape: shape<{ response: AdminReturnJson; body: z.input<typeof returnInspectBody> }>(),
  },
  "admin.returns.refund": {
    method: "POST",
    path: "/api/admin/returns/:id/refund/",
    shape: shape<{ response: AdminReturnJson; body: z.input<typeof returnRefundBody> }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
