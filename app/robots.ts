import type { MetadataRoute } from "next";
import { productSitemapCount } from "@/lib/server/catalog/sitemap";
import { absoluteUrl } from "@/lib/server/catalog/urls";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const sitemaps = await productSitemapCount();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/cart", "/checkout", "/profile", "/orders"] },
    sitemap: Array.from({ length: sitemaps }, (_, id) => absoluteUrl(`/sitemap/${id}.xml`)),
  };
}
