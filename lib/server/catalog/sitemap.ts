import "server-only";
import { db } from "@/lib/server/db";

/** A sitemap holds at most 50 000 addresses; products are split into files of this many. */
export const PRODUCTS_PER_SITEMAP = 45_000;
const READ_BATCH = 5_000;

export async function productSitemapCount(): Promise<number> {
  return Math.max(1, Math.ceil((await db.product.count({ where: { archivedAt: null } })) / PRODUCTS_PER_SITEMAP));
}

/** Products of sitemap number `index` (by id), read in batches by keyset so memory stays small. */
export async function productSitemapEntries(index: number) {
  const boundary = await db.product.findMany({ where: { archivedAt: null }, orderBy: { id: "asc" }, skip: index * PRODUCTS_PER_SITEMAP, take: 1, select: { id: true } });
  if (boundary.length === 0) return [];
  const entries: { id: number; updatedAt: Date }[] = [];
  let afterId = boundary[0].id - 1;
  while (entries.length < PRODUCTS_PER_SITEMAP) {
    const batch = await db.product.findMany({
      where: { id: { gt: afterId }, archivedAt: null },
      orderBy: { id: "asc" },
      take: Math.min(READ_BATCH, PRODUCTS_PER_SITEMAP - entries.length),
      select: { id: true, updatedAt: true },
    });
    if (batch.length === 0) break;
    entries.push(...batch);
    afterId = batch[batch.length - 1].id;
  }
  return entries;
}

export async function categorySitemapEntries() {
  return db.category.findMany({ select: { slug: true, updatedAt: true, parent: { select: { slug: true } } }, orderBy: { id: "asc" } });
}
