/**
 * CSV export of many orders on real PostgreSQL (the embedded test cluster or DATABASE_URL), in a
 * throwaway database:
 *
 *   npm run bench:export [-- --orders 100000]
 *
 * Seeds the orders with `seed-bulk --orders`, streams them all through exportOrdersCsv (what
 * GET /api/admin/orders/export/ sends) and prints the time, rows, bytes and peak RSS: memory must
 * stay flat whatever the number of orders.
 */
import { ensureDatabase } from "../database";
import { runScript, throwawayDatabase } from "./throwaway-database";

const BENCH_DATABASE = "storefront_bench_export";
const RSS_SAMPLE_MS = 20;
const MB = 1024 * 1024;

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

async function main() {
  const orders = arg("orders", 100_000);
  const server = await ensureDatabase("test");
  const url = await throwawayDatabase(server.url, BENCH_DATABASE);
  runScript(url, "prisma/seed-bulk.ts", "--orders", String(orders));
  process.env.DATABASE_URL = url;
  const { db } = await import("../../lib/server/db");
  const { exportOrdersCsv } = await import("../../lib/server/orders/admin-queries");

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), RSS_SAMPLE_MS);
  let bytes = 0;
  let lines = 0;
  const started = performance.now();
  for await (const chunk of exportOrdersCsv({})) {
    bytes += Buffer.byteLength(chunk);
    for (let at = chunk.indexOf("\n"); at >= 0; at = chunk.indexOf("\n", at + 1)) lines += 1;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const expected = await db.order.count();
  console.log(`rows: ${lines - 1} (orders in the database: ${expected})`);
  console.log(`time: ${seconds.toFixed(1)} s, ${((lines - 1) / seconds).toFixed(0)} rows/s`);
  console.log(`bytes: ${bytes} (${(bytes / MB).toFixed(1)} MB)`);
  console.log(
    `RSS: ${(baseline / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB (+${((peak - baseline) / MB).toFixed(0)} MB)`,
  );
  await db.$disconnect();
  await server.stop();
  if (lines - 1 !== expected) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
