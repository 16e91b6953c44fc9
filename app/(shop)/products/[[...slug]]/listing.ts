import { notFound } from "next/navigation";
import { findCategory, type CategoryWithFamily } from "@/lib/server/catalog/categories";
import { listingPageParams, rawListingParams, type ListingParams } from "@/lib/validation/catalog";

export type ListingRequest = { params: Promise<{ slug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export type ResolvedListing = { query: ListingParams; category: CategoryWithFamily | null; view: "grid" | "list"; raw: Record<string, string | string[] | undefined> };

/**
 * The category of the path or of `?category=`, and the parsed query. The proxy has answered an
 * unknown category's path with the 404 page and a renamed one's old path with a redirect
 * (lib/server/seo/existence.ts); notFound() stays for a category deleted since.
 */
export async function resolveListing({ params, searchParams }: ListingRequest): Promise<ResolvedListing> {
  const [{ slug = [] }, raw] = await Promise.all([params, searchParams]);
  const query = listingPageParams.parse(rawListingParams(raw));
  const view = raw.view === "list" ? "list" : "grid";
  if (slug.length === 0) return { query, category: query.category ? await findCategory(query.category) : null, view, raw };
  if (slug.length > 2) notFound();
  const segments = [...slug.slice(0, -1), decodeURIComponent(slug[slug.length - 1])];
  const category = await findCategory(segments[segments.length - 1]);
  const parentSlug = slug.length === 2 ? slug[0] : undefined;
  if (!category || category.parent?.slug !== parentSlug) notFound();
  return { query: { ...query, category: String(category.id) }, category, view, raw };
}
