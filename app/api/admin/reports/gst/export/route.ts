import { ADMINS } from "@/lib/domain/principal";
import { csvAttachment } from "@/lib/server/requests/csv";
import { route } from "@/lib/server/route-handler/route";
import { gstSummaryCsv, summaryMonth } from "@/lib/server/reports/gst-summary";
import { gstSummaryQuery } from "@/lib/validation/reports/queries";

/** The month's GST summary as a CSV download, gst_summary_{YYYY-MM}.csv. */
export const GET = route(
  { endpoint: "admin.reports.gstExport", auth: ADMINS, query: gstSummaryQuery },
  async ({ query }) =>
    csvAttachment(`gst_summary_${summaryMonth(query)}.csv`, gstSummaryCsv({ month: summaryMonth(query) }), {
      bom: true,
    }),
);
