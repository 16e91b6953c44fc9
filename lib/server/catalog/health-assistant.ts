import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { paiseToRupees } from "@/lib/domain/money";
import { CATALOG_CACHE_LIFE } from "@/lib/server/catalog/cache-life";
import { CATALOG_TAGS } from "@/lib/server/cache/catalog-tags";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

/** SPEC.md section 9: at most 3 recommended products per reply. */
export const RECOMMENDATION_LIMIT = 3;

export type HealthTagSummary = { id: number; name: string; icon: string };

export type Recommendation = {
  id: number;
  name: string;
  /** Rupees, the price the shopper pays (after the product discount). */
  price: number;
  image: string | null;
  tags: string[];
  category: string;
  description: string;
  /** Several active sizes: the shopper chooses one on the product page (no one-click add of the default size). */
  chooseSize: boolean;
};

const unknownHealthTags = (ids: number[]) =>
  new AppError(400, "unknown_health_tags", `Unknown health tag${ids.length > 1 ? "s" : ""}: ${ids.join(", ")}`, {
    success: false,
  });

export async function listHealthTags(): Promise<HealthTagSummary[]> {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife(CATALOG_CACHE_LIFE);
  const tags = await db.healthTag.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, name: true, icon: true },
  });
  return tags.map((tag) => ({ ...tag, icon: tag.icon || "leaf" }));
}

/**
 * Available, in-stock products linked to the chosen health tags, ranked by how many of the chosen
 * concerns they serve and how specifically: each concern a product serves adds 1/n, n being its
 * place in that tag's list (the merchant's order, counting only products one can buy), so the first
 * remedy for one concern outranks a product that is fifth for two (issue 26). Ties: more concerns,
 * then rating. Refuses (400) when an id names no tag.
 */
export async function recommendProducts(tagIds: number[]): Promise<Recommendation[]> {
  const ids = [...new Set(tagIds)];
  const known = await db.healthTag.findMany({ where: { id: { in: ids } }, select: { id: true } });
  const unknown = ids.filter((id) => !known.some((tag) => tag.id === id));
  if (unknown.length > 0) throw unknownHealthTags(unknown);

  const ranked = await db.$queryRaw<{ id: number }[]>`
    WITH placed AS (
      SELECT link."productId", p."ratingAverage",
        row_number() OVER (PARTITION BY link."healthTagId" ORDER BY link.position, link."productId") AS place
      FROM "HealthTagProduct" AS link
      JOIN "Product" AS p ON p.id = link."productId"
      WHERE link."healthTagId" = ANY(${ids}::int[]) AND p.available AND p.stock > 0 AND p."archivedAt" IS NULL
    )
    SELECT "productId" AS id
    FROM placed
    GROUP BY "productId", "ratingAverage"
    ORDER BY sum(1.0 / place) DESC, count(*) DESC, "ratingAverage" DESC, "productId" ASC
    LIMIT ${RECOMMENDATION_LIMIT}`;
  const order = ranked.map((row) => row.id);
  const products = await db.product.findMany({
    where: { id: { in: order } },
    select: {
      id: true,
      name: true,
      salePrice: true,
      tags: true,
      description: true,
      category: { select: { name: true } },
      images: { orderBy: { position: "asc" }, take: 1, select: { url: true } },
      _count: { select: { variants: { where: { active: true } } } },
    },
  });
  return order.map((id) => {
    const product = products.find((candidate) => candidate.id === id)!;
    return {
      id: product.id,
      name: product.name,
      price: paiseToRupees(product.salePrice),
      image: product.images[0]?.url ?? null,
      tags: product.tags,
      category: product.category.name,
      description: product.description || "No description available",
      chooseSize: product._count.variants > 1,
    };
  });
}
