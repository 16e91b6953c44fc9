/**
 * Search benchmark: the listing's search queries (a page of ids by relevance, the count) and the
 * suggestions' query, timed by PostgreSQL itself (EXPLAIN ANALYZE, p50/p95 of 20 runs) for exact,
 * typo and Devanagari terms, with the indexes the plans use. Run it after `npm run seed:bulk --
 * --products 50000` to see the catalogue at size:
 *
 *   npm run bench:search
 */
import pg from "pg";
import { countSql, pageSql } from "../../lib/server/catalog/listing-sql";

const RUNS = 20;
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
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
