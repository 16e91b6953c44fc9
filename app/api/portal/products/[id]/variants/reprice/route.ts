import { STAFF } from "@/lib/domain/principal";
import { repriceVariants } from "@/lib/server/catalog-management/variants";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { variantsReprice } from "@/lib/validation/catalog-management/variants";

const productPath = recordPath("product_not_found", "Product not found");

/** `{ version, percent, variant_ids? }`: every variant's MRP (or the listed ones') moved by a percent. */
export const POST = route(
  { endpoint: "portal.products.repriceVariants", auth: STAFF, ...productPath, body: variantsReprice },
  ({ params, body, staff }) => repriceVariants(params.id, body, staff),
);
