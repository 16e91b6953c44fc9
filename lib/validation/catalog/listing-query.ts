/**
 * Where a listing with a query is rendered and cached: proxy.ts rewrites `/products[/{category}[/{sub}]]?…`
 * to `/catalogue/~{query}[/{category}[/{sub}]]`, `{query}` being the canonical query
 * (canonicalListingQuery) in base64url, so the route has no search parameters and each distinct
 * listing is rendered once, then served from the route cache like a product page. Such an address is
 * never one of its own: the proxy moves any request for `/catalogue/…` to `/products/…`, where
 * `~{query}` names no category.
 */
import { canonicalListingQuery } from "./listing";

/** The first segment of a listing-with-a-query path starts with it (no category slug does); lib/server/cache/route-cache-handler.cjs knows it too. */
export const LISTING_QUERY_MARKER = "~";

/** The internal path of a listing (`slugs`: its category path's segments, decoded) with a non-empty canonical query. */
export function listingQueryPath(canonicalQuery: string, slugs: string[]): string {
  const segment = LISTING_QUERY_MARKER + Buffer.from(canonicalQuery, "utf8").toString("base64url");
  return ["/catalogue", segment, ...slugs.map((slug) => encodeURIComponent(slug))].join("/");
}

/**
 * The canonical query a path segment carries, or null when the segment is not exactly what
 * listingQueryPath makes of a non-empty canonical query (so the cache only ever holds canonical entries).
 */
export function listingQueryOfSegment(segment: string, pathNamesCategory: boolean): string | null {
  if (!segment.startsWith(LISTING_QUERY_MARKER)) return null;
  const encoded = segment.slice(LISTING_QUERY_MARKER.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  const query = Buffer.from(encoded, "base64url").toString("utf8");
  if (Buffer.from(query, "utf8").toString("base64url") !== encoded) return null;
  return query !== "" && canonicalListingQuery(new URLSearchParams(query), pathNamesCategory) === query ? query : null;
}
