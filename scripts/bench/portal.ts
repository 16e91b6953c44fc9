/**
 * The Product Portal's product table on a large catalogue, in a throwaway database on real
 * PostgreSQL (the embedded test cluster or DATABASE_URL):
 *
 *   npm run bench:portal [-- --products 50000 --runs 20]
 *
 * Seeds the products with `seed-bulk --products`, then times listPortalProducts (what
 * GET /api/portal/products/ answers: the page and its count) for the table's usual queries and
 * prints p50/p95 per query. Target: p95 under 50 ms at 50 000 products.
 */
import { ensureDatabase } from "../database";
import { runScript, throwawayDatabase } from "./throwaway-database";

const BENCH_DATABASE = "storefront_bench_portal";

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const products = arg("products", 50_000);
  const runs = arg("runs", 20);
  const server = await ensureDatabase("test");
  const url = await throwawayDatabase(server.url, BENCH_DATABASE);
  runScript(url, "prisma/seed-bulk.ts", "--products", String(products));
  process.env.DATABASE_URL = url;
  const { db } = await import("../../lib/server/db");
  const { listPortalProducts } = await import("../../lib/server/catalog-management/products");
  const { portalProductQuery } = await import("../../lib/validation/portal-products");
  // A steady-state database: autovacuum has set the visibility map, so counts can read the indexes alone.
  await db.$executeRawUnsafe("VACUUM ANALYZE");
  const category = await db.category.findFirstOrThrow({ where: { parentId: null }, orderBy: { position: "asc" } });
  const queries: Record<string, Record<string, string>> = {
    "first page": {},
    "page 500": { page: "500" },
    "search a name": { search: "ashwagandha" },
    "search a SKU prefix": { search: "bulk-triphala" },
    "a category and its sub-categories": { category: String(category.id) },
    "low stock": { stock: "low" },
    "unavailable, out of stock": { availability: "unavailable", stock: "out" },
    "search + category + in stock, page 3": { search: "tea", category: String(category.id), stock: "in-stock", page: "3" },
  };
  console.log(`products: ${await db.product.count()}, ${runs} runs a query (after 2 warm-up runs)`);
  for (const [name, raw] of Object.entries(queries)) {
    const query = portalProductQuery.parse(raw);
    let count = 0;
    const times: number[] = [];
    for (let run = 0; run < runs + 2; run += 1) {
      const started = performance.now();
      count = (await listPortalProducts(query)).count;
      if (run >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(40)} rows ${String(count).padStart(6)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`);
  }
  await db.$disconnect();
  await server.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
