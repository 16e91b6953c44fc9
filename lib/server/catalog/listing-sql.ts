/**
 * The product listing's SQL (no server-only import, so the benchmark can EXPLAIN the very same query).
 * Search is a LIKE on the lower-cased Product.searchText (the term, or each of its words), a LIKE of
 * the term's spelling key on the keys in the short Product.searchNames (name, tags, synonyms, brand
 * and their keys: issue 26), or for typos pg_trgm's strict word similarity (`<<%`: a word within 0.5
 * similarity of the term) on searchNames, each served by its trigram (GIN) index.
 * With a term, relevance ranks exact name, name prefix, a whole word of the name, a word starting with
 * the term, the term inside the name, every word of it in the name, the name's spelling key starting
 * with or holding the term's, tags, synonyms and brand, the rest of the text, another name's
 * spelling key, every word somewhere in the text, then typos by how close the name is (issues 16, 26).
 */
import { Prisma } from "@prisma/client";
import { containsPattern, prefixPattern } from "@/lib/server/sql-patterns";
import { SPELLING_KEYS_MARK, spellingKey } from "@/lib/domain/catalog";
import type { Availability, Sort } from "@/lib/validation/catalog/listing";

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

/** LIKE pattern for a case-insensitive substring of lower-cased text. */
const lowerContains = (text: string) => containsPattern(text.toLowerCase());

/** Terms this short would find typos everywhere ("tea" is 0.5 similar to "team"): only exact substrings. */
const MIN_FUZZY_LENGTH = 4;

type SearchTerm = {
  /** Trimmed, lower-cased (Devanagari has no case), spaces collapsed. */
  text: string;
  /** Its words when it has more than one, each of which must then be somewhere in the product's text. */
  words: string[];
  /** Its spelling key (lib/domain/catalog.ts), for Latin terms whose key has MIN_FUZZY_LENGTH characters. */
  key: string | null;
  /** Whether typos are looked for: Latin terms of MIN_FUZZY_LENGTH characters (pg_trgm splits Devanagari words at their vowel signs, so a Hindi term would find unrelated Hindi names). */
  fuzzy: boolean;
};

function searchTerm(search: string): SearchTerm {
  const text = search.trim().toLowerCase().replace(/\s+/g, " ");
  const words = text.split(" ");
  const latin = !/[^\x00-\x7f]/.test(text);
  const key = spellingKey(text);
  return {
    text,
    words: words.length > 1 ? words : [],
    key: latin && key.length >= MIN_FUZZY_LENGTH ? key : null,
    fuzzy: latin && text.length >= MIN_FUZZY_LENGTH,
  };
}

function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A PostgreSQL regular expression finding the (lower-cased) text as whole words. */
export function wholeWordsPattern(text: string): string {
  return `\\m${regexLiteral(text)}\\M`;
}

/** Every word in the column (a lower-cased text) at the start of one of its words ("tea" is not in "steam"); the LIKE is what the trigram index serves. */
function allWordsSql(column: Prisma.Sql, words: string[]): Prisma.Sql {
  return Prisma.join(
    words.map(
      (word) => Prisma.sql`${column} LIKE ${lowerContains(word)} AND ${column} ~ ${`\\m${regexLiteral(word)}`}`,
    ),
    " AND ",
  );
}

/** Matched without a typo: the term in the text, every word of it in the text, or its spelling key in the names' keys. */
function exactSql(term: SearchTerm): Prisma.Sql {
  const matches = [Prisma.sql`p."searchText" LIKE ${lowerContains(term.text)}`];
  if (term.words.length) matches.push(Prisma.sql`(${allWordsSql(Prisma.sql`p."searchText"`, term.words)})`);
  if (term.key) matches.push(Prisma.sql`p."searchNames" LIKE ${lowerContains(term.key)}`);
  return Prisma.sql`(${Prisma.join(matches, " OR ")})`;
}

function searchSql(search: string): Prisma.Sql {
  const term = searchTerm(search);
  if (!term.fuzzy) return exactSql(term);
  return Prisma.sql`(${exactSql(term)} OR ${term.text} <<% p."searchNames")`;
}

function relevanceSql(search: string): Prisma.Sql {
  const term = searchTerm(search);
  const { text, words, key } = term;
  const contains = lowerContains(text);
  const prefix = prefixPattern(text);
  const name = Prisma.sql`lower(p."name")`;
  // Cheapest tests first: a name without the term skips the name's finer checks; only a typo match
  // (the last rank) needs its similarity, so other rows never compute it.
  const rank = Prisma.sql`CASE
      WHEN ${name} LIKE ${contains} THEN CASE
        WHEN ${name} = ${text} THEN 0
        WHEN ${name} LIKE ${prefix} THEN 1
        WHEN ${name} ~ ${wholeWordsPattern(text)} THEN 2
        WHEN ${name} ~ ${`\\m${regexLiteral(text)}`} THEN 3
        ELSE 4 END
      ${words.length ? Prisma.sql`WHEN ${allWordsSql(name, words)} THEN 5` : Prisma.empty}
      ${key ? Prisma.sql`WHEN p."searchNames" LIKE ${`%${SPELLING_KEYS_MARK} ${key}%`} THEN 6 WHEN p."searchNames" ~ ${`${SPELLING_KEYS_MARK} [a-z0-9]*${key}`} THEN 7` : Prisma.empty}
      WHEN p."searchNames" LIKE ${contains} THEN 8
      WHEN p."searchText" LIKE ${contains} THEN 9
      ${key ? Prisma.sql`WHEN p."searchNames" LIKE ${lowerContains(key)} THEN 10` : Prisma.empty}
      ${words.length ? Prisma.sql`WHEN ${allWordsSql(Prisma.sql`p."searchText"`, words)} THEN 11` : Prisma.empty}
      ELSE 12
    END`;
  if (!term.fuzzy) return rank;
  return Prisma.sql`${rank} ASC, CASE WHEN ${exactSql(term)} THEN 1 ELSE strict_word_similarity(${text}, p."searchNames") END DESC`;
}

/** A price filter's bounds in paise, or null without one. */
type PriceRange = { min: number; max: number };

function priceRange(filter: ListingFilter): PriceRange | null {
  if (filter.minPrice == null && filter.maxPrice == null) return null;
  return { min: (filter.minPrice ?? 0) * 100, max: filter.maxPrice == null ? 2147483647 : filter.maxPrice * 100 };
}

/** The product's active sizes' sale prices, ascending: those in stock when only products in stock are asked for. */
function pricesSql(filter: ListingFilter): Prisma.Sql {
  return filter.availability === "in-stock" ? Prisma.sql`p."inStockSalePrices"` : Prisma.sql`p."salePrices"`;
}

/**
 * The price a product is listed at (docs/variants.md#listings): without a price filter its cheapest active size's
 * (the summary column, indexed); with one, the cheapest active size inside the range (in stock, when only products in
 * stock are asked for), null when no size is. A product of one size reads its one price without unnesting.
 */
function listedPriceSql(filter: ListingFilter): Prisma.Sql {
  const range = priceRange(filter);
  if (!range) return Prisma.sql`p."salePrice"`;
  const prices = pricesSql(filter);
  const inRange = (price: Prisma.Sql) => Prisma.sql`${price} >= ${range.min} AND ${price} <= ${range.max}`;
  return Prisma.sql`CASE WHEN cardinality(${prices}) = 1 THEN CASE WHEN ${inRange(Prisma.sql`${prices}[1]`)} THEN ${prices}[1] END
    ELSE (SELECT min(x) FROM unnest(${prices}) x WHERE ${inRange(Prisma.sql`x`)}) END`;
}

/**
 * Whether an active size (in stock, under in-stock) is inside the range: what `listedPriceSql` is not null for, read
 * from the ascending prices without unnesting unless the cheapest is below the range and the dearest reaches it.
 */
function sizeInRangeSql(filter: ListingFilter, range: PriceRange): Prisma.Sql {
  const prices = pricesSql(filter);
  const cheapest = Prisma.sql`${prices}[1]`;
  return Prisma.sql`((${cheapest} >= ${range.min} AND ${cheapest} <= ${range.max})
    OR (cardinality(${prices}) > 1 AND ${cheapest} < ${range.min} AND ${prices}[cardinality(${prices})] >= ${range.min}
      AND EXISTS (SELECT 1 FROM unnest(${prices}) x WHERE x >= ${range.min} AND x <= ${range.max})))`;
}

/**
 * Whether a listing's page is read with its count (`countedPageSql`): a search, unless sorted by price under a price
 * filter. Its count has to find every match anyway (the spec's banner says "N products found"), and sorting the
 * matches found costs little more; a sort by name, or by price without a price filter, would otherwise read its
 * index in order and test each product it meets against the search until the page is full (`search=giloy&sort=name_asc`
 * read most of the catalogue: 564-902 ms at 50,000 products, against 5 ms to find its 927 matches).
 */
export function countsWithPage(filter: ListingFilter, sort: Sort): boolean {
  if (!filter.search?.trim()) return false;
  return !(priceRange(filter) && (sort === "price_asc" || sort === "price_desc"));
}

/** The product's conditions; `priceConditions` (cheapestFirstSql, dearestFirstSql) replace the price range's. */
function whereSql(filter: ListingFilter, priceConditions?: Prisma.Sql): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`p."archivedAt" IS NULL`];
  if (filter.categoryIds) conditions.push(Prisma.sql`p."categoryId" IN (${Prisma.join(filter.categoryIds)})`);
  if (filter.search?.trim()) conditions.push(searchSql(filter.search));
  const range = priceRange(filter);
  if (priceConditions) conditions.push(priceConditions);
  else if (range) conditions.push(sizeInRangeSql(filter, range));
  // The cheapest size is at or below any size in the range: the indexed summary narrows, the sizes decide.
  if (range && filter.maxPrice != null) conditions.push(Prisma.sql`p."salePrice" <= ${range.max}`);
  if (filter.availability === "in-stock") conditions.push(IN_STOCK);
  if (filter.availability === "out-of-stock") conditions.push(Prisma.sql`NOT ${IN_STOCK}`);
  if (filter.brands?.length) conditions.push(Prisma.sql`p."brand" IN (${Prisma.join(filter.brands)})`);
  return Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

/**
 * A page sorted by price under a price filter, without sorting every match by a computed price: each product once, at
 * its cheapest active size inside the range (in stock under in-stock; listedPriceSql), read in an index's order so the
 * page stops after its rows. Low to high reads the variants' (active, salePrice) index upwards: a product's first size
 * met is its listed one, and a dearer size met later (found by the probe for a cheaper one in the range) is skipped.
 */
function cheapestFirstSql(filter: ListingFilter, range: PriceRange, rows: number) {
  const inStock = filter.availability === "in-stock";
  const cheaperInRange = Prisma.sql`NOT EXISTS (SELECT 1 FROM "ProductVariant" w WHERE w."productId" = v."productId"
    AND w.active ${inStock ? Prisma.sql`AND w.stock > 0` : Prisma.empty} AND w."salePrice" >= ${range.min}
    AND w."salePrice" <= ${range.max} AND (w."salePrice" < v."salePrice" OR (w."salePrice" = v."salePrice" AND w.id < v.id)))`;
  const variant = Prisma.sql`v.active AND v."salePrice" >= ${range.min} AND v."salePrice" <= ${range.max}
    ${inStock ? Prisma.sql`AND v.stock > 0` : Prisma.empty} AND ${cheaperInRange}`;
  return Prisma.sql`SELECT p."id", v."salePrice" AS "listedPrice"
    FROM "ProductVariant" v JOIN "Product" p ON p."id" = v."productId"
    ${whereSql(filter, variant)} ORDER BY v."salePrice" ASC, p."id" ASC LIMIT ${rows}`;
}

/**
 * High to low cannot read the variants downwards (the dearer sizes of products with a cheaper size in the range come
 * first, each skipped after a probe: 100-500 ms at 50,000 products). It merges two reads instead: the products whose
 * cheapest size is inside the range, listed at it, read downwards by the index on the price array's first element
 * (stopping at the page); and the products whose cheapest size is below the range and whose dearest reaches it, listed
 * at their cheapest size inside it (only products of several sizes, found by a partial index on the array's last
 * element, all read).
 */
function dearestFirstSql(filter: ListingFilter, range: PriceRange, rows: number) {
  const prices = pricesSql(filter);
  const cheapest = Prisma.sql`${prices}[1]`;
  const atCheapest = Prisma.sql`SELECT p."id", ${cheapest} AS "listedPrice" FROM "Product" p
    ${whereSql(filter, Prisma.sql`${cheapest} >= ${range.min} AND ${cheapest} <= ${range.max}`)}
    ORDER BY ${cheapest} DESC, p."id" ASC LIMIT ${rows}`;
  if (range.min === 0) return atCheapest;
  const insideAboveCheapest = Prisma.sql`cardinality(${prices}) > 1 AND ${prices}[cardinality(${prices})] >= ${range.min}
    AND ${cheapest} < ${range.min} AND l."listedPrice" IS NOT NULL`;
  const aboveCheapest = Prisma.sql`SELECT p."id", l."listedPrice" ${fromSql(filter)} ${whereSql(filter, insideAboveCheapest)}`;
  return Prisma.sql`SELECT "id", "listedPrice" FROM ((${atCheapest}) UNION ALL (${aboveCheapest})) u
    ORDER BY "listedPrice" DESC, "id" ASC LIMIT ${rows}`;
}

/** Relevance: for a search, by how well the product matches (relevanceSql), then the best rated; otherwise by name (SPEC.md section 9). */
function orderSql(sort: Sort, search: string | undefined): Prisma.Sql {
  switch (sort) {
    // By the price the card shows: the cheapest size, or the cheapest inside the price filter (both directions).
    case "price_asc":
      return Prisma.sql`ORDER BY l."listedPrice" ASC, p."id" ASC`;
    case "price_desc":
      return Prisma.sql`ORDER BY l."listedPrice" DESC, p."id" ASC`;
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

/** The products with the price each is listed at (`l."listedPrice"`). */
function fromSql(filter: ListingFilter): Prisma.Sql {
  return Prisma.sql`FROM "Product" p CROSS JOIN LATERAL (SELECT ${listedPriceSql(filter)} AS "listedPrice") l`;
}

/**
 * The filter's matches alone, with their listed prices: `OFFSET 0` keeps PostgreSQL from merging the matches into the
 * page's query, where the sort's index would be read instead (countsWithPage).
 */
function matchesSql(filter: ListingFilter): Prisma.Sql {
  return Prisma.sql`FROM (SELECT p.* FROM "Product" p ${whereSql(filter)} OFFSET 0) p
    CROSS JOIN LATERAL (SELECT ${listedPriceSql(filter)} AS "listedPrice") l`;
}

/** One page of products: their ids and the price each is listed at (in paise; see listedPriceSql). */
export function pageSql(filter: ListingFilter, sort: Sort, page: number, pageSize: number): Prisma.Sql {
  const offset = (page - 1) * pageSize;
  const range = priceRange(filter);
  if (range && (sort === "price_asc" || sort === "price_desc")) {
    const rows = offset + pageSize;
    const sorted = sort === "price_asc" ? cheapestFirstSql(filter, range, rows) : dearestFirstSql(filter, range, rows);
    return Prisma.sql`SELECT * FROM (${sorted}) page OFFSET ${offset}`;
  }
  return Prisma.sql`SELECT p."id", l."listedPrice" ${fromSql(filter)} ${whereSql(filter)} ${orderSql(sort, filter.search)}
    LIMIT ${pageSize} OFFSET ${offset}`;
}

/**
 * The page of a listing that `countsWithPage`: its matches sorted, each row with the number of all matches (`total`;
 * a page past the end has no rows to carry it).
 */
export function countedPageSql(filter: ListingFilter, sort: Sort, page: number, pageSize: number): Prisma.Sql {
  return Prisma.sql`SELECT p."id", l."listedPrice", count(*) OVER () AS total ${matchesSql(filter)}
    ${orderSql(sort, filter.search)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
}

/** Counted from the products' own columns: the index of their listing facts answers it without the table for a price range or a category. */
export function countSql(filter: ListingFilter): Prisma.Sql {
  return Prisma.sql`SELECT count(*) AS count FROM "Product" p ${whereSql(filter)}`;
}
