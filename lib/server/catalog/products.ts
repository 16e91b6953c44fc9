import "server-only";
import { Prisma } from "@prisma/client";
import { cacheLife, cacheTag } from "next/cache";
import { maxPriceForRange, PRICE_RANGE_DEFAULT } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";
import type { Availability, Sort } from "@/lib/validation/catalog";
import { findCategory } from "./categories";
import { CATALOG_TAGS } from "./tags";
import { toProductCard, type ProductCardView } from "./view";

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

export type ProductPage = { results: ProductCardView[]; count: number; page: number; pageSize: number; pageCount: number };

export const CARD_SELECT = {
  id: true, name: true, slug: true, brand: true, price: true, discountType: true, discount: true, stock: true,
  available: true, unitLabel: true, tags: true, benefits: true, description: true, ratingAverage: true, ratingCount: true,
  category: { select: { id: true, name: true, slug: true, parent: { select: { slug: true } } } },
  images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true, alt: true } },
} satisfies Prisma.ProductSelect;

const IN_STOCK = Prisma.sql`(p."available" AND p."stock" > 0)`;

/** LIKE pattern for a case-insensitive substring of the lower-cased search text (served by the trigram index). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function whereClause(query: ProductQuery): Promise<Prisma.Sql | null> {
  const conditions: Prisma.Sql[] = [];
  if (query.category) {
    const category = await findCategory(query.category);
    if (!category) return null;
    const ids = [category.id, ...category.children.map((child) => child.id)];
    conditions.push(Prisma.sql`p."categoryId" IN (${Prisma.join(ids)})`);
  }
  if (query.search) conditions.push(Prisma.sql`p."searchText" LIKE ${containsPattern(query.search)}`);
  if (query.minPrice != null) conditions.push(Prisma.sql`p."salePrice" >= ${query.minPrice * 100}`);
  if (query.maxPrice != null) conditions.push(Prisma.sql`p."salePrice" <= ${query.maxPrice * 100}`);
  if (query.availability === "in-stock") conditions.push(IN_STOCK);
  if (query.availability === "out-of-stock") conditions.push(Prisma.sql`NOT ${IN_STOCK}`);
  if (query.brands?.length) conditions.push(Prisma.sql`p."brand" IN (${Prisma.join(query.brands)})`);
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/** Relevance: for a search, name matches first, then the best rated; otherwise by name (SPEC.md section 9). */
function orderClause(sort: Sort, search: string | undefined): Prisma.Sql {
  switch (sort) {
    case "price_asc":
      return Prisma.sql`ORDER BY p."salePrice" ASC, p."id" ASC`;
    case "price_desc":
      return Prisma.sql`ORDER BY p."salePrice" DESC, p."id" ASC`;
    case "name_desc":
      return Prisma.sql`ORDER BY p."name" DESC, p."id" ASC`;
    case "relevance":
      if (search) {
        return Prisma.sql`ORDER BY (lower(p."name") LIKE ${containsPattern(search)}) DESC, p."ratingAverage" DESC, p."name" ASC, p."id" ASC`;
      }
      return Prisma.sql`ORDER BY p."name" ASC, p."id" ASC`;
    case "name_asc":
      return Prisma.sql`ORDER BY p."name" ASC, p."id" ASC`;
  }
}

/** One page of the product listing, filtered, sorted and counted in PostgreSQL. */
export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  "use cache";
  cacheTag(CATALOG_TAGS.products, CATALOG_TAGS.categories);
  cacheLife("hours");
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 24;
  const where = await whereClause(query);
  if (!where) return { results: [], count: 0, page, pageSize, pageCount: 0 };
  const [rows, [{ count }]] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`SELECT p."id" FROM "Product" p ${where}
      ${orderClause(query.sort ?? "relevance", query.search)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    db.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM "Product" p ${where}`,
  ]);
  const results = await productCardsByIds(rows.map((row) => row.id));
  const total = Number(count);
  return { results, count: total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

/** Cards for the given ids, in the same order. */
export async function productCardsByIds(ids: number[]): Promise<ProductCardView[]> {
  if (ids.length === 0) return [];
  const rows = await db.product.findMany({ where: { id: { in: ids } }, select: CARD_SELECT });
  const byId = new Map(rows.map((row) => [row.id, toProductCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Bounds of the price filter in rupees: 0 .. the highest sale price rounded up to the next 100 (default 0..10000). */
export async function priceRangeBounds(): Promise<{ min: number; max: number }> {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife("hours");
  const { _max } = await db.product.aggregate({ _max: { salePrice: true } });
  const highest = _max.salePrice ?? 0;
  return { min: PRICE_RANGE_DEFAULT.min, max: maxPriceForRange(Math.ceil(highest / 100)) };
}

/** Brands that have products, alphabetically (the Brands filter is shown only when there are any). */
export async function listBrands(): Promise<string[]> {
  "use cache";
  cacheTag(CATALOG_TAGS.products);
  cacheLife("hours");
  const rows = await db.$queryRaw<{ brand: string }[]>`SELECT DISTINCT "brand" FROM "Product" WHERE "brand" IS NOT NULL ORDER BY "brand"`;
  return rows.map((row) => row.brand);
}
