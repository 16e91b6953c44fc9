import { STAFF } from "@/lib/domain/principal";
import { importProductsCsv } from "@/lib/server/catalog-management/product-csv";
import { route } from "@/lib/server/http/route";
import { uploadedFile } from "@/lib/server/http/upload";
import { PRODUCT_IMPORT_MAX_BYTES } from "@/lib/validation/portal-product-csv";

/**
 * multipart/form-data with the CSV file in `file` (at most 20 MB, the export's columns): creates or
 * updates products by SKU, each row whole or refused -> { id, created, updated, unchanged, refused: [{ line, sku, message }], report }.
 */
export const POST = route({ auth: STAFF, upload: true }, async ({ request, staff }) => {
  const file = await uploadedFile(request, "file", PRODUCT_IMPORT_MAX_BYTES);
  return importProductsCsv({ name: file.name, stream: file.stream() }, staff);
});
