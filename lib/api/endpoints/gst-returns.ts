import { shape, type EndpointDefinition } from "../endpoint";
import type { Gstr1Report } from "@/lib/server/reports/gstr1";
import type { Gstr1CsvQuery, Gstr1Query } from "@/lib/validation/reports/gstr1";

/** The monthly GST return files (issue #30, docs/gst-and-invoices.md "GSTR-1"): admins only. */
export const gstReturnEndpoints = {
  "admin.reports.gstr1": {
    method: "GET",
    path: "/api/admin/reports/gstr1/",
    shape: shape<{ response: Gstr1Report; query: Gstr1Query }>(),
  },
  "admin.reports.gstr1File": {
    method: "GET",
    path: "/api/admin/reports/gstr1/file/",
    shape: shape<{ response: Blob; query: Gstr1Query }>(),
  },
  "admin.reports.gstr1Csv": {
    method: "GET",
    path: "/api/admin/reports/gstr1/csv/",
    shape: shape<{ response: Blob; query: Gstr1CsvQuery }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
