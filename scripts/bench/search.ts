/**
 * Search benchmark: the listing's search queries (a page of ids by relevance, the count) and the
 * suggestions' query, timed by PostgreSQL itself (EXPLAIN ANALYZE, p50/p95 of 20 runs) for exact,
 * typo and Devanagari terms, with the indexes the plans use; then price-filtered listings (a product
 * matches when any size is in the range: docs/variants.md#listings). Run it after `npm run seed:bulk --
 * --products 50000` to see the catalogue at size:
 *
 *   npm run bench:search
 */
import pg from "pg";
import { countSql, pageSql, type ListingFilter } from "../../lib/server/catalog/listing-sql";
import type { Sort } from "../../lib/validation/catalog/listing";

const RUNS = 20;
/** Price-filtered listings: the filter, the sort of its page. */
const PRICE_LISTINGS: [string, ListingFilter, Sort][] = [
  ["min_price=800", { minPrice: 800 }, "relevance"],
  ["min_price=800, price_asc", { minPrice: 800 }, "price_asc"],
  ["min_price=800, price_desc", { minPrice: 800 }, "price_desc"],
  ["800-1200, in stock, price_asc", { minPrice: 800, maxPrice: 1200, availability: "in-stock" }, "price_asc"],
  ["800-1200, in stock, price_desc", { minPrice: 800, maxPrice: 1200, availability: "in-stock" }, "price_desc"],
  ["max_price=300, price_desc", { maxPrice: 300 }, "price_desc"],
  ["min_price=1500, in stock, price_desc", { minPrice: 1500, availability: "in-stock" }, "price_desc"],
  ['"ashwagandha", 500-1500, price_asc', { search: "ashwagandha", minPrice: 500, maxPrice: 1500 }, "price_asc"],
  ["price_asc, no filter", {}, "price_asc"],
];
const TERMS = [
  "ashwagandha",
  "ashwaganda",
  "tea",
  "तुलसी",
  "green tea",
  "triphla churna",
  "ksm66",
  "hair oil",
  "prakriti labs",
  "zzqx-nothing",
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(client: pg.Client, query: { text: string; values: unknown[] }) {
  const runs: number[] = [];
  let plan = "";
  for (let i = 0; i < RUNS; i++) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values);
    const [result] = rows[0]["QUERY PLAN"];
    runs.push(result["Execution Time"] + result["Planning Time"]);
    plan = JSON.stringify(result.Plan);
  }
  runs.sort((a, b) => a - b);
  const indexes = [...new Set([...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]))];
  return `p50 ${percentile(runs, 50).toFixed(1)} ms, p95 ${percentile(runs, 95).toFixed(1)} ms; indexes: ${indexes.join(", ") || "none"}`;
}

async function main() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM "Product" WHERE "archivedAt" IS NULL`);
    console.log(`${rows[0].n} products`);
    for (const term of TERMS) {
      const filter = { search: term };
      console.log(`"${term}"`);
      console.log(`  listing page (relevance): ${await timed(client, pageSql(filter, "relevance", 1, 24))}`);
      console.log(`  listing count:            ${await timed(client, countSql(filter))}`);
      console.log(`  suggestions (5):          ${await timed(client, pageSql(filter, "relevance", 1, 5))}`);
    }
    for (const [name, filter, sort] of PRICE_LISTINGS) {
      console.log(name);
      console.log(`  listing page: ${await timed(client, pageSql(filter, sort, 1, 24))}`);
      console.log(`  page 20:      ${await timed(client, pageSql(filter, sort, 20, 24))}`);
      console.log(`  count:        ${await timed(client, countSql(filter))}`);
    }
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
