import "server-only";
import { db } from "@/lib/server/db";

/**
 * Whether a catalogue page address names a product or category that exists. Under Cache Components
 * a page streams (status 200) before its notFound() runs, so only a check made before rendering,
 * in proxy.ts, can answer a real 404 status; the page itself still shows the not-found UI.
 */
export async function catalogPageExists(pathname: string): Promise<boolean> {
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    if (!/^\d{1,9}$/.test(product[1])) return false;
    return (await db.product.count({ where: { id: Number(product[1]), archivedAt: null } })) > 0;
  }
  const listing = /^\/products\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (listing) {
    const [, first, second] = listing.map((part) => part && decodeURIComponent(part).toLowerCase());
    const category = await db.category.findUnique({ where: { slug: second ?? first }, select: { parent: { select: { slug: true } } } });
    return Boolean(category) && category?.parent?.slug === (second ? first : undefined);
  }
  return true;
}
