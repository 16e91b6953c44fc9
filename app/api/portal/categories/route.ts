import { STAFF } from "@/lib/domain/principal";
import { createCategory, listPortalCategories } from "@/lib/server/catalog-management/categories";
import { route } from "@/lib/server/route-handler/route";
import { categoryCreate } from "@/lib/validation/portal-content";

/** Every category with its product and sub-category counts, in the merchant's order -> { results }. */
export const GET = route({ auth: STAFF }, () => listPortalCategories());

/** Creates a category, or a sub-category when `parent` names a top-level one; its slug follows SPEC.md's rule. */
export const POST = route({ auth: STAFF, body: categoryCreate, status: 201 }, ({ body, staff }) =>
  createCategory(body, staff),
);
