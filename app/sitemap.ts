import type { MetadataRoute } from "next";
import { pageSitemapEntries, productSitemapCount, productSitemapEntries } from "@/lib/server/catalog/sitemap";
import { boundedInt } from "@/lib/validation/primitives";

/** The file's number in its address; one that no file can have is an empty file. */
const sitemapIndex = boundedInt("Not a sitemap", { min: 0, max: 10_000, fromText: true });

/**
 * /sitemap/0.xml, /sitemap/1.xml, ...: 45 000 products each (with their images), so every file stays
 * under the 50 000-address limit; /sitemap.xml is their index (app/sitemap-index.xml/route.ts).
 */
export async function generateSitemaps() {
  return Array.from({ length: await productSitemapCount() }, (_, id) => ({ id }));
}

/** The first file also lists the home page, the listing and every category. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const read = sitemapIndex.safeParse(await id);
  if (!read.success) return [];
  const index = read.data;
  const [pages, products] = await Promise.all([index === 0 ? pageSitemapEntries() : [], productSitemapEntries(index)]);
  return [...pages, ...products];
}
