import type { MetadataRoute } from "next";
import { pageSitemapEntries, productSitemapCount, productSitemapEntries } from "@/lib/server/catalog/sitemap";

/**
 * /sitemap/0.xml, /sitemap/1.xml, ...: 45 000 products each (with their images), so every file stays
 * under the 50 000-address limit; /sitemap.xml is their index (app/sitemap-index.xml/route.ts).
 */
export async function generateSitemaps() {
  return Array.from({ length: await productSitemapCount() }, (_, id) => ({ id }));
}

/** The first file also lists the home page, the listing and every category. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const index = Number(await id);
  const [pages, products] = await Promise.all([index === 0 ? pageSitemapEntries() : [], productSitemapEntries(index)]);
  return [...pages, ...products];
}
