import { STAFF } from "@/lib/domain/principal";
import { deleteHealthTag, getPortalHealthTag, updateHealthTag } from "@/lib/server/catalog-management/health-tags";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { healthTagPatch } from "@/lib/validation/catalog-management/storefront-content";

const healthTagPath = recordPath("health_tag_not_found", "Health tag not found");

/** The tag with its products in order (id, name, SKU) and its `version`. */
export const GET = route({ endpoint: "portal.healthTags.get", auth: STAFF, ...healthTagPath }, ({ params }) =>
  getPortalHealthTag(params.id),
);

/** Any subset of name, icon, position; `product_ids` replaces the tag's products with these, in order. */
export const PATCH = route(
  { endpoint: "portal.healthTags.update", auth: STAFF, ...healthTagPath, body: healthTagPatch },
  ({ params, body, staff }) => updateHealthTag(params.id, body, staff),
);

/** Deletes the tag and its product links (204); the products stay. */
export const DELETE = route(
  { endpoint: "portal.healthTags.delete", auth: STAFF, ...healthTagPath },
  async ({ params, staff }) => {
    await deleteHealthTag(params.id, staff);
    return new Response(null, { status: 204 });
  },
);
