import type { z } from "zod";
import type { CONSENT_TEXTS, ConsentState } from "@/lib/domain/consent";
import type { Principal } from "@/lib/domain/principal";
import type { CustomerUserJson } from "@/lib/server/auth/customers";
import type { HeaderViewer } from "@/lib/server/auth/header-viewer";
import type { TokenPair } from "@/lib/server/auth/refresh-tokens";
import type { ProfileJson } from "@/lib/server/customers/profile";
import type { ErasureStateJson } from "@/lib/server/data-rights/erasure";
import type { CustomerOrderChange } from "@/lib/server/orders/customer-actions";
import type { CustomerOrderJson } from "@/lib/server/orders/customer-orders";
import type { idTokenSchema, otpAttemptSchema, refreshTokenSchema } from "@/lib/validation/auth/sign-in";
import type { addressPatchSchema } from "@/lib/validation/customers/address";
import type { erasureRequestBody } from "@/lib/validation/customers/data-rights";
import type { profileUpdateSchema } from "@/lib/validation/customers/profile";
import type { consentUpdateSchema } from "@/lib/validation/messaging/consents";
import { shape, type EndpointDefinition } from "../endpoint";

/** The profile as `GET /api/customer/profile/` answers it, and every change of it too. */
type ProfileAnswer = { success: true; data: ProfileJson };

/** Sign-in, the customer's account and orders: /api/auth/, /api/token/, /api/customer/, /api/my-orders/. */
export const accountEndpoints = {
  "auth.me": { method: "GET", path: "/api/auth/me/", shape: shape<{ response: Principal }>() },
  "auth.viewer": { method: "GET", path: "/api/auth/viewer/", shape: shape<{ response: { viewer: HeaderViewer } }>() },
  "auth.signOut": { method: "POST", path: "/api/auth/signout/", shape: shape<{ response: { message: string } }>() },
  "auth.otp.sendAttempt": {
    method: "POST",
    path: "/api/auth/otp/send-attempt/",
    shape: shape<{ response: { phone: string }; body: z.input<typeof otpAttemptSchema> }>(),
  },
  "auth.otp.failedAttempt": {
    method: "POST",
    path: "/api/auth/otp/failed-attempt/",
    shape: shape<{ response: { recorded: true }; body: z.input<typeof otpAttemptSchema> }>(),
  },
  "token.obtain": {
    method: "POST",
    path: "/api/token/",
    shape: shape<{
      response: TokenPair & { user: CustomerUserJson; message: string };
      body: z.input<typeof idTokenSchema>;
    }>(),
  },
  "token.refresh": {
    method: "POST",
    path: "/api/token/refresh/",
    shape: shape<{ response: TokenPair; body: z.input<typeof refreshTokenSchema> }>(),
  },
  "customer.profile": { method: "GET", path: "/api/customer/profile/", shape: shape<{ response: ProfileAnswer }>() },
  "customer.updateProfile": {
    method: "POST",
    path: "/api/customer/profile/update/",
    shape: shape<{ response: ProfileAnswer; body: z.input<typeof profileUpdateSchema> }>(),
  },
  "customer.updateAddress": {
    method: "PATCH",
    path: "/api/customer/addresses/:id/",
    shape: shape<{ response: ProfileAnswer; body: z.input<typeof addressPatchSchema> }>(),
  },
  "customer.deleteAddress": {
    method: "DELETE",
    path: "/api/customer/addresses/:id/",
    shape: shape<{ response: ProfileAnswer }>(),
  },
  "customer.consents": {
    method: "GET",
    path: "/api/customer/consents/",
    shape: shape<{ response: { consents: ConsentState; texts: typeof CONSENT_TEXTS } }>(),
  },
  "customer.setConsents": {
    method: "PUT",
    path: "/api/customer/consents/",
    shape: shape<{ response: { consents: ConsentState }; body: z.input<typeof consentUpdateSchema> }>(),
  },
  "customer.dataExport": { method: "GET", path: "/api/customer/data-export/", shape: shape<{ response: Blob }>() },
  "customer.erasure": { method: "GET", path: "/api/customer/erasure/", shape: shape<{ response: ErasureStateJson }>() },
  "customer.requestErasure": {
    method: "POST",
    path: "/api/customer/erasure/",
    shape: shape<{ response: ErasureStateJson; body: z.input<typeof erasureRequestBody> }>(),
  },
  "myOrders.list": {
    method: "GET",
    path: "/api/my-orders/",
    shape: shape<{ response: { count: number; results: CustomerOrderJson[] } }>(),
  },
  "myOrders.get": { method: "GET", path: "/api/my-orders/:orderId/", shape: shape<{ response: CustomerOrderJson }>() },
  "myOrders.cancel": {
    method: "POST",
    path: "/api/my-orders/:orderId/cancel/",
    shape: shape<{ response: CustomerOrderChange }>(),
  },
  "myOrders.cashOnDelivery": {
    method: "POST",
    path: "/api/my-orders/:orderId/cash-on-delivery/",
    shape: shape<{ response: CustomerOrderChange }>(),
  },
  "myOrders.invoice": {
    method: "GET",
    path: "/api/my-orders/:orderId/invoice.pdf/",
    shape: shape<{ response: Blob }>(),
  },
  "myOrders.creditNote": {
    method: "GET",
    path: "/api/my-orders/:orderId/credit-note.pdf/",
    shape: shape<{ response: Blob }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
