import { STAFF } from "@/lib/domain/principal";
import { previewProductsCsv } from "@/lib/server/catalog-management/product-csv";
import { route } from "@/lib/server/route-handler/route";
import { uploadedFile } from "@/lib/server/requests/upload";
import { PRODUCT_IMPORT_MAX_BYTES } from "@/lib/validation/catalog-management/product-csv";

/**
 * multipart/form-data with the CSV file in `file` (at most 20 MB, the export's columns): what
 * importing it would do, writing no product -> { id, to_create, to_update, unchanged, stock_changes,
 * creates, updates, stock, refused: [{ line, sku, message }], report }. `POST …/import/{id}/apply/` applies it.
 */
export const POST = route(
  { endpoint: "portal.products.importPreview", auth: STAFF, upload: true },
  async ({ request, staff }) => {
    const file = await uploadedFile(request, "file", PRODUCT_IMPORT_MAX_BYTES);
    return previewProductsCsv({ name: file.name, stream: file.stream() }, staff);
  },
);
