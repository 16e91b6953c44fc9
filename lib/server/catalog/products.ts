import "server-only";
import type { Prisma } from "@prisma/client";
import { cacheLife, cacheTag } from "next/cache";
import { maxPriceForRange, PRICE_RANGE_DEFAULT } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";
import type { Availability, ListingParams, Sort } from "@/lib/validation/catalog/listing";
import { CATALOG_CACHE_LIFE } from "./cache-life";
import { findCategory } from "./categories";
import { countedPageSql, countSql, countsWithPage, pageSql, type ListingFilter } from "./listing-sql";
import { CATALOG_TAGS } from "@/lib/server/cache/catalog-tags";
import { toProductCard, type ProductCardView } from "./view";
import { inIdOrder } from "@/lib/domain/id-order";

export type ProductQuery = {
  /** Category id or slug; a parent category lists all its sub-categories. */
  category?: string;
  search?: string;
  /** Bounds on the sale price, in rupees. */
  minPrice?: number;
  maxPrice?: number;
  availability?: Availability;
  brands?: string[];
  sort?: Sort;
  page?: number;
  pageSize?: number;
};

export type ProductPage = {
  results: ProductCardView[];
  count: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/** A product's active variants in the portal's order (the listing cards' and the product page's). */
export const ACTIVE_VARIANTS = {
  where: { active: true },
  orderBy: [{ position: "asc" }, { id: "asc" }],
} satisfies Prisma.Product$variantsArgs;

/** What a variant's price, stock and quantity are shown from (lib/domain/pricing's priceStoredProduct). */
export const VARIANT_PRICE_SELECT = {
  id: true,
  price: true,
  discountType: true,
  discount: true,
  salePrice: true,
  stock: true,
  unitLabel: true,
} satisfies Prisma.ProductVariantSelect;

export const CARD_SELECT = {
  id: true,
  name: true,
  slug: true,
  brand: true,
  price: true,
  discountType: true,
  discount: true,
  stock: true,
  available: true,
  unitLabel: true,
  tags: true,
  benefits: true,
  description: true,
  ratingAverage: true,
  ratingCount: true,
  category: { select: { id: true, name: true, slug: true, parent: { select: { slug: true } } } },
  images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true, alt: true } },
  // The active variants: a card says "from" when their prices differ (the product's price is the cheapest), and under
  // a price filter shows the size the filter matched (listedVariant in view.ts).
  variants: { ...ACTIVE_VARIANTS, select: VARIANT_PRICE_SELECT },
} satisfies Prisma.ProductSelect;

/** The query's category (id or slug) as the ids it covers; null when the category does not exist. */
async function resolveFilter({ category, ...filter }: ProductQuery): Promise<ListingFilter | null> {
  if (!category) return filter;
  const found = await findCategory(category);
  if (!found) return null;
  return { ...filter, categoryIds: [found.id, ...found.children.map((child) => child.id)] };
}

/** What a listing's parameters (the catalogue page's and GET /api/products/'s, named alike) ask of listProducts. */
export function productQueryOf(query: ListingParams): ProductQuery {
  return {
    category: query.category,
    search: query.search,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    availability: query.availability,
    brands: query.brand,
    sort: query.sort,
    page: query.page,
    pageSize: query.page_size,
  };
}

/** One page of the product listing, filtered, sorted and counted in PostgreSQL. */
export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  "use cache";
  cacheTag(CATALOG_TAGS.products, CATALOG_TAGS.categories);
  cacheLife(CATALOG_CACHE_LIFE);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 24;
  const filter = await resolveFilter(query);
  if (!filter) return { results: [], count: 0, page, pageSize, pageCount: 0 };
  const sort = query.sort ?? "relevance";
  const count = () => db.$queryRaw<{ count: bigint }[]>(countSql(filter)).then(([row]) => Number(row.count));
  const [rows, total] = countsWithPage(filter, sort)
    ? await readCountedPage(filter, sort, page, pageSize, count)
    : await Promise.all([db.$queryRaw<ListedRow[]>(pageSql(filter, sort, page, pageSize)), count()]);
  const priceFiltered = filter.minPrice != null || filter.maxPrice != null;
  const results = await productCardsByIds(
    rows.map((row) => row.id),
    // Under a price filter each card shows the size the query listed it at (docs/variants.md#listings).
    priceFiltered ? new Map(rows.map((row) => [row.id, row.listedPrice])) : undefined,
  );
  return { results, count: total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

type ListedRow = { id: number; listedPrice: number };

/** A search's page and its count in one read (countsWithPage); a page past the end is counted on its own. */
async function readCountedPage(
  filter: ListingFilter,
  sort: Sort,
  page: number,
  pageSize: number,
  count: () => Promise<number>,
): Promise<[ListedRow[], number]> {
  const rows = await db.$queryRaw<(ListedRow & { total: bigint })[]>(countedPageSql(filter, sort, page, pageSize));
  if (rows.length > 0) return [rows, Number(rows[0].total)];
  return [rows, page > 1 ? await count() : 0];
}

/** Cards for the given ids, in the same order; with `listedPrices` (paise by id), each shows its size of that price. */
export async function productCardsByIds(
  ids: number[],
  listedPrices?: ReadonlyMap<number, number>,
): Promise<ProductCardView[]> {
  if (ids.length === 0) return [];
  const rows = await db.product.findMany({ where: { id: { in: ids } }, select: CARD_SELECT });
  return inIdOrder(ids, rows).map((row) => toProductCard(row, listedPrices?.get(row.id)));
}

/** Bounds of the price filter in rupees: 0 .. the highest price rounded up to the next 100 (default 0..10000). */
export async function priceRangeBounds(): Promise<{ min: number; max: number }> {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife(CATALOG_CACHE_LIFE);
  // SPEC.md section 9: the highest price (not sale price) rounded up to the next 100 (issue 16, defect 4), of any
  // active size: the filter matches every size (docs/variants.md#listings).
  const { _max } = await db.productVariant.aggregate({
    where: { active: true, product: { archivedAt: null } },
    _max: { price: true },
  });
  const highest = _max.price ?? 0;
  return { min: PRICE_RANGE_DEFAULT.min, max: maxPriceForRange(Math.ceil(highest / 100)) };
}

/** Brands that have products, alphabetically (the Brands filter is shown only when there are any). */
export async function listBrands(): Promise<string[]> {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife(CATALOG_CACHE_LIFE);
  const rows = await db.$queryRaw<
    { brand: string }[]
  >`SELECT DISTINCT "brand" FROM "Product" WHERE "brand" IS NOT NULL AND "archivedAt" IS NULL ORDER BY "brand"`;
  return rows.map((row) => row.brand);
}
