import type { Metadata } from "next";
import { listCategories } from "@/lib/server/catalog/categories";
import { resolveListing } from "../../products/[[...slug]]/listing";
import { Listing, listingMetadata } from "../../products/[[...slug]]/listing-view";

type DefaultListingRequest = { params: Promise<{ slug?: string[] }> };

const NO_QUERY = Promise.resolve({});

export async function generateStaticParams() {
  const categories = await listCategories();
  return [
    { slug: [] },
    ...categories.flatMap((parent) => [{ slug: [parent.slug] }, ...parent.children.map((child) => ({ slug: [parent.slug, child.slug] }))]),
  ];
}

export async function generateMetadata({ params }: DefaultListingRequest): Promise<Metadata> {
  return listingMetadata(await resolveListing({ params, searchParams: NO_QUERY }));
}

/**
 * The first page of `/products` and of every category, with no query: `next.config.ts` rewrites
 * those addresses here, so they are prerendered and served from the cache like product pages
 * (a listing with a query reads it at request time on `/products/[[...slug]]`).
 */
export default async function DefaultListingPage({ params }: DefaultListingRequest) {
  const { query, category, view } = await resolveListing({ params, searchParams: NO_QUERY });
  return <Listing query={query} category={category} view={view} queryString="" />;
}
