import { STAFF } from "@/lib/domain/principal";
import { createCategory, listPortalCategories } from "@/lib/server/catalog-management/categories";
import { route } from "@/lib/server/route-handler/route";
import { categoryCreate } from "@/lib/validation/catalog-management/storefront-content";

/** Every category with its product and sub-category counts, in the merchant's order -> { results }. */
export const GET = route({ endpoint: "portal.categories.list", auth: STAFF }, () => listPortalCategories());

/** Creates a category, or a sub-category when `parent` names a top-level one; its slug follows SPEC.md's rule. */
export const POST = route(
  { endpoint: "portal.categories.create", auth: STAFF, body: categoryCreate, status: 201 },
  ({ body, staff }) => createCategory(body, staff),
);
