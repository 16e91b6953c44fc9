/**
 * Order-creation throughput and latency on real PostgreSQL (the embedded test cluster or
 * DATABASE_URL), in a throwaway database:
 *
 *   npm run bench:orders [-- --orders 2000 --concurrency 20]
 *
 * Shoppers buy 1-3 of 10 products; afterwards every product's stock must equal its starting stock
 * minus what the placed orders took, and no stock may be negative.
 */
import Module from "node:module";
import { loadavg } from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureDatabase } from "../database";
import { throwawayDatabase } from "./throwaway-database";

const BENCH_DATABASE = "storefront_bench";
/** The only refusals a shopper may meet here; any other failure stops the bench. */
const STOCK_REFUSALS = ["insufficient_stock", "out_of_stock"];

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

/** Every statement the app sends (Prisma's adapter and the bench share this `pg`), to report round trips per order. */
function countStatements(): { count: number } {
  const counter = { count: 0 };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    counter.count += 1;
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return counter;
}

/**
 * Orders are placed here outside any request, where Next.js's `revalidateTag` throws (there is no
 * cache to revalidate either): `next/cache` resolves to the stand-in the Jest tests use, which
 * only records the tags.
 */
function withoutNextCache(): void {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const resolve = loader._resolveFilename;
  const standIn = path.join(__dirname, "../jest/next-cache.ts");
  loader._resolveFilename = function (this: unknown, request, ...rest) {
    return resolve.call(this, request === "next/cache" ? standIn : request, ...rest);
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const orders = arg("orders", 2000);
  const concurrency = arg("concurrency", 20);
  const server = await ensureDatabase("test");
  const url = await throwawayDatabase(server.url, BENCH_DATABASE);
  process.env.DATABASE_URL = url;
  withoutNextCache();
  const { db } = await import("../../lib/server/db");
  const { createOrder } = await import("../../lib/server/orders/create-order");

  const products = await db.product.findMany({ where: { available: true }, take: 10, orderBy: { id: "asc" } });
  await db.product.updateMany({ where: { id: { in: products.map((p) => p.id) } }, data: { stock: 1000 } });
  // The shoppers and their carts are written in three statements, before the clock starts.
  const customers = await db.customer.createManyAndReturn({
    data: Array.from({ length: orders }, (_, i) => ({ phone: `+9198${String(i).padStart(8, "0")}` })),
    select: { id: true, phone: true },
  });
  const carts = await db.cart.createManyAndReturn({
    data: customers.map((customer) => ({ customerId: customer.id })),
    select: { id: true },
  });
  await db.cartItem.createMany({
    data: carts.flatMap((cart, i) =>
      products
        .filter((_, index) => (i + index) % 4 === 0)
        .slice(0, 3)
        .map((product, n) => ({ cartId: cart.id, productId: product.id, quantity: 1 + ((i + n) % 3) })),
    ),
  });

  const loadBefore = loadavg()[0];
  const statements = countStatements();
  const latencies: number[] = [];
  let placed = 0;
  let refused = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < customers.length) {
        const customer = customers[next++];
        const begin = performance.now();
        try {
          await createOrder({
            customerId: customer.id,
            idempotencyKey: `bench-${customer.id}`,
            paymentMethod: "cod",
            contact: { firstName: "Bench", lastName: "Shopper", email: "bench@example.in", phone: customer.phone },
            address: { address: "1 Test Road", city: "Pune", state: "Maharashtra", zipCode: "411001" },
            notes: null,
          });
          placed += 1;
        } catch (error) {
          if (!STOCK_REFUSALS.includes((error as { code?: string }).code ?? "")) throw error;
          refused += 1;
        }
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const statementsPerOrder = statements.count / customers.length;
  latencies.sort((a, b) => a - b);

  const taken = await db.orderItem.groupBy({ by: ["productId"], _sum: { quantity: true } });
  const after = await db.product.findMany({ where: { id: { in: products.map((p) => p.id) } } });
  const consistent = after.every(
    (product) =>
      product.stock >= 0 &&
      product.stock === 1000 - (taken.find((t) => t.productId === product.id)?._sum.quantity ?? 0),
  );

  console.log(`machine load average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`);
  console.log(`orders placed: ${placed}, refused (out of stock): ${refused}, concurrency ${concurrency}`);
  console.log(`throughput: ${(placed / seconds).toFixed(0)} orders/s over ${seconds.toFixed(1)} s`);
  console.log(
    `latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
  console.log(
    `statements sent per checkout (round trips, BEGIN and COMMIT included): ${statementsPerOrder.toFixed(1)}`,
  );
  console.log(`stock consistent: ${consistent ? "yes" : "NO"}`);
  await db.$disconnect();
  await server.stop();
  if (!consistent) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
