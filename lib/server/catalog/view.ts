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
  /** The active variants' sale prices (docs/variants.md); the product's own price is the cheapest of them. */
  variants?: { salePrice: number }[];
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

export function toProductCard(row: ProductRow): ProductCardView {
  const pricing = priceStoredProduct(row);
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
    priceFrom: new Set(row.variants?.map((variant) => variant.salePrice)).size > 1,
    chooseSize: (row.variants?.length ?? 0) > 1,
    formattedPrice: formatINR(pricing.discountPrice),
    formattedOriginalPrice: formatINR(pricing.price),
    discountType: row.discountType,
    discount: row.discount,
    unitLabel: row.unitLabel,
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
