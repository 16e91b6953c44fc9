/**
 * The storefront addresses that name a record (SPEC.md section 2) and whose pages cannot answer an
 * unknown one with 404 themselves: a category or sub-category listing, a health condition, a blog
 * post, a shipment's tracking page. Whether the record exists decides the answer's status (200, or
 * 404 for an unknown one), so these are checked before the page renders. (Product pages answer their own 404: see
 * app/(shop)/product/[productId]/page.tsx.)
 */
export type CatalogAddress =
  | { kind: "category"; slugs: string[] }
  | { kind: "condition"; slug: string }
  | { kind: "blog"; slug: string }
  | { kind: "shipment"; trackingNumber: string }
  | { kind: "unknown" };

/** What a tracking number (AWB) can look like: anything else names no shipment. */
export const TRACKING_NUMBER = /^[\w-]{1,64}$/;

function segmentsOf(rest: string): string[] | null {
  const segments = rest.split("/").filter(Boolean);
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * The record a path names, `{ kind: "unknown" }` for a path under a record's prefix that can name
 * none (a malformed escape, too many segments), or null for any other address of the shop.
 */
export function catalogAddress(pathname: string): CatalogAddress | null {
  const match = /^\/(products|conditions|blog|track)\/(.+)$/.exec(pathname.replace(/\/+$/, ""));
  if (!match) return null;
  const [, prefix, rest] = match;
  const segments = segmentsOf(rest);
  if (!segments || segments.length === 0) return { kind: "unknown" };
  if (prefix === "products")
    return segments.length <= 2
      ? { kind: "category", slugs: segments.map((slug) => slug.toLowerCase()) }
      : { kind: "unknown" };
  if (segments.length > 1) return { kind: "unknown" };
  const [segment] = segments;
  if (prefix === "track")
    return TRACKING_NUMBER.test(segment) ? { kind: "shipment", trackingNumber: segment } : { kind: "unknown" };
  return prefix === "conditions" ? { kind: "condition", slug: segment } : { kind: "blog", slug: segment };
}
