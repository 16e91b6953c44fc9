import { STAFF } from "@/lib/domain/principal";
import { importReportCsv } from "@/lib/server/catalog-management/product-csv";
import { csvAttachment } from "@/lib/server/requests/csv";
import { recordPath, route } from "@/lib/server/route-handler/route";

/** The rows an import refused, as the file had them, with an `error` column (line and reason); a corrected report can be imported as it is. */
export const GET = route(
  { endpoint: "portal.products.importReport", auth: STAFF, ...recordPath("import_not_found", "Import not found") },
  async ({ params }) => {
    const report = await importReportCsv(params.id);
    return csvAttachment(report.fileName, report.rows, { bom: true });
  },
);
