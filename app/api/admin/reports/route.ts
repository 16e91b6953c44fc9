import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { salesReport } from "@/lib/server/reports/sales";
import { reportQuery } from "@/lib/validation/reports/queries";

/** Orders and revenue per day, week or month, top products and the payment-method split over a date range (default: last 30 days). */
export const GET = route({ endpoint: "admin.reports.sales", auth: ADMINS, query: reportQuery }, ({ query }) =>
  salesReport(query),
);
