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
  return topLevelInOrder.filter((category) => category.image !== null && category.shownProducts > 0).slice(0, HOME_CATEGORY_COUNT);
}

/** A product's rating from the ratings of its visible reviews: their average to one decimal (0 with none) and their count. */
export function ratingSummary(ratings: number[]): { ratingAverage: number; ratingCount: number } {
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { ratingCount: ratings.length, ratingAverage: ratings.length ? Math.round((sum / ratings.length) * 10) / 10 : 0 };
}

/** A product's slug: the name's letters and digits in lower case, joined by hyphens (pages are addressed by id). */
export function productSlug(name: string): string {
  const slug = name.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
  return slug.slice(0, 120) || "product";
}

export type ProductSearchFields = { name: string; tags: string[]; description: string; benefits: string[]; searchSynonyms?: string[] };

/**
 * The text search runs over (SPEC.md section 5: name, tags, description and benefits), plus the
 * product's search synonyms (Hindi/Devanagari names of its herbs: issue 16).
 */
export function productSearchText({ name, tags, description, benefits, searchSynonyms = [] }: ProductSearchFields): string {
  return [name, ...tags, description, ...benefits, ...searchSynonyms].join(" \u2022 ").toLowerCase();
}

/** The short text a misspelt term is compared with (issue 16): name, tags and search synonyms, lower-cased. */
export function productSearchNames({ name, tags, searchSynonyms = [] }: Pick<ProductSearchFields, "name" | "tags" | "searchSynonyms">): string {
  return [name, ...tags, ...searchSynonyms].join(" \u2022 ").toLowerCase();
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
  return { salePrice: priceStoredProduct(product).discountPrice, searchText: productSearchText(product), searchNames: productSearchNames(product) };
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
