import { STAFF } from "@/lib/domain/principal";
import { getProductVariants, saveProductVariants } from "@/lib/server/catalog-management/variants";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { productVariantsSave } from "@/lib/validation/catalog-management/variants";

const productPath = recordPath("product_not_found", "Product not found");

/** The product's options and variants in order -> { product_id, version, options, variants }. */
export const GET = route({ endpoint: "portal.products.variants", auth: STAFF, ...productPath }, ({ params }) =>
  getProductVariants(params.id),
);

/** `{ version, options, variants }`: the whole set, in order, on the product version seen (an older one is a 409). */
export const PUT = route(
  { endpoint: "portal.products.saveVariants", auth: STAFF, ...productPath, body: productVariantsSave },
  ({ params, body, staff }) => saveProductVariants(params.id, body, staff),
);
