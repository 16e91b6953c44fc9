import { STAFF } from "@/lib/domain/principal";
import { deleteCategory, getPortalCategory, updateCategory } from "@/lib/server/catalog-management/categories";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { categoryDeleteQuery, categoryPatch } from "@/lib/validation/catalog-management/storefront-content";

const categoryPath = recordPath("category_not_found", "Category not found");

/** The category as the portal edits it, with its counts and `version`. */
export const GET = route({ endpoint: "portal.categories.get", auth: STAFF, ...categoryPath }, ({ params }) =>
  getPortalCategory(params.id),
);

/** Rename (the old slug is kept for redirects), describe, re-parent or reorder (`position`). */
export const PATCH = route(
  { endpoint: "portal.categories.update", auth: STAFF, ...categoryPath, body: categoryPatch },
  ({ params, body, staff }) => updateCategory(params.id, body, staff),
);

/** Deletes (204); a category with products is a 409 unless `?move_products_to=` names where they go. */
export const DELETE = route(
  { endpoint: "portal.categories.delete", auth: STAFF, ...categoryPath, query: categoryDeleteQuery },
  async ({ params, query, staff }) => {
    await deleteCategory(params.id, query.move_products_to, staff);
    return new Response(null, { status: 204 });
  },
);
