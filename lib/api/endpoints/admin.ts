import type { AdminCustomerDetailJson, AdminCustomerJson } from "@/lib/server/customers/directory";
import type { AdminDashboardStats, AdminOrderJson } from "@/lib/server/orders/admin-queries";
import type { TrackedOrderJson } from "@/lib/server/orders/tracking-link";
import type { AdminJobJson, AdminJobPage } from "@/lib/server/queue/admin";
import type { AdminErasureRequestJson, ErasureRequestPage } from "@/lib/server/data-rights/erasure";
import type { ErasureRequestQuery } from "@/lib/validation/customers/data-rights";
import type { NotificationSamples, NotificationTestResult } from "@/lib/server/messaging/notification-samples";
import type { notificationTestSchema } from "@/lib/validation/messaging/notification-test";
import type { GstSummary } from "@/lib/server/reports/gst-summary";
import type { SalesReport } from "@/lib/server/reports/sales";
import type { AdminCustomerQuery } from "@/lib/validation/customers/directory";
import type { AdminOrderFilters, RecentOrdersQuery } from "@/lib/validation/orders/admin";
import type { GstSummaryQuery, ReportQuery } from "@/lib/validation/reports/queries";
import type { AdminJobQuery } from "@/lib/validation/queue/admin";
import type { StoreSettingsInput, storeSettingsPatch } from "@/lib/validation/settings/merchant-settings";
import type { ActionPreview } from "@/lib/domain/order-action-preview";
import type { SearchPage } from "@/lib/domain/search-count";
import type { DeliveryCheck } from "@/lib/domain/delivery";
import type { TokenPair } from "@/lib/server/auth/refresh-tokens";
import type { SignedInStaff } from "@/lib/server/auth/staff";
import type { ShipmentTrackingJson } from "@/lib/server/courier-tracking/tracking";
import type { OrderMessageJson } from "@/lib/server/messaging/order-messages";
import type { BulkResult } from "@/lib/server/orders/admin-actions";
import type { StatusHistoryPage } from "@/lib/server/orders/status-history";
import type { Rate } from "@/lib/server/shipping/carrier";
import type { refreshTokenRequest, staffTokenRequest } from "@/lib/validation/auth/token-requests";
import type {
  actionPreviewQuery,
  bulkStatusChangeBody,
  cancelOrderBody,
  ordersByCustomerQuery,
  refundOrderBody,
  statusChangeBody,
  statusHistoryFilters,
} from "@/lib/validation/orders/admin-actions";
import type {
  adminPincodeQuery,
  adminRatesQuery,
  createShipmentBody,
  trackingQuery,
} from "@/lib/validation/shipping/admin";
import type { shippingDocumentsBody } from "@/lib/validation/shipping/documents";
import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";

/** The back office's endpoints under /api/admin/ (orders, customers, shipping, reports, jobs). */
export const adminEndpoints = {
  "admin.customers.list": {
    method: "GET",
    path: "/api/admin/customers/",
    shape: shape<{ response: SearchPage<AdminCustomerJson>; query: AdminCustomerQuery }>(),
  },
  "admin.customers.get": {
    method: "GET",
    path: "/api/admin/customers/:id/",
    shape: shape<{ response: AdminCustomerDetailJson }>(),
  },
  "admin.jobs.list": {
    method: "GET",
    path: "/api/admin/jobs/",
    shape: shape<{ response: AdminJobPage; query: AdminJobQuery }>(),
  },
  "admin.jobs.retry": {
    method: "POST",
    path: "/api/admin/jobs/:id/retry/",
    shape: shape<{ response: AdminJobJson }>(),
  },
  "admin.erasureRequests.list": {
    method: "GET",
    path: "/api/admin/erasure-requests/",
    shape: shape<{ response: ErasureRequestPage; query: ErasureRequestQuery }>(),
  },
  "admin.erasureRequests.complete": {
    method: "POST",
    path: "/api/admin/erasure-requests/:id/complete/",
    shape: shape<{ response: AdminErasureRequestJson }>(),
  },
  "admin.notifications.list": {
    method: "GET",
    path: "/api/admin/notifications/",
    shape: shape<{ response: NotificationSamples }>(),
  },
  "admin.notifications.test": {
    method: "POST",
    path: "/api/admin/notifications/test/",
    shape: shape<{ response: NotificationTestResult; body: z.input<typeof notificationTestSchema> }>(),
  },
  "admin.orders.list": {
    method: "GET",
    path: "/api/admin/orders/",
    shape: shape<{ response: SearchPage<TrackedOrderJson>; query: AdminOrderFilters }>(),
  },
  "admin.orders.export": {
    method: "GET",
    path: "/api/admin/orders/export/",
    shape: shape<{ response: Blob; query: AdminOrderFilters }>(),
  },
  "admin.orders.get": {
    method: "GET",
    path: "/api/admin/orders/:id/",
    shape: shape<{ response: TrackedOrderJson }>(),
  },
  "admin.orders.dashboardStats": {
    method: "GET",
    path: "/api/admin/orders/dashboard_stats/",
    shape: shape<{ response: AdminDashboardStats }>(),
  },
  "admin.orders.recent": {
    method: "GET",
    path: "/api/admin/orders/recent_orders/",
    shape: shape<{ response: { results: AdminOrderJson[] }; query: RecentOrdersQuery }>(),
  },
  "admin.settings.get": {
    method: "GET",
    path: "/api/admin/settings/",
    shape: shape<{ response: StoreSettingsInput }>(),
  },
  "admin.settings.update": {
    method: "PATCH",
    path: "/api/admin/settings/",
    shape: shape<{ response: StoreSettingsInput; body: z.input<typeof storeSettingsPatch> }>(),
  },
  "admin.reports.sales": {
    method: "GET",
    path: "/api/admin/reports/",
    shape: shape<{ response: SalesReport; query: ReportQuery }>(),
  },
  "admin.reports.gst": {
    method: "GET",
    path: "/api/admin/reports/gst/",
    shape: shape<{ response: GstSummary; query: GstSummaryQuery }>(),
  },
  "admin.reports.gstExport": {
    method: "GET",
    path: "/api/admin/reports/gst/export/",
    shape: shape<{ response: Blob; query: GstSummaryQuery }>(),
  },
  "admin.orders.actionPreview": {
    method: "GET",
    path: "/api/admin/orders/action_preview/",
    shape: shape<{ response: ActionPreview; query: z.input<typeof actionPreviewQuery> }>(),
  },
  "admin.orders.bulkUpdateStatus": {
    method: "POST",
    path: "/api/admin/orders/bulk_update_status/",
    shape: shape<{
      response: { results: BulkResult[]; updated: number };
      body: z.input<typeof bulkStatusChangeBody>;
    }>(),
  },
  "admin.orders.byCustomer": {
    method: "GET",
    path: "/api/admin/orders/orders_by_customer/",
    shape: shape<{
      response: SearchPage<AdminOrderJson>;
      query: z.input<typeof ordersByCustomerQuery>;
    }>(),
  },
  "admin.orders.cancel": {
    method: "POST",
    path: "/api/admin/orders/:id/cancel_order/",
    shape: shape<{ response: AdminOrderJson | null; body: z.input<typeof cancelOrderBody> }>(),
  },
  "admin.orders.refund": {
    method: "POST",
    path: "/api/admin/orders/:id/refund_order/",
    shape: shape<{ response: AdminOrderJson | null; body: z.input<typeof refundOrderBody> }>(),
  },
  "admin.orders.updateStatus": {
    method: "PATCH",
    path: "/api/admin/orders/:id/update_status/",
    shape: shape<{ response: AdminOrderJson | null; body: z.input<typeof statusChangeBody> }>(),
  },
  "admin.orders.cashCollected": {
    method: "POST",
    path: "/api/admin/orders/:id/cash_collected/",
    shape: shape<{ response: AdminOrderJson | null }>(),
  },
  "admin.orders.balanceOnDelivery": {
    method: "POST",
    path: "/api/admin/orders/:id/balance_on_delivery/",
    shape: shape<{ response: AdminOrderJson | null }>(),
  },
  "admin.orders.invoice": {
    method: "GET",
    path: "/api/admin/orders/:id/invoice.pdf/",
    shape: shape<{ response: Blob }>(),
  },
  "admin.orders.creditNote": {
    method: "GET",
    path: "/api/admin/orders/:id/credit-note.pdf/",
    shape: shape<{ response: Blob }>(),
  },
  "admin.orders.messages": {
    method: "GET",
    path: "/api/admin/orders/:id/messages/",
    shape: shape<{ response: { messages: OrderMessageJson[] } }>(),
  },
  "admin.orders.statusHistory": {
    method: "GET",
    path: "/api/admin/order-status-history/",
    shape: shape<{ response: StatusHistoryPage; query: z.input<typeof statusHistoryFilters> }>(),
  },
  "admin.shipments.create": {
    method: "POST",
    path: "/api/admin/createshipment/",
    shape: shape<{ response: { results: BulkResult[]; success: boolean }; body: z.input<typeof createShipmentBody> }>(),
  },
  "admin.shipments.labels": {
    method: "POST",
    path: "/api/admin/shipments/labels/",
    shape: shape<{ response: Blob; body: z.input<typeof shippingDocumentsBody> }>(),
  },
  "admin.shipments.manifest": {
    method: "POST",
    path: "/api/admin/shipments/manifest/",
    shape: shape<{ response: Blob; body: z.input<typeof shippingDocumentsBody> }>(),
  },
  "admin.delivery.checkPincode": {
    method: "GET",
    path: "/api/admin/delivery/check-pincode/",
    shape: shape<{ response: DeliveryCheck; query: z.input<typeof adminPincodeQuery> }>(),
  },
  "admin.delivery.rates": {
    method: "GET",
    path: "/api/admin/delivery/rates/",
    // The carrier's quote with its amount in rupees, as every JSON answer gives money.
    shape: shape<{ response: Omit<Rate, "amount"> & { amount: number }; query: z.input<typeof adminRatesQuery> }>(),
  },
  "admin.delivery.track": {
    method: "GET",
    path: "/api/admin/delivery/track/",
    shape: shape<{ response: ShipmentTrackingJson; query: z.input<typeof trackingQuery> }>(),
  },
  "admin.token.create": {
    method: "POST",
    path: "/api/admin/token/",
    shape: shape<{
      response: TokenPair & { user: Pick<SignedInStaff, "id" | "username" | "name" | "role"> };
      body: z.input<typeof staffTokenRequest>;
    }>(),
  },
  "admin.token.refresh": {
    method: "POST",
    path: "/api/admin/token/refresh/",
    shape: shape<{ response: TokenPair; body: z.input<typeof refreshTokenRequest> }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
