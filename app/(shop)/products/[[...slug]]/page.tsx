import type { Metadata } from "next";
import { searchParamsOf } from "@/components/catalog/listing-url";
import { resolveListing, type ListingRequest } from "./listing";
import { Listing, listingMetadata } from "./listing-view";

/**
 * A listing with a query (search, filters, sort, page, view). Without one, `next.config.ts`
 * rewrites the address to the prerendered first page of `/catalogue/[[...slug]]`.
 */
export async function generateMetadata(request: ListingRequest): Promise<Metadata> {
  return listingMetadata(await resolveListing(request));
}

export default async function ProductsPage(request: ListingRequest) {
  const { query, category, view, raw } = await resolveListing(request);
  return <Listing query={query} category={category} view={view} queryString={searchParamsOf(raw).toString()} />;
}
