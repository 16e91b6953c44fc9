import { categoryJson } from "@/lib/server/catalog/api";
import { listCategories } from "@/lib/server/catalog/categories";
import { route } from "@/lib/server/route-handler/route";

/** GET /api/categories/: top-level categories with their sub-categories. */
export const GET = route({ endpoint: "categories.list" }, async () => (await listCategories()).map(categoryJson));
