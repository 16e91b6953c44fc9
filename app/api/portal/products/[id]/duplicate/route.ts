import { STAFF } from "@/lib/domain/principal";
import { duplicateProduct } from "@/lib/server/catalog-management/products";
import { recordPath, route } from "@/lib/server/route-handler/route";

/** A copy of the product with a new SKU, no stock and off sale, to start a similar one from. */
export const POST = route(
  {
    endpoint: "portal.products.duplicate",
    auth: STAFF,
    ...recordPath("product_not_found", "Product not found"),
    status: 201,
  },
  ({ params, staff }) => duplicateProduct(params.id, staff),
);
