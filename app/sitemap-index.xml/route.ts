import { connection } from "next/server";
import { sitemapIndexXml } from "@/lib/server/catalog/sitemap";

/**
 * /sitemap.xml (rewritten here by next.config.ts): the sitemap index naming the split files of
 * app/sitemap.ts, where crawlers and search consoles look first (Next.js serves only the files when
 * a sitemap is split).
 */
export async function GET() {
  // Read from the database on each request, never frozen at build time.
  await connection();
  return new Response(await sitemapIndexXml(), {
    headers: { "Content-Type": "application/xml", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
