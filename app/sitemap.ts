import type { MetadataRoute } from "next";
import { categorySitemapEntries, productSitemapPage } from "@/lib/server/catalog/sitemap";
import { absoluteUrl } from "@/lib/server/catalog/urls";
import { categoryPath } from "@/lib/server/catalog/view";

/** Home, the listing, every category and every product (read a page at a time, so 50 000 products are fine). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = [
    { url: absoluteUrl("/"), changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/products"), changeFrequency: "daily", priority: 0.9 },
  ];
  for (const category of await categorySitemapEntries()) {
    entries.push({ url: absoluteUrl(categoryPath(category)), lastModified: category.updatedAt, changeFrequency: "weekly", priority: 0.8 });
  }
  for (let page = await productSitemapPage(0); page.length > 0; page = await productSitemapPage(page[page.length - 1].id)) {
    for (const product of page) {
      entries.push({ url: absoluteUrl(`/product/${product.id}`), lastModified: product.updatedAt, changeFrequency: "weekly", priority: 0.7 });
    }
  }
  return entries;
}
