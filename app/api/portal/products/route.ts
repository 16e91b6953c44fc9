import { STAFF } from "@/lib/domain/principal";
import { createProduct, listPortalProducts } from "@/lib/server/catalog-management/products";
import { route } from "@/lib/server/route-handler/route";
import { portalProductQuery, productCreate } from "@/lib/validation/catalog-management/products";

/** The whole catalogue for the portal's table: search by name or SKU, category, availability, stock level -> { results, count }. */
export const GET = route({ endpoint: "portal.products.list", auth: STAFF, query: portalProductQuery }, ({ query }) =>
  listPortalProducts(query),
);

/** Creates a product (its opening stock included); the storefront shows it on the next request. */
export const POST = route(
  { endpoint: "portal.products.create", auth: STAFF, body: productCreate, status: 201 },
  ({ body, staff }) => createProduct(body, staff),
);
