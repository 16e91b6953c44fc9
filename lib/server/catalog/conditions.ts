import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Condition } from "@/lib/content/conditions";
import { CATALOG_CACHE_LIFE } from "@/lib/server/catalog/cache-life";
import { CATALOG_TAGS } from "@/lib/server/cache/catalog-tags";
import { db } from "@/lib/server/db";

/** A condition page stays a page: at most this many products, by name. */
export const CONDITION_PRODUCT_LIMIT = 48;

export type ConditionProduct = { id: number; name: string; image: string | null; salePrice: number; price: number };

/** Products whose conditionsCured text contains any of the condition's keywords, case-insensitively (trigram-indexed). */
export async function productsForCondition(condition: Pick<Condition, "keywords">): Promise<ConditionProduct[]> {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife(CATALOG_CACHE_LIFE);
  const products = await db.product.findMany({
    where: {
      archivedAt: null,
      OR: condition.keywords.map((keyword) => ({
        conditionsCured: { contains: keyword, mode: "insensitive" as const },
      })),
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: CONDITION_PRODUCT_LIMIT,
    select: {
      id: true,
      name: true,
      price: true,
      salePrice: true,
      images: { orderBy: { position: "asc" }, take: 1, select: { url: true } },
    },
  });
  return products.map(({ images, ...product }) => ({ ...product, image: images[0]?.url ?? null }));
}
