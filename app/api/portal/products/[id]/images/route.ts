import { STAFF } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { addProductImages } from "@/lib/server/media/product-images";

const productPath = recordPath("product_not_found", "Product not found");

/** multipart/form-data, one or more `file` fields (JPEG, PNG, WebP or AVIF, 10 MB each) -> 201 `{ images }`, added after the last one. */
export const POST = route(
  { endpoint: "portal.products.addImages", auth: STAFF, ...productPath, status: 201, upload: true },
  ({ params, request, staff }) => addProductImages(params.id, request, staff),
);
