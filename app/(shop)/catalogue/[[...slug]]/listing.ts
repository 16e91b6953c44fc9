import { notFound } from "next/navigation";
import { findCategory, type CategoryWithFamily } from "@/lib/server/catalog/categories";
import {
  listingPageParams,
  listingView,
  rawListingParams,
  type ListingParams,
  type ListingView,
} from "@/lib/validation/catalog";
import { LISTING_QUERY_MARKER, listingQueryOfSegment } from "@/lib/validation/listing-query";

export type ListingRequest = { params: Promise<{ slug?: string[] }> };

export type ResolvedListing = {
  query: ListingParams;
  category: CategoryWithFamily | null;
  view: ListingView;
  queryString: string;
};

/**
 * The listing a `/catalogue/[[...slug]]` path names: an optional canonical query segment
 * (lib/validation/listing-query.ts), then the category's path. The proxy has answered an unknown
 * category's path with the 404 page and a renamed one's old path with a redirect
 * (lib/server/routing/existence.ts), and sends only canonical query segments here; notFound() stays for
 * a category deleted since, and for anything else.
 */
export async function resolveListing({ params }: ListingRequest): Promise<ResolvedListing> {
  const { slug = [] } = await params;
  const hasQuery = slug.length > 0 && slug[0].startsWith(LISTING_QUERY_MARKER);
  const slugs = hasQuery ? slug.slice(1) : slug;
  const queryString = hasQuery ? listingQueryOfSegment(slug[0], slugs.length > 0) : "";
  if (queryString === null || slugs.length > 2) notFound();
  const search = new URLSearchParams(queryString);
  const query = listingPageParams.parse(rawListingParams(search));
  const view = listingView(search);
  if (slugs.length === 0)
    return { query, category: query.category ? await findCategory(query.category) : null, view, queryString };
  const segments = [...slugs.slice(0, -1), decodeURIComponent(slugs[slugs.length - 1])];
  const category = await findCategory(segments[segments.length - 1]);
  const parentSlug = slugs.length === 2 ? slugs[0] : undefined;
  if (!category || category.parent?.slug !== parentSlug) notFound();
  return { query: { ...query, category: String(category.id) }, category, view, queryString };
}
