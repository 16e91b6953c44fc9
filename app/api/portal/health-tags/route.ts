import { STAFF } from "@/lib/domain/principal";
import { createHealthTag, listPortalHealthTags } from "@/lib/server/catalog-management/health-tags";
import { route } from "@/lib/server/route-handler/route";
import { healthTagCreate } from "@/lib/validation/catalog-management/storefront-content";

/** Every health tag with the products it recommends, in order -> { results }. */
export const GET = route({ endpoint: "portal.healthTags.list", auth: STAFF }, () => listPortalHealthTags());

/** Creates a tag; `product_ids` are the products it recommends, in the merchant's order. */
export const POST = route(
  { endpoint: "portal.healthTags.create", auth: STAFF, body: healthTagCreate, status: 201 },
  ({ body, staff }) => createHealthTag(body, staff),
);
