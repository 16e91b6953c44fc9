/**
 * The product listing's SQL (no server-only import, so the benchmark can EXPLAIN the very same query).
 * Search is a LIKE on the lower-cased Product.searchText, served by its trigram (GIN) index.
 */
import { Prisma } from "@prisma/client";
import type { Availability, Sort } from "@/lib/validation/catalog";

export type ListingFilter = {
  categoryIds?: number[];
  search?: string;
  /** Bounds on the sale price, in rupees. */
  minPrice?: number;
  maxPrice?: number;
  availability?: Availability;
  brands?: string[];
};

const IN_STOCK = Prisma.sql`(p."available" AND p."stock" > 0)`;

/** LIKE pattern for a case-insensitive substring of lower-cased text, with LIKE's wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereSql(filter: ListingFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`p."archivedAt" IS NULL`];
  if (filter.categoryIds) conditions.push(Prisma.sql`p."categoryId" IN (${Prisma.join(filter.categoryIds)})`);
  if (filter.search) conditions.push(Prisma.sql`p."searchText" LIKE ${containsPattern(filter.search)}`);
  if (filter.minPrice != null) conditions.push(Prisma.sql`p."salePrice" >= ${filter.minPrice * 100}`);
  if (filter.maxPrice != null) conditions.push(Prisma.sql`p."salePrice" <= ${filter.maxPrice * 100}`);
  if (filter.availability === "in-stock") conditions.push(IN_STOCK);
  if (filter.availability === "out-of-stock") conditions.push(Prisma.sql`NOT ${IN_STOCK}`);
  if (filter.brands?.length) conditions.push(Prisma.sql`p."brand" IN (${Prisma.join(filter.brands)})`);
  return Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

/** Relevance: for a search, name matches first, then the best rated; otherwise by name (SPEC.md section 9). */
function orderSql(sort: Sort, search: string | undefined): Prisma.Sql {
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

/** Ids of one page of products. */
export function pageSql(filter: ListingFilter, sort: Sort, page: number, pageSize: number): Prisma.Sql {
  return Prisma.sql`SELECT p."id" FROM "Product" p ${whereSql(filter)} ${orderSql(sort, filter.search)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
}

export function countSql(filter: ListingFilter): Prisma.Sql {
  return Prisma.sql`SELECT count(*) AS count FROM "Product" p ${whereSql(filter)}`;
}
