import "server-only";
import { db } from "@/lib/server/db";

export const SITEMAP_PAGE_SIZE = 5000;

/** Product ids and change dates, a page at a time by id (keyset), so 50 000 products never load at once. */
export async function productSitemapPage(afterId: number) {
  return db.product.findMany({
    where: { id: { gt: afterId } },
    orderBy: { id: "asc" },
    take: SITEMAP_PAGE_SIZE,
    select: { id: true, updatedAt: true },
  });
}

export async function categorySitemapEntries() {
  return db.category.findMany({ select: { slug: true, updatedAt: true, parent: { select: { slug: true } } }, orderBy: { id: "asc" } });
}
