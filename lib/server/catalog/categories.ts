import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Prisma } from "@prisma/client";
import { homeCategories } from "@/lib/domain/catalog";
import { db } from "@/lib/server/db";
import { categoryKey } from "@/lib/validation/catalog";
import { CATALOG_TAGS } from "@/lib/server/cache/catalog-tags";

export type CategorySummary = {
  id: number;
  name: string;
  slug: string;
  title: string;
  description: string;
  image: string | null;
};

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
    select: {
      ...SUMMARY,
      children: { orderBy: BY_POSITION, select: { id: true, name: true, slug: true, title: true } },
    },
  });
}

/** Counts a top-level category's products the shop shows (not archived), its own and its sub-categories'. */
const SHOWN_PRODUCTS = {
  _count: { select: { products: { where: { archivedAt: null } } } },
  children: { select: { _count: { select: { products: { where: { archivedAt: null } } } } } },
} satisfies Prisma.CategorySelect;

/** Top-level categories in the merchant's order with what the home page's choice (`homeCategories`) needs. */
export async function topLevelHomeCandidates(): Promise<(CategorySummary & { shownProducts: number })[]> {
  const rows = await db.category.findMany({
    where: { parentId: null },
    orderBy: BY_POSITION,
    select: { ...SUMMARY, ...SHOWN_PRODUCTS },
  });
  return rows.map(({ _count, children, ...category }) => ({
    ...category,
    shownProducts: children.reduce((sum, child) => sum + child._count.products, _count.products),
  }));
}

/** The home page's Shop by Category tiles (`homeCategories`); products archived or added move them, so both tags expire it. */
export async function listHomeCategories(): Promise<CategorySummary[]> {
  "use cache";
  cacheTag(CATALOG_TAGS.categories, CATALOG_TAGS.products);
  cacheLife("max");
  return homeCategories(await topLevelHomeCandidates()).map(({ shownProducts: _shown, ...category }) => category);
}

/** A category by numeric id or by slug (`?category=` accepts both), with its parent and children; null when unknown. */
export async function findCategory(idOrSlug: string): Promise<CategoryWithFamily | null> {
  "use cache";
  cacheTag(CATALOG_TAGS.categories);
  cacheLife("max");
  const where = categoryKey(idOrSlug);
  if (!where) return null;
  return db.category.findUnique({
    where,
    select: {
      ...SUMMARY,
      parent: { select: { id: true, name: true, slug: true } },
      children: { orderBy: BY_POSITION, select: { id: true, name: true, slug: true, title: true } },
    },
  });
}
