import "server-only";
import type { MetadataRoute } from "next";
import { db } from "@/lib/server/db";
import { absoluteImageUrl, absoluteUrl } from "./urls";
import { categoryPath } from "./view";

/** A sitemap holds at most 50 000 addresses; products are split into files of this many. */
export const PRODUCTS_PER_SITEMAP = 45_000;
const READ_BATCH = 5_000;

/** The address of sitemap file number `index` (Next's generateSitemaps serves /sitemap/{id}.xml). */
export function sitemapFileUrl(index: number): string {
  return absoluteUrl(`/sitemap/${index}.xml`);
}

/**
 * Text for an XML element. Next writes sitemap addresses into the XML as they are, so anything
 * a stored path may carry (`&` in an image's address) is escaped here.
 */
export function xmlText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** How many sitemap files there are: one per PRODUCTS_PER_SITEMAP live products, at least one (the home page and categories). */
export async function productSitemapCount(): Promise<number> {
  return Math.max(1, Math.ceil((await db.product.count({ where: { archivedAt: null } })) / PRODUCTS_PER_SITEMAP));
}

/**
 * The files of the sitemap index, each with its last change: the newest `updatedAt` of the
 * products in it (the first file also lists the categories, so theirs counts too).
 */
export async function sitemapIndexEntries(): Promise<{ url: string; lastModified: Date | null }[]> {
  const [files, categories] = await Promise.all([
    db.$queryRaw<{ file: number; lastmod: Date }[]>`
      SELECT ((rn - 1) / ${PRODUCTS_PER_SITEMAP})::int AS file, max("updatedAt") AS lastmod
      FROM (SELECT "updatedAt", row_number() OVER (ORDER BY id) AS rn FROM "Product" WHERE "archivedAt" IS NULL) AS live
      GROUP BY 1 ORDER BY 1`,
    db.category.aggregate({ _max: { updatedAt: true } }),
  ]);
  const lastmods = files.map((file) => file.lastmod);
  const categoriesChanged = categories._max.updatedAt;
  if (lastmods.length === 0) lastmods.push(categoriesChanged ?? new Date(0));
  else if (categoriesChanged && categoriesChanged > lastmods[0]) lastmods[0] = categoriesChanged;
  return lastmods.map((lastModified, index) => ({
    url: sitemapFileUrl(index),
    lastModified: lastModified.getTime() > 0 ? lastModified : null,
  }));
}

/** Products of sitemap number `index` (by id), with their images, read in batches by keyset so memory stays small. */
export async function productSitemapEntries(index: number): Promise<MetadataRoute.Sitemap> {
  const boundary = await db.product.findMany({
    where: { archivedAt: null },
    orderBy: { id: "asc" },
    skip: index * PRODUCTS_PER_SITEMAP,
    take: 1,
    select: { id: true },
  });
  if (boundary.length === 0) return [];
  const entries: MetadataRoute.Sitemap = [];
  let afterId = boundary[0].id - 1;
  while (entries.length < PRODUCTS_PER_SITEMAP) {
    const batch = await db.product.findMany({
      where: { id: { gt: afterId }, archivedAt: null },
      orderBy: { id: "asc" },
      take: Math.min(READ_BATCH, PRODUCTS_PER_SITEMAP - entries.length),
      select: {
        id: true,
        updatedAt: true,
        images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { url: true } },
      },
    });
    if (batch.length === 0) break;
    for (const product of batch) {
      entries.push({
        url: xmlText(absoluteUrl(`/product/${product.id}`)),
        lastModified: product.updatedAt,
        changeFrequency: "weekly",
        priority: 0.7,
        images: product.images.map((image) => xmlText(absoluteImageUrl(image.url))),
      });
    }
    afterId = batch[batch.length - 1].id;
  }
  return entries;
}

/** The home page, the listing and every category, for the first file. */
export async function pageSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const categories = await db.category.findMany({
    select: { slug: true, updatedAt: true, parent: { select: { slug: true } } },
    orderBy: { id: "asc" },
  });
  return [
    { url: absoluteUrl("/"), changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/products"), changeFrequency: "daily", priority: 0.9 },
    ...categories.map((category) => ({
      url: xmlText(absoluteUrl(categoryPath(category))),
      lastModified: category.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
  ];
}

/** The sitemap index (sitemaps.org protocol) naming every file. */
export async function sitemapIndexXml(): Promise<string> {
  const files = await sitemapIndexEntries();
  const body = files
    .map(
      (file) =>
        `<sitemap>\n<loc>${xmlText(file.url)}</loc>\n${file.lastModified ? `<lastmod>${file.lastModified.toISOString()}</lastmod>\n` : ""}</sitemap>\n`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`;
}
