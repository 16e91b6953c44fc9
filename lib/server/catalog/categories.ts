import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/server/db";

export const CATALOG_TAGS = { categories: "categories", products: "products", settings: "settings", slides: "slides" } as const;

export type CategorySummary = { id: number; name: string; slug: string; title: string; description: string; image: string | null };

/** Top-level categories in the merchant's order, with their sub-categories. */
export async function listCategories() {
  "use cache";
  cacheTag(CATALOG_TAGS.categories);
  cacheLife("max");
  return db.category.findMany({
    where: { parentId: null },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true, name: true, slug: true, title: true, description: true, image: true,
      children: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, name: true, slug: true, title: true } },
    },
  });
}
