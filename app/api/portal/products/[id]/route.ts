import { STAFF } from "@/lib/domain/principal";
import { archiveProduct, getPortalProduct, updateProduct } from "@/lib/server/catalog-management/products";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { productPatch } from "@/lib/validation/catalog-management/products";

const productPath = recordPath("product_not_found", "Product not found");

export const GET = route({ endpoint: "portal.products.get", auth: STAFF, ...productPath }, ({ params }) =>
  getPortalProduct(params.id),
);

/** Any subset of the fields with the `version` the editor saw; `archived` archives or restores. An older version is a 409. */
export const PATCH = route(
  { endpoint: "portal.products.update", auth: STAFF, ...productPath, body: productPatch },
  ({ params, body, staff }) => updateProduct(params.id, body, staff),
);

/** Archives: the storefront stops showing the product, orders keep it. */
export const DELETE = route({ endpoint: "portal.products.archive", auth: STAFF, ...productPath }, ({ params, staff }) =>
  archiveProduct(params.id, staff),
);
