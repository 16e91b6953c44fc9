/** The product listing's URL parameters (pages and GET /api/products/ share them), parsed with zod. */
import { z } from "zod";
// Relative: next.config.ts imports this file, and its loader knows no "@/" paths.
import { SORTS, type Sort } from "../../domain/catalog";
import { boundedInt, idFromText, isUnstorableText, paging } from "../primitives";

export type { Sort };

export const AVAILABILITIES = ["all", "in-stock", "out-of-stock"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

const rupees = boundedInt("A price filter is a whole number of rupees", { min: 0, max: 10_000_000, fromText: true });

/** Text a query may hold: what PostgreSQL could not store is refused (a page falls back to the default). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !isUnstorableText(value), "Text must not contain NUL characters or invalid Unicode.");

/** The longest search read; a page reads a longer one as its first MAX_SEARCH_LENGTH characters (which then match what they match, usually nothing). */
export const MAX_SEARCH_LENGTH = 200;

/** A search as a page reads it: trimmed, at most MAX_SEARCH_LENGTH characters (never split inside one), empty as none. */
function pageSearch(text: string): string | undefined {
  const chars = [...text.trim()];
  return chars.slice(0, MAX_SEARCH_LENGTH).join("").trim() || undefined;
}

/** Min above max is the shopper's range backwards: read as the same range the right way round. */
function orderedPrices<T extends { min_price?: number; max_price?: number }>(query: T): T {
  const { min_price: min, max_price: max } = query;
  return min != null && max != null && min > max ? { ...query, min_price: max, max_price: min } : query;
}

/** Lenient for pages (a bad value falls back to its default), strict for the API (bad input is a 400). */
function listingSchema(strict: boolean) {
  const lenient = <T extends z.ZodType>(schema: T, fallback: z.infer<T>) => (strict ? schema : schema.catch(fallback));
  return z
    .object({
      category: lenient(text(120).min(1).optional(), undefined),
      search: strict
        ? text(MAX_SEARCH_LENGTH)
            .optional()
            .transform((text) => (text ? text : undefined))
        : z
            .string()
            .optional()
            .refine((text) => text == null || !isUnstorableText(text))
            .transform((text) => (text == null ? undefined : pageSearch(text)))
            .catch(undefined),
      min_price: lenient(rupees.optional(), undefined),
      max_price: lenient(rupees.optional(), undefined),
      availability: lenient(z.enum(AVAILABILITIES).default("all"), "all"),
      sort: lenient(z.enum(SORTS).default("relevance"), "relevance"),
      brand: lenient(z.array(text(120).min(1)).max(50).default([]), []),
      page: lenient(paging(PAGE_SIZE, MAX_PAGE_SIZE).page, 1),
      page_size: lenient(paging(PAGE_SIZE, MAX_PAGE_SIZE).page_size, PAGE_SIZE),
    })
    .transform(orderedPrices);
}

export const listingPageParams = listingSchema(false);
export const listingApiParams = listingSchema(true);
export type ListingParams = z.infer<typeof listingPageParams>;

type RawParams = Record<string, string | string[] | undefined>;

/** Every query parameter a listing page reads (`view` switches grid and list); an address with none of them shows the default first page. */
export const LISTING_QUERY_KEYS = [
  "category",
  "search",
  "min_price",
  "max_price",
  "availability",
  "sort",
  "brand",
  "page",
  "page_size",
  "view",
] as const;

/** URLSearchParams or Next's searchParams object -> the plain shape the schemas read (brand repeats). */
export function rawListingParams(source: URLSearchParams | RawParams): Record<string, unknown> {
  const get = (key: string) =>
    source instanceof URLSearchParams ? source.getAll(key) : ([] as string[]).concat(source[key] ?? []);
  const first = (key: string) => get(key)[0] || undefined;
  return {
    category: first("category"),
    search: first("search"),
    min_price: first("min_price"),
    max_price: first("max_price"),
    availability: first("availability"),
    sort: first("sort"),
    brand: get("brand").filter(Boolean),
    page: first("page"),
    page_size: first("page_size"),
  };
}

export type ListingView = "grid" | "list";

/** The view a listing address asks for: the list only with `view=list`. */
export function listingView(source: URLSearchParams): ListingView {
  return source.get("view") === "list" ? "list" : "grid";
}

/**
 * The one form of a listing's query, so that every address showing the same listing has the same
 * cache entry: read as the pages read it (a bad value is its default), defaults left out, keys in
 * the order of LISTING_QUERY_KEYS, brands once each and sorted, other keys dropped, encoded by
 * URLSearchParams. `category` is left out when the path names the category (the path wins).
 * The empty string is the default first page.
 */
export function canonicalListingQuery(source: URLSearchParams, pathNamesCategory: boolean): string {
  const query = listingPageParams.parse(rawListingParams(source));
  const canonical = new URLSearchParams();
  const add = (
    key: (typeof LISTING_QUERY_KEYS)[number],
    value: string | number | undefined,
    fallback?: string | number,
  ) => {
    if (value !== undefined && value !== fallback) canonical.append(key, String(value));
  };
  if (!pathNamesCategory) add("category", query.category);
  add("search", query.search);
  add("min_price", query.min_price);
  add("max_price", query.max_price);
  add("availability", query.availability, "all");
  add("sort", query.sort, "relevance");
  for (const brand of [...new Set(query.brand)].sort()) add("brand", brand);
  add("page", query.page, 1);
  add("page_size", query.page_size, PAGE_SIZE);
  add("view", listingView(source), "grid");
  return canonical.toString();
}

/** How `?category=` names a category: digits are its id (null when no id can be that), else its slug. */
export function categoryKey(idOrSlug: string): { id: number } | { slug: string } | null {
  if (!/^\d+$/.test(idOrSlug)) return { slug: idOrSlug.toLowerCase() };
  const id = idFromText(idOrSlug);
  return id === null ? null : { id };
}
