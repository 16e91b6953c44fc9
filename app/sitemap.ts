import type { MetadataRoute } from "next";
import { categorySitemapEntries, productSitemapCount, productSitemapEntries } from "@/lib/server/catalog/sitemap";
import { absoluteUrl } from "@/lib/server/catalog/urls";
import { categoryPath } from "@/lib/server/catalog/view";

/** /sitemap/0.xml, /sitemap/1.xml, ...: 45 000 products each, so every file stays under the 50 000-address limit. */
export async function generateSitemaps() {
  return Array.from({ length: await productSitemapCount() }, (_, id) => ({ id }));
}

/** The first file also lists the home page, the listing and every category. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const index = Number(await id);
  const entries: MetadataRoute.Sitemap = [];
  if (index === 0) {
    entries.push({ url: absoluteUrl("/"), changeFrequency: "daily", priority: 1 }, { url: absoluteUrl("/products"), changeFrequency: "daily", priority: 0.9 });
    for (const category of await categorySitemapEntries()) {
      entries.push({ url: absoluteUrl(categoryPath(category)), lastModified: category.updatedAt, changeFrequency: "weekly", priority: 0.8 });
    }
  }
  for (const product of await productSitemapEntries(index)) {
    entries.push({ url: absoluteUrl(`/product/${product.id}`), lastModified: product.updatedAt, changeFrequency: "weekly", priority: 0.7 });
  }
  return entries;
}
