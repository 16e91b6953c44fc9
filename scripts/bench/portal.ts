/**
 * The Product Portal's product table on a large catalogue, in a throwaway database on real
 * PostgreSQL (the embedded test cluster or DATABASE_URL):
 *
 *   npm run bench:portal [-- --products 50000 --runs 20]
 *
 * Seeds the products with `seed-bulk --products`, then times listPortalProducts (what
 * GET /api/portal/products/ answers: the page and its count) for the table's usual queries and
 * prints p50/p95 per query. Target: p95 under 50 ms at 50 000 products.
 *
 * Then the CSV files: the export of the whole catalogue (what GET /api/portal/products/export/
 * streams), an import of 10 000 new products and an import of 10 000 updates (price and stock, so
 * 10 000 stock adjustments), as POST /api/portal/products/import/ runs them. Target: each import
 * well under a minute.
 */
import { ensureDatabase } from "../database";
import { runScript, throwawayDatabase } from "./throwaway-database";

const BENCH_DATABASE = "storefront_bench_portal";

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const products = arg("products", 50_000);
  const runs = arg("runs", 20);
  const server = await ensureDatabase("test");
  const url = await throwawayDatabase(server.url, BENCH_DATABASE);
  runScript(url, "prisma/seed-bulk.ts", "--products", String(products));
  process.env.DATABASE_URL = url;
  const { db } = await import("../../lib/server/db");
  const { listPortalProducts } = await import("../../lib/server/catalog-management/products");
  const { portalProductQuery } = await import("../../lib/validation/catalog-management/products");
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
    "search + category + in stock, page 3": {
      search: "tea",
      category: String(category.id),
      stock: "in-stock",
      page: "3",
    },
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
    console.log(
      `${name.padEnd(40)} rows ${String(count).padStart(6)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
    );
  }
  await benchCsv(db, category.id, arg("import-rows", 10_000));
  await db.$disconnect();
  await server.stop();
}

type Db = (typeof import("../../lib/server/db"))["db"];

/** The CSV export of the whole catalogue, then an import (preview, then apply with the file's stock) of `rows` new products and one of `rows` updates. */
async function benchCsv(db: Db, categoryId: number, rows: number) {
  const { exportProductsCsv, previewProductsCsv, applyProductImport } =
    await import("../../lib/server/catalog-management/product-csv");
  const { portalProductFilters } = await import("../../lib/validation/catalog-management/products");
  const admin = await db.staffUser.findUniqueOrThrow({ where: { username: "admin" } });
  const actor = { staffId: admin.id, name: "Bench" };

  let started = performance.now();
  let bytes = 0;
  let lines = 0;
  for await (const chunk of exportProductsCsv(portalProductFilters.parse({}))) {
    bytes += Buffer.byteLength(chunk);
    lines += chunk.split("\r\n").length - 1;
  }
  console.log(
    `CSV export, every product               rows ${String(lines - 1).padStart(6)}  ${(performance.now() - started).toFixed(0).padStart(6)} ms  ${(bytes / 1024 / 1024).toFixed(1)} MB`,
  );

  const header =
    "sku,name,description,price,discount_type,discount,category,quantity,stock,brand,tags,benefits,hsn_code,gst_rate,weight_grams";
  const file = (make: (i: number) => string) => {
    const text = [header, ...Array.from({ length: rows }, (_, i) => make(i))].join("\r\n");
    return { name: "bench.csv", stream: new Blob([text]).stream() };
  };
  const line = (i: number, price: string, stock: number) =>
    `BENCH-CSV-${i},Bench Imported Herb ${i},"A bench product, number ${i}, with a longer description.",${price},percent,10,${categoryId},60 capsules,${stock},Prakriti,herb | bench | tea,Calm | Sleep,3004,12,250`;
  const timed = async (name: string, make: (i: number) => string) => {
    started = performance.now();
    const preview = await previewProductsCsv(file(make), actor);
    const previewMs = performance.now() - started;
    const result = await applyProductImport(preview.id, { setStock: true }, actor, { revalidate: () => undefined });
    const ms = performance.now() - started;
    console.log(
      `${name.padEnd(40)} rows ${String(rows).padStart(6)}  ${ms.toFixed(0).padStart(6)} ms  (${Math.round(rows / (ms / 1000))} rows/s; preview ${previewMs.toFixed(0)} ms)  created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}, refused ${result.refused.length}`,
    );
  };
  await timed("CSV import, new products", (i) => line(i, "249.00", 20));
  await timed("CSV import, updates (price and stock)", (i) => line(i, "259.50", 15));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
