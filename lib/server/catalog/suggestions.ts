import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { formatINR } from "@/lib/domain/format";
import { CATALOG_TAGS } from "@/lib/server/cache/catalog-tags";
import { db } from "@/lib/server/db";
import { pageSql, wholeWordsPattern } from "./listing-sql";
import { inIdOrder } from "@/lib/domain/id-order";

/** SPEC.md section 9: at most 5 suggestions, each showing its first 3 tags plus a '+N' count. */
export const SUGGESTION_LIMIT = 5;
const SUGGESTION_TAGS = 3;

export type Suggestion = {
  id: number;
  name: string;
  image: string | null;
  price: number;
  formattedPrice: string;
  tags: string[];
  moreTags: number;
};

/** Longer text cannot match anything useful and only costs the database time. */
const MAX_QUERY_LENGTH = 100;

/** Search text as the shopper meant it: trimmed; matching is case-insensitive. */
export function normalizeQuery(query: string): string {
  return query.trim().slice(0, MAX_QUERY_LENGTH).toLowerCase();
}

/**
 * The best matches for the text, ranked as the search listing ranks them (listing-sql.ts: exact name,
 * name prefix, word, tags and synonyms, the rest of the text, typos): the listing's own query, limited to 5.
 */
export async function searchSuggestions(query: string): Promise<Suggestion[]> {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife("minutes");
  const text = normalizeQuery(query);
  if (!text) return [];
  const ids = (await db.$queryRaw<{ id: number }[]>(pageSql({ search: text }, "relevance", 1, SUGGESTION_LIMIT))).map(
    (row) => row.id,
  );
  if (ids.length === 0) return [];
  const rows = await db.product.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      name: true,
      salePrice: true,
      tags: true,
      images: { orderBy: { position: "asc" }, take: 1, select: { url: true } },
    },
  });
  const products = inIdOrder(ids, rows);
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    image: product.images[0]?.url ?? null,
    price: product.salePrice,
    formattedPrice: formatINR(product.salePrice),
    tags: product.tags.slice(0, SUGGESTION_TAGS),
    moreTags: Math.max(0, product.tags.length - SUGGESTION_TAGS),
  }));
}

/**
 * Where a submitted search goes (SPEC.md section 5): a product name or tag (case-insensitive) opens
 * that product when it names only that one, that is when no other product's name or tags hold the
 * term as whole words; a term several products share ("saffron", "sleep", "green tea") is a search
 * like any other (issue 26), as is anything else: /products?search={text}. Null for an empty search.
 */
export async function resolveSearch(query: string): Promise<string | null> {
  const trimmed = query.trim();
  if (!trimmed) return null;
  const productId = await onlyProductNamed(normalizeQuery(trimmed));
  return productId ? `/product/${productId}` : `/products?search=${encodeURIComponent(trimmed)}`;
}

async function onlyProductNamed(text: string): Promise<number | null> {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife("minutes");
  const words = wholeWordsPattern(text);
  const rows = await db.$queryRaw<{ id: number; exact: boolean }[]>`
    SELECT id, (lower(name) = ${text} OR EXISTS (SELECT 1 FROM unnest(tags) AS tag WHERE lower(tag) = ${text})) AS exact
    FROM "Product"
    WHERE "archivedAt" IS NULL AND (lower(name) ~ ${words} OR EXISTS (SELECT 1 FROM unnest(tags) AS tag WHERE lower(tag) ~ ${words}))
    LIMIT 2`;
  return rows.length === 1 && rows[0].exact ? rows[0].id : null;
}
