/**
 * The product listing's SQL (no server-only import, so the benchmark can EXPLAIN the very same query).
 * Search is a LIKE on the lower-cased Product.searchText, or for typos pg_trgm's strict word similarity
 * (`<<%`: a word within 0.5 similarity of the term) on the short Product.searchNames (name, tags,
 * synonyms), each served by its trigram (GIN) index.
 * With a term, relevance ranks exact name, name prefix, a whole word of the name, a word starting with
 * the term, the term inside the name, tags and search synonyms, the rest of the text, then typos by
 * how close the name is (issue 16).
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

/** Terms this short would find typos everywhere ("tea" is 0.5 similar to "team"): only exact substrings. */
const MIN_FUZZY_LENGTH = 4;

/** The term as the shopper meant it: trimmed, lower-cased (Devanagari has no case). */
function searchTerm(text: string): string {
  return text.trim().toLowerCase();
}

function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A PostgreSQL regular expression finding the (lower-cased) text as whole words. */
export function wholeWordsPattern(text: string): string {
  return `\\m${regexLiteral(text)}\\M`;
}

function searchSql(search: string): Prisma.Sql {
  const term = searchTerm(search);
  const contains = Prisma.sql`p."searchText" LIKE ${containsPattern(term)}`;
  if ([...term].length < MIN_FUZZY_LENGTH) return contains;
  return Prisma.sql`(${contains} OR ${term} <<% p."searchNames")`;
}

function relevanceSql(search: string): Prisma.Sql {
  const term = searchTerm(search);
  const contains = containsPattern(term);
  const prefix = `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const word = regexLiteral(term);
  const fuzzy = [...term].length >= MIN_FUZZY_LENGTH;
  // Cheapest tests first: a name without the term skips the name's finer checks; below rank 5 only
  // a typo match (rank 7) needs its similarity, so other rows never compute it.
  const rank = Prisma.sql`CASE
      WHEN lower(p."name") LIKE ${contains} THEN CASE
        WHEN lower(p."name") = ${term} THEN 0
        WHEN lower(p."name") LIKE ${prefix} THEN 1
        WHEN lower(p."name") ~ ${wholeWordsPattern(term)} THEN 2
        WHEN lower(p."name") ~ ${`\\m${word}`} THEN 3
        ELSE 4 END
      WHEN p."searchNames" LIKE ${contains} THEN 5
      ${fuzzy ? Prisma.sql`WHEN p."searchText" LIKE ${contains} THEN 6 ELSE 7` : Prisma.sql`ELSE 6`}
    END`;
  if (!fuzzy) return rank;
  return Prisma.sql`${rank} ASC, CASE WHEN p."searchText" LIKE ${contains} THEN 1 ELSE strict_word_similarity(${term}, p."searchNames") END DESC`;
}

function whereSql(filter: ListingFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`p."archivedAt" IS NULL`];
  if (filter.categoryIds) conditions.push(Prisma.sql`p."categoryId" IN (${Prisma.join(filter.categoryIds)})`);
  if (filter.search?.trim()) conditions.push(searchSql(filter.search));
  if (filter.minPrice != null) conditions.push(Prisma.sql`p."salePrice" >= ${filter.minPrice * 100}`);
  if (filter.maxPrice != null) conditions.push(Prisma.sql`p."salePrice" <= ${filter.maxPrice * 100}`);
  if (filter.availability === "in-stock") conditions.push(IN_STOCK);
  if (filter.availability === "out-of-stock") conditions.push(Prisma.sql`NOT ${IN_STOCK}`);
  if (filter.brands?.length) conditions.push(Prisma.sql`p."brand" IN (${Prisma.join(filter.brands)})`);
  return Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

/** Relevance: for a search, by how well the product matches (relevanceSql), then the best rated; otherwise by name (SPEC.md section 9). */
function orderSql(sort: Sort, search: string | undefined): Prisma.Sql {
  switch (sort) {
    case "price_asc":
      return Prisma.sql`ORDER BY p."salePrice" ASC, p."id" ASC`;
    case "price_desc":
      return Prisma.sql`ORDER BY p."salePrice" DESC, p."id" ASC`;
    case "name_desc":
      return Prisma.sql`ORDER BY p."name" DESC, p."id" ASC`;
    case "relevance":
      if (search?.trim()) {
        return Prisma.sql`ORDER BY ${relevanceSql(search)}, p."ratingAverage" DESC, p."name" ASC, p."id" ASC`;
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
