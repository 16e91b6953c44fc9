import { STAFF } from "@/lib/domain/principal";
import { applyProductImport } from "@/lib/server/catalog-management/product-csv";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { productImportApply } from "@/lib/validation/catalog-management/product-csv";

/**
 * `{ set_stock }`: applies a previewed import once; existing products' stock is set from the file
 * only with `set_stock: true` -> { id, created, updated, unchanged, stock_set, refused, report }.
 */
export const POST = route(
  {
    endpoint: "portal.products.importApply",
    auth: STAFF,
    ...recordPath("import_not_found", "Import not found"),
    body: productImportApply,
  },
  ({ params, body, staff }) => applyProductImport(params.id, { setStock: body.set_stock }, staff),
);
