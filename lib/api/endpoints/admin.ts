import type { AdminCustomerDetailJson, AdminCustomerJson } from "@/lib/server/customers/directory";
import type { AdminDashboardStats, AdminOrderJson } from "@/lib/server/orders/admin-queries";
import type { TrackedOrderJson } from "@/lib/server/orders/tracking-link";
import type { AdminJobJson, AdminJobPage } from "@/lib/server/queue/admin";
import type { GstSummary } from "@/lib/server/reports/gst-summary";
import type { SalesReport } from "@/lib/server/reports/sales";
import type { AdminCustomerQuery } from "@/lib/validation/customers/directory";
import type { AdminOrderFilters, orderEdit, RecentOrdersQuery } from "@/lib/validation/orders/admin";
import type { GstSummaryQuery, ReportQuery } from "@/lib/validation/reports/queries";
import type { AdminJobQuery } from "@/lib/validation/queue/admin";
import type { StoreSettingsInput, storeSettingsPatch } from "@/lib/validation/settings/merchant-settings";
import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";

/** The back office's endpoints under /api/admin/ (orders, customers, shipping, reports, jobs). */
export const adminEndpoints = {
  "admin.customers.list": {
    method: "GET",
    path: "/api/admin/customers/",
    shape: shape<{ response: { results: AdminCustomerJson[]; count: number }; query: AdminCustomerQuery }>(),
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
  "admin.orders.list": {
    method: "GET",
    path: "/api/admin/orders/",
    shape: shape<{ response: { results: TrackedOrderJson[]; count: number }; query: AdminOrderFilters }>(),
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
  "admin.orders.edit": {
    method: "PATCH",
    path: "/api/admin/orders/:id/edit/",
    shape: shape<{ response: AdminOrderJson | null; body: z.input<typeof orderEdit> }>(),
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
} as const satisfies Record<string, EndpointDefinition>;
