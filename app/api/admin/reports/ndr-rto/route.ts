import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { ndrRtoReport } from "@/lib/server/reports/ndr-rto";
import { reportQuery } from "@/lib/validation/reports/queries";

/** RTO rate by payment method, state and pincode, NDR reasons, and goods in reverse transit (docs/ndr-rto.md). */
export const GET = route({ endpoint: "admin.reports.ndrRto", auth: ADMINS, query: reportQuery }, ({ query }) =>
  ndrRtoReport(query),
);
