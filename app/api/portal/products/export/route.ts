import { shopDay } from "@/lib/domain/shop-days";
import { STAFF } from "@/lib/domain/principal";
import { exportProductsCsv, recordProductExport } from "@/lib/server/catalog-management/product-csv";
import { csvAttachment } from "@/lib/server/requests/csv";
import { route } from "@/lib/server/route-handler/route";
import { portalProductFilters } from "@/lib/validation/catalog-management/products";

/**
 * The products the table's filters select (all of them, archived too, without filters) as a
 * streamed CSV attachment in the import's format, UTF-8 with a BOM, named products_{India's date}.csv; audited.
 */
export const GET = route(
  {
    endpoint: "portal.products.export",
    auth: STAFF,
    query: portalProductFilters,
    refuse: { query: { code: "invalid_filters" } },
  },
  async ({ query, staff }) => {
    await recordProductExport(query, staff);
    return csvAttachment(`products_${shopDay(new Date())}.csv`, exportProductsCsv(query), { bom: true });
  },
);
