/** Catalogue rules that do not depend on the framework: slugs and the columns derived from a product. */
import { rupeesToPaise } from "./money";
import { priceProduct, type DiscountType, type ProductPrice } from "./pricing";

/** SPEC.md section 2: the lowercased category name with whitespace replaced by hyphens. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** SPEC.md section 2: the home page's Shop by Category block shows this many categories. */
export const HOME_CATEGORY_COUNT = 4;

export type HomeCandidate = { id: number; image: string | null; shownProducts: number };

/**
 * The home page's category tiles: the first top-level categories, in the merchant's order, that
 * have an image and products the shop shows (their own or their sub-categories'). A new, empty or
 * image-less category waits off the home page instead of showing a placeholder tile (issue 26).
 */
export function homeCategories<T extends HomeCandidate>(topLevelInOrder: T[]): T[] {
  return topLevelInOrder
    .filter((category) => category.image !== null && category.shownProducts > 0)
    .slice(0, HOME_CATEGORY_COUNT);
}

/** A product's rating from the ratings of its visible reviews: their average to one decimal (0 with none) and their count. */
export function ratingSummary(ratings: number[]): { ratingAverage: number; ratingCount: number } {
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return {
    ratingCount: ratings.length,
    ratingAverage: ratings.length ? Math.round((sum / ratings.length) * 10) / 10 : 0,
  };
}

/** A product's slug: the name's letters and digits in lower case, joined by hyphens (pages are addressed by id). */
export function productSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, 120) || "product";
}

export type ProductSearchFields = {
  name: string;
  tags: string[];
  description: string;
  benefits: string[];
  searchSynonyms?: string[];
  brand?: string | null;
};

/**
 * The text search runs over (SPEC.md section 5: name, tags, description and benefits), plus the
 * product's search synonyms (Hindi/Devanagari names of its herbs: issue 16) and its brand (issue 26).
 */
export function productSearchText({
  name,
  tags,
  description,
  benefits,
  searchSynonyms = [],
  brand,
}: ProductSearchFields): string {
  return [name, ...tags, description, ...benefits, ...searchSynonyms, ...(brand ? [brand] : [])]
    .join(" \u2022 ")
    .replaceAll(VARIANT_SEARCH_MARK.trim(), " ")
    .toLowerCase();
}

/**
 * Separates the part of Product.searchText derived here from the SKUs and option values of the product's active
 * variants ("120 capsules"), which PostgreSQL appends after it on every write of the product or a variant (migration
 * 20261127021000_product_variant_search, docs/variants.md). Never part of the derived text.
 */
export const VARIANT_SEARCH_MARK = " \u001f ";

/** Product.searchText without its variants' part: what productSearchText derived. */
export function searchTextWithoutVariants(searchText: string): string {
  return searchText.split(VARIANT_SEARCH_MARK)[0];
}

/** Separates the names from their spelling keys in Product.searchNames; the first key after it is the name's. */
export const SPELLING_KEYS_MARK = "\u00a6";

/**
 * The spelling key of a text (issue 26): the way Indian names are written in Latin letters varies
 * (triphala or trifala, brahmi or bramhi, ashwagandha or ashvagandha, shilajit or shilajeet, KSM-66
 * or KSM66), so a term is also matched by its key against the keys of the product's names. Lower
 * case; ph as f; an h after a letter or digit dropped (aspirates, and brahmi/bramhi); w as v; ee as i,
 * oo as u; only a to z and digits kept (spaces and hyphens go); a repeated letter kept once.
 * Migration 20261126100000_product_search_spelling_keys does the same in SQL: keep them alike.
 */
export function spellingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ph/g, "f")
    .replace(/([a-z0-9])h/g, "$1")
    .replace(/w/g, "v")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/[^a-z0-9]/g, "")
    .replace(/([a-z])\1+/g, "$1");
}

/**
 * The short text a misspelt term is compared with (issue 16): name, tags, search synonyms and brand,
 * lower-cased, then SPELLING_KEYS_MARK and the spelling key of each (the name's first).
 */
export function productSearchNames({
  name,
  tags,
  searchSynonyms = [],
  brand,
}: Pick<ProductSearchFields, "name" | "tags" | "searchSynonyms" | "brand">): string {
  const names = [name, ...tags, ...searchSynonyms, ...(brand ? [brand] : [])];
  const keys = names.map(spellingKey).filter(Boolean);
  return `${names.join(" \u2022 ").toLowerCase()} ${SPELLING_KEYS_MARK} ${keys.join(" ")}`;
}

export type ProductPricingFields = { price: number; discountType: DiscountType | null; discount: number };

/** A stored product's prices. A product without a discount type has no discount, whatever its discount column holds. */
export function priceStoredProduct({ price, discountType, discount }: ProductPricingFields): ProductPrice {
  return priceProduct({ price, discountType: discountType ?? "amount", discount: discountType ? discount : 0 });
}

/**
 * The stored discount for a discount as staff state it (the portal's JSON and form): rupees for an
 * amount discount (stored in paise), a whole percent for a percent one; no type means no discount.
 */
export function storedDiscount(discountType: DiscountType | null, discount: number): number {
  if (!discountType) return 0;
  return discountType === "amount" ? rupeesToPaise(discount) : discount;
}

/** Columns stored beside a product so PostgreSQL can filter, sort and search it: always computed here. */
export function productDerivedFields(product: ProductSearchFields & ProductPricingFields) {
  return {
    salePrice: priceStoredProduct(product).discountPrice,
    searchText: productSearchText(product),
    searchNames: productSearchNames(product),
  };
}

/** The listing's sort orders (SPEC.md section 9: relevance first, name A to Z without a search term), with their labels. */
export const SORTS = ["relevance", "price_asc", "price_desc", "name_asc", "name_desc"] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  relevance: "Relevance",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  name_asc: "Name: A to Z",
  name_desc: "Name: Z to A",
};
