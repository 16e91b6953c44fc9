import { ADMINS } from "@/lib/domain/principal";
import { csvAttachment } from "@/lib/server/requests/csv";
import { route } from "@/lib/server/route-handler/route";
import { filingPeriod } from "@/lib/domain/gstr1";
import { gstr1Csv, gstr1Month } from "@/lib/server/reports/gstr1";
import { gstr1CsvQuery } from "@/lib/validation/reports/gstr1";

/** One table of the month's GSTR-1 as a CSV download, gstr1_{table}_{MMYYYY}.csv. */
export const GET = route(
  { endpoint: "admin.reports.gstr1Csv", auth: ADMINS, query: gstr1CsvQuery },
  async ({ query }) => {
    const month = gstr1Month(query);
    return csvAttachment(`gstr1_${query.table}_${filingPeriod(month)}.csv`, gstr1Csv({ month }, query.table), {
      bom: true,
    });
  },
);
