import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/server/db";
import { CATALOG_CACHE_LIFE } from "./cache-life";
import { ACTIVE_VARIANTS, CARD_SELECT, productCardsByIds, VARIANT_PRICE_SELECT } from "./products";
import { CATALOG_TAGS, productTag } from "@/lib/server/cache/catalog-tags";
import { isInStock, toProductCard, type ProductCardView } from "./view";
import { priceStoredProduct } from "@/lib/domain/catalog";

export const RELATED_PRODUCTS_LIMIT = 4;

/** One active variant as the product page offers it (docs/variants.md); prices in paise from lib/domain/pricing. */
export type ProductVariantView = {
  id: number;
  isDefault: boolean;
  sku: string;
  gtin: string | null;
  optionValues: string[];
  unitLabel: string;
  price: number;
  discountPrice: number;
  discountPercentage: number;
  hasDiscount: boolean;
  stock: number;
  inStock: boolean;
  /** Its image, one of the gallery's (the portal allows only the product's own); null shows the product's. */
  imageUrl: string | null;
};

export type ProductDetailView = ProductCardView & {
  /** The product's options (Size, Pack, Flavour) in order, each with its values in order; empty without options. */
  options: { name: string; values: string[] }[];
  /** The active variants, in the portal's order; at least one (the default) for a product on sale. */
  variants: ProductVariantView[];
  gallery: { url: string; alt: string }[];
  videoUrl: string | null;
  keyIngredients: string[];
  certifications: string[];
  howToUse: string | null;
  reviews: { id: number; author: string; rating: number; title: string; body: string; createdAt: string }[];
};

/** One product with everything its page shows; null when there is no such product. */
export async function getProduct(id: number): Promise<ProductDetailView | null> {
  "use cache";
  cacheTag(CATALOG_TAGS.products, productTag(id));
  cacheLife(CATALOG_CACHE_LIFE);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const row = await db.product.findFirst({
    where: { id, archivedAt: null },
    select: {
      ...CARD_SELECT,
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { url: true, alt: true } },
      videoUrl: true,
      keyIngredients: true,
      certifications: true,
      howToUse: true,
      options: { orderBy: { position: "asc" }, select: { name: true, values: true } },
      variants: {
        ...ACTIVE_VARIANTS,
        select: {
          ...VARIANT_PRICE_SELECT,
          isDefault: true,
          sku: true,
          gtin: true,
          optionValues: true,
          imageUrls: true,
        },
      },
      reviews: {
        where: { hidden: false },
        orderBy: { createdAt: "desc" },
        select: { id: true, author: true, rating: true, title: true, body: true, createdAt: true },
      },
    },
  });
  if (!row) return null;
  return {
    ...toProductCard(row),
    gallery: row.images.map((image) => ({ url: image.url, alt: image.alt || row.name })),
    videoUrl: row.videoUrl,
    keyIngredients: row.keyIngredients,
    certifications: row.certifications,
    howToUse: row.howToUse,
    options: row.options,
    variants: row.variants.map((variant) => {
      const pricing = priceStoredProduct(variant);
      return {
        id: variant.id,
        isDefault: variant.isDefault,
        sku: variant.sku,
        gtin: variant.gtin,
        optionValues: variant.optionValues,
        unitLabel: variant.unitLabel,
        price: pricing.price,
        discountPrice: pricing.discountPrice,
        discountPercentage: pricing.discountPercentage,
        hasDiscount: pricing.hasDiscount,
        stock: variant.stock,
        inStock: isInStock({ available: row.available, stock: variant.stock }),
        imageUrl: variant.imageUrls[0] ?? null,
      };
    }),
    reviews: row.reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
  };
}

/**
 * 'You Might Also Like': the same category, up to 4. 'Complete Your Ritual': sharing a tag or the
 * category, up to 4, none of the first list, only products on sale and in stock (it suggests adding
 * them to the routine now). Neither includes the product itself; best rated first.
 */
export async function relatedProducts(product: { id: number; tags: string[]; category: { id: number } }) {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife(CATALOG_CACHE_LIFE);
  const byRating = [{ ratingAverage: "desc" as const }, { id: "asc" as const }];
  const sameCategory = await db.product.findMany({
    where: { categoryId: product.category.id, id: { not: product.id }, archivedAt: null },
    orderBy: byRating,
    take: RELATED_PRODUCTS_LIMIT,
    select: { id: true },
  });
  const shown = [product.id, ...sameCategory.map((row) => row.id)];
  const ritual = await db.product.findMany({
    where: {
      id: { notIn: shown },
      archivedAt: null,
      available: true,
      stock: { gt: 0 },
      OR: [{ categoryId: product.category.id }, ...(product.tags.length ? [{ tags: { hasSome: product.tags } }] : [])],
    },
    orderBy: byRating,
    take: RELATED_PRODUCTS_LIMIT,
    select: CARD_SELECT,
  });
  return {
    alsoLike: await productCardsByIds(sameCategory.map((row) => row.id)),
    ritual: ritual.map((row) => toProductCard(row)),
  };
}

/** Ids of the best-rated products, prerendered at build time (the others render on first visit). */
export async function prerenderedProductIds(limit: number): Promise<number[]> {
  const rows = await db.product.findMany({
    where: { archivedAt: null },
    orderBy: [{ ratingCount: "desc" }, { id: "asc" }],
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
