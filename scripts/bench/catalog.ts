/**
 * Catalogue benchmark: throughput and latency of the storefront's main pages against a production
 * server, compared with a static file served by the same server; the search query's database time;
 * the product page's first-load JavaScript.
 *
 *   npm run build && BENCH_PORT=3300 npm run bench:catalog -- --seconds 10 --concurrency 8
 *
 * Runs `next start` on 127.0.0.1 itself (DATABASE_URL comes from scripts/with-db.ts) and never
 * leaves the machine.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { countSql, pageSql } from "../../lib/server/catalog/listing-sql";

const root = path.resolve(__dirname, "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const SEARCH = { search: "ashwagandha", sort: "price_asc" } as const;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

async function startServer(): Promise<ChildProcess> {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  const server = spawn(path.join(root, "node_modules", ".bin", "next"), ["start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env: process.env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`next start did not answer on ${BASE}`);
}

type Result = { name: string; path: string; requests: number; errors: number; rps: number; p50: number; p95: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `concurrency` workers request `url` back to back for `seconds`; every body is read in full. */
async function measure(name: string, urlPath: string, seconds: number, concurrency: number): Promise<Result> {
  for (let i = 0; i < 5; i++) await (await fetch(BASE + urlPath)).arrayBuffer(); // warm caches
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const response = await fetch(BASE + urlPath);
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { name, path: urlPath, requests: latencies.length, errors, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/** The listing search's two queries (page of ids, total count), timed by PostgreSQL itself (EXPLAIN ANALYZE), with the indexes they use. */
async function searchDbTime(client: pg.Client) {
  const filter = { search: SEARCH.search };
  const queries = { page: pageSql(filter, SEARCH.sort, 1, 24), count: countSql(filter) };
  const report: Record<string, { medianMs: number; indexes: string[] }> = {};
  for (const [name, query] of Object.entries(queries)) {
    const runs: number[] = [];
    let plan = "";
    for (let i = 0; i < 5; i++) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values);
      const [result] = rows[0]["QUERY PLAN"];
      runs.push(result["Execution Time"] + result["Planning Time"]);
      plan = JSON.stringify(result.Plan);
    }
    runs.sort((a, b) => a - b);
    report[name] = { medianMs: runs[Math.floor(runs.length / 2)], indexes: [...new Set([...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]))] };
  }
  return report;
}

/**
 * Sum of the gzip sizes of the JavaScript the page's HTML loads. `noModule` scripts (the legacy
 * polyfills) are left out: browsers that run modules never fetch them.
 */
async function firstLoadJs(urlPath: string) {
  const html = await (await fetch(BASE + urlPath)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((match) => !/\snoModule/i.test(match[0]));
  const sources = [...new Set(tags.map((match) => match[1]))];
  let gzipBytes = 0;
  for (const source of sources) {
    const response = await fetch(new URL(source, BASE));
    if (!response.ok) throw new Error(`${source} answered ${response.status}: is another server holding port ${PORT}?`);
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return { scripts: sources.length, gzipKiB: gzipBytes / 1024 };
}

async function main() {
  const seconds = option("seconds", 10);
  const concurrency = option("concurrency", 8);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const server = await startServer();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS products, (SELECT min(id) FROM "Product") AS first FROM "Product"`);
    const { products, first } = rows[0];
    const targets: [string, string][] = [
      ["static file", "/images/placeholder.webp"],
      ["home", "/"],
      ["all products", "/products"],
      ["search listing", `/products?${new URLSearchParams(SEARCH)}`],
      ["product", `/product/${first}`],
    ];
    const results: Result[] = [];
    for (const [name, urlPath] of targets) results.push(await measure(name, urlPath, seconds, concurrency));
    const baseline = results[0];
    console.log(`\n${products} products, ${seconds}s per page, concurrency ${concurrency}, ${BASE}\n`);
    console.table(
      results.map((r) => ({
        page: r.name,
        path: r.path,
        "req/s": Math.round(r.rps),
        "p50 ms": r.p50.toFixed(1),
        "p95 ms": r.p95.toFixed(1),
        errors: r.errors,
        "throughput vs static": (r.rps / baseline.rps).toFixed(2),
        "p50 vs static": (r.p50 / baseline.p50).toFixed(1),
      })),
    );
    for (const [name, db] of Object.entries(await searchDbTime(client))) {
      console.log(`search "${SEARCH.search}" ${name} query: ${db.medianMs.toFixed(2)} ms in PostgreSQL (median of 5), indexes: ${db.indexes.join(", ") || "none"}`);
    }
    const js = await firstLoadJs(`/product/${first}`);
    const floor = await firstLoadJs("/no-such-page"); // the root 404: React and Next.js alone
    console.log(`product page first-load JS: ${js.gzipKiB.toFixed(1)} KiB gzip in ${js.scripts} scripts`);
    console.log(`  of which the framework (React + Next.js, the bare 404 page): ${floor.gzipKiB.toFixed(1)} KiB; the shop's own: ${(js.gzipKiB - floor.gzipKiB).toFixed(1)} KiB`);
  } finally {
    server.kill();
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
