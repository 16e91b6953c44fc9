import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { gstr1Report } from "@/lib/server/reports/gstr1";
import { gstr1Query } from "@/lib/validation/reports/gstr1";

/** The month's GSTR-1: the offline tool's file, what to check before filing, and the document counts. */
export const GET = route({ endpoint: "admin.reports.gstr1", auth: ADMINS, query: gstr1Query }, ({ query }) =>
  gstr1Report(query),
);
