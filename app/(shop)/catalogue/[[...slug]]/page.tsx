import type { Metadata } from "next";
import { listCategories } from "@/lib/server/catalog/categories";
import { resolveListing, type ListingRequest } from "./listing";
import { Listing, listingMetadata } from "./listing-view";

/**
 * A listing the build did not prerender (a query's) renders whole on its first request and is then
 * cached: no loading boundary, whose hidden-then-revealed content would hold back the largest paint
 * (docs/benchmarks.md, "Speed on a phone"). "blocking" renders it once for the cache and the answer;
 * without it Next.js also resumed the build's generic shell for the answer, two more renders and the
 * page's data sent twice (docs/benchmarks.md, "Session 20").
 */
export const unstable_paramMatching = { slug: "blocking" };
export const instant = false;

export async function generateStaticParams() {
  const categories = await listCategories();
  return [
    { slug: [] },
    ...categories.flatMap((parent) => [
      { slug: [parent.slug] },
      ...parent.children.map((child) => ({ slug: [parent.slug, child.slug] })),
    ]),
  ];
}

export async function generateMetadata(request: ListingRequest): Promise<Metadata> {
  return listingMetadata(await resolveListing(request));
}

/**
 * Every listing page. `next.config.ts` rewrites `/products[/{category}[/{sub}]]` without a query
 * here (the first pages, prerendered by the build); proxy.ts rewrites the same addresses with a
 * search, filter, sort, page or view to `/catalogue/~{canonical query}[/…]`
 * (lib/validation/catalog/listing-query.ts), rendered on its first request and then served from the route
 * cache, like a product page, until the catalogue changes.
 */
export default async function ListingPage(request: ListingRequest) {
  const { query, category, view, queryString } = await resolveListing(request);
  return <Listing query={query} category={category} view={view} queryString={queryString} />;
}
