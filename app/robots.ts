import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/server/catalog/urls";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/cart", "/checkout", "/profile", "/orders"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
