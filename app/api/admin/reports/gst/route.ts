import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { gstSummary } from "@/lib/server/reports/gst-summary";
import { gstSummaryQuery } from "@/lib/validation/reports/queries";

/** The month's GST summary: taxable value and tax by rate, by state and by HSN code, and the credit notes. */
export const GET = route({ endpoint: "admin.reports.gst", auth: ADMINS, query: gstSummaryQuery }, ({ query }) =>
  gstSummary(query),
);
