import type { AdminCustomerDetailJson, AdminCustomerJson } from "@/lib/server/customers/directory";
import type { AdminJobJson, AdminJobPage } from "@/lib/server/queue/admin";
import type { AdminCustomerQuery } from "@/lib/validation/customers/directory";
import type { AdminJobQuery } from "@/lib/validation/queue/admin";
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
} as const satisfies Record<string, EndpointDefinition>;
