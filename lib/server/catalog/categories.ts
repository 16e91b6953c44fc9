import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/server/db";
import { CATALOG_TAGS } from "./tags";
import { categoryPath } from "./view";

export type CategorySummary = { id: number; name: string; slug: string; title: string; description: string; image: string | null };

export type CategoryWithFamily = CategorySummary & {
  parent: { id: number; name: string; slug: string } | null;
  children: { id: number; name: string; slug: string; title: string }[];
};

const SUMMARY = { id: true, name: true, slug: true, title: true, description: true, image: true } as const;
const BY_POSITION = [{ position: "asc" as const }, { id: "asc" as const }];

/** Top-level categories in the merchant's order, with their sub-categories. */
export async function listCategories() {
  "use cache";
  cacheTag(CATALOG_TAGS.categories);
  cacheLife("max");
  return db.category.findMany({
    where: { parentId: null },
    orderBy: BY_POSITION,
    select: { ...SUMMARY, children: { orderBy: BY_POSITION, select: { id: true, name: true, slug: true, title: true } } },
  });
}

/** A category by numeric id or by slug (`?category=` accepts both), with its parent and children; null when unknown. */
export async function findCategory(idOrSlug: string): Promise<CategoryWithFamily | null> {
  "use cache";
  cacheTag(CATALOG_TAGS.categories);
  cacheLife("max");
  const where = /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
  if ("id" in where && !Number.isSafeInteger(where.id)) return null;
  return db.category.findUnique({
    where,
    select: {
      ...SUMMARY,
      parent: { select: { id: true, name: true, slug: true } },
      children: { orderBy: BY_POSITION, select: { id: true, name: true, slug: true, title: true } },
    },
  });
}

/**
 * Where a listing path whose category was renamed lives now (`segments` as in /products/{parent}/{slug},
 * old or current slugs): the category's current path, or null when the path names no category.
 * Old slugs are kept by the portal (CategorySlugRedirect) when it renames a category.
 */
export async function renamedCategoryPath(segments: string[]): Promise<string | null> {
  "use cache";
  cacheTag(CATALOG_TAGS.categories);
  cacheLife("max");
  const slugs = segments.map((segment) => segment.toLowerCase());
  const rows = await db.category.findMany({
    where: { OR: [{ slug: { in: slugs } }, { oldSlugs: { some: { slug: { in: slugs } } } }] },
    select: { id: true, slug: true, parentId: true, parent: { select: { slug: true } }, oldSlugs: { select: { slug: true } } },
  });
  const named = (slug: string | undefined) => rows.find((row) => row.slug === slug || row.oldSlugs.some((old) => old.slug === slug));
  const category = named(slugs.at(-1));
  if (!category || (slugs.length === 2 && named(slugs[0])?.id !== category.parentId)) return null;
  const path = categoryPath(category);
  return path === `/products/${slugs.join("/")}` ? null : path;
}
