import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { gstr1FileResponse } from "@/lib/server/reports/gstr1";
import { gstr1Query } from "@/lib/validation/reports/gstr1";

/** The month's GSTR-1 as the JSON file the GST portal's offline tool uploads, GSTR1_{GSTIN}_{MMYYYY}.json. */
export const GET = route({ endpoint: "admin.reports.gstr1File", auth: ADMINS, query: gstr1Query }, ({ query }) =>
  gstr1FileResponse(query),
);
