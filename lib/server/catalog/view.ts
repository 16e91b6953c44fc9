/** Database rows -> what pages and the JSON API show. Prices come from lib/domain/pricing, never computed here. */
import { priceStoredProduct } from "@/lib/domain/catalog";
import { formatINR, formatRating } from "@/lib/domain/format";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";

export type ProductRow = {
  id: number;
  name: string;
  slug: string;
  brand: string | null;
  price: number;
  discountType: "amount" | "percent" | null;
  discount: number;
  stock: number;
  available: boolean;
  unitLabel: string;
  tags: string[];
  benefits: string[];
  description: string;
  ratingAverage: number;
  ratingCount: number;
  category: { id: number; name: string; slug: string; parent: { slug: string } | null };
  images: { url: string; alt: string }[];
  /** The active variants, in order (docs/variants.md); the product's own price is the cheapest of them. */
  variants?: ListedVariantRow[];
};

type ListedVariantRow = {
  id: number;
  price: number;
  discountType: "amount" | "percent" | null;
  discount: number;
  salePrice: number;
  stock: number;
  unitLabel: string;
};

export type ProductCardView = {
  id: number;
  name: string;
  slug: string;
  brand: string | null;
  image: string;
  imageAlt: string;
  images: string[];
  price: number;
  discountPrice: number;
  discountPercentage: number;
  hasDiscount: boolean;
  /** The active variants differ in price: the price shown is the lowest, "from ₹X". */
  priceFrom: boolean;
  /** Sold in more than one active variant: the card links to the page to choose one instead of adding the default. */
  chooseSize: boolean;
  /** Under a price filter, the size the card shows (its price, MRP, quantity text) and links to (`?variant=`). */
  variantId?: number;
  formattedPrice: string;
  formattedOriginalPrice: string;
  discountType: "amount" | "percent" | null;
  discount: number;
  unitLabel: string;
  rating: string;
  ratingAverage: number;
  ratingCount: number;
  tags: string[];
  benefits: string[];
  description: string;
  stock: number;
  available: boolean;
  inStock: boolean;
  category: { id: number; name: string; slug: string; path: string };
};

/** A product can be bought when the merchant lists it as available and has stock. */
export function isInStock(product: { available: boolean; stock: number }): boolean {
  return product.available && product.stock > 0;
}

/**
 * The size a price-filtered listing shows, given the price the listing's query listed the product at (the cheapest
 * active size inside the range: listing-sql.ts): that price's first size in stock, else its first; none for a product
 * of one size, or without a price.
 */
function listedVariant(variants: ListedVariantRow[] | undefined, listedPrice: number | undefined) {
  if (listedPrice == null || !variants || variants.length < 2) return undefined;
  const atPrice = variants.filter((variant) => variant.salePrice === listedPrice);
  return atPrice.find((variant) => variant.stock > 0) ?? atPrice[0];
}

/** A product's card; `listedPrice` (paise) is the price a price-filtered listing found it at (see listedVariant). */
export function toProductCard(row: ProductRow, listedPrice?: number): ProductCardView {
  const variant = listedVariant(row.variants, listedPrice);
  const shown = variant ?? row;
  const pricing = priceStoredProduct(shown);
  const images = row.images.map((image) => image.url);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    image: images[0] ?? PLACEHOLDER_IMAGE,
    imageAlt: row.images[0]?.alt || row.name,
    images,
    price: pricing.price,
    discountPrice: pricing.discountPrice,
    discountPercentage: pricing.discountPercentage,
    hasDiscount: pricing.hasDiscount,
    // "from": a size costs more than the one shown (without a price filter: the sizes differ in price).
    priceFrom: row.variants?.some((other) => other.salePrice > pricing.discountPrice) ?? false,
    chooseSize: (row.variants?.length ?? 0) > 1,
    ...(variant && { variantId: variant.id }),
    formattedPrice: formatINR(pricing.discountPrice),
    formattedOriginalPrice: formatINR(pricing.price),
    discountType: shown.discountType,
    discount: shown.discount,
    unitLabel: shown.unitLabel,
    rating: formatRating(row.ratingAverage),
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    tags: row.tags,
    benefits: row.benefits,
    description: row.description,
    stock: row.stock,
    available: row.available,
    inStock: isInStock(row),
    category: {
      id: row.category.id,
      name: row.category.name,
      slug: row.category.slug,
      path: categoryPath(row.category),
    },
  };
}

/** The listing route of a category: /products/{slug} or /products/{parent}/{slug}. */
export function categoryPath(category: { slug: string; parent?: { slug: string } | null }): string {
  return category.parent ? `/products/${category.parent.slug}/${category.slug}` : `/products/${category.slug}`;
}
