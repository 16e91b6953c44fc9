/**
 * Catalogue benchmark: throughput and latency of the storefront's main pages (home, listings with a
 * search, filters, a sort and a page, the product page) against a production server, compared with
 * static files served by the same server (an image, and the product page's own HTML as a file) and
 * with the product page; the machine's load average; the search query's database time;
 * the first-load JavaScript of the home, listing, search and product pages.
 *
 *   APP_ENV=test npm run build && APP_ENV=test BENCH_PORT=3300 npm run bench:catalog -- --seconds 10 --concurrency 8
 *
 * Runs `next start` on 127.0.0.1 itself (DATABASE_URL comes from scripts/with-db.ts) and never
 * leaves the machine.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { countSql, pageSql } from "../../lib/server/catalog/listing-sql";
import { root, startNextServer } from "./next-server";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const SEARCH = { search: "ashwagandha", sort: "price_asc" } as const;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
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
  return {
    name,
    path: urlPath,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

const SEARCH_DB_RUNS = 20;

/** The listing search's two queries (page of ids, total count), timed by PostgreSQL itself (EXPLAIN ANALYZE), with the indexes they use. */
async function searchDbTime(client: pg.Client) {
  const filter = { search: SEARCH.search };
  const queries = { page: pageSql(filter, SEARCH.sort, 1, 24), count: countSql(filter) };
  const report: Record<string, { p50: number; p95: number; indexes: string[] }> = {};
  for (const [name, query] of Object.entries(queries)) {
    const runs: number[] = [];
    let plan = "";
    for (let i = 0; i < SEARCH_DB_RUNS; i++) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values);
      const [result] = rows[0]["QUERY PLAN"];
      runs.push(result["Execution Time"] + result["Planning Time"]);
      plan = JSON.stringify(result.Plan);
    }
    runs.sort((a, b) => a - b);
    report[name] = {
      p50: percentile(runs, 50),
      p95: percentile(runs, 95),
      indexes: [...new Set([...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]))],
    };
  }
  return report;
}

/**
 * The JavaScript files the page's HTML loads, with their gzip sizes. `noModule` scripts (the legacy
 * polyfills) are left out: browsers that run modules never fetch them.
 */
async function firstLoadScripts(urlPath: string): Promise<Map<string, number>> {
  const html = await (await fetch(BASE + urlPath)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter(
    (match) => !/\snoModule/i.test(match[0]),
  );
  const sizes = new Map<string, number>();
  for (const source of new Set(tags.map((match) => match[1]))) {
    const response = await fetch(new URL(source, BASE));
    if (!response.ok) throw new Error(`${source} answered ${response.status}: is another server holding port ${PORT}?`);
    sizes.set(source, gzipSync(Buffer.from(await response.arrayBuffer())).length);
  }
  return sizes;
}

/**
 * The files of React and Next.js themselves: the runtime every page loads (the build manifest's
 * `rootMainFiles`) and the chunks of the root layout, which holds none of the shop's client components
 * (Next.js's own: layout router, error boundaries). Everything else a page loads is the shop's own
 * code and the libraries it chose. (The bare 404 page is no baseline: it renders the shop's frame.)
 */
function frameworkFiles(): Set<string> {
  const next = path.join(root, ".next");
  const manifest = JSON.parse(readFileSync(path.join(next, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  // The client reference manifest of any page lists the root layout's chunks; the home page's is always built.
  const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } = {};
  runInNewContext(
    readFileSync(path.join(next, "server", "app", "(shop)", "page_client-reference-manifest.js"), "utf8"),
    { globalThis: sandbox },
  );
  const rootLayout = Object.values(sandbox.__RSC_MANIFEST ?? {})[0]?.entryJSFiles["[project]/app/layout"];
  if (!rootLayout) throw new Error("The build's client reference manifest names no root layout chunks");
  return new Set([...manifest.rootMainFiles, ...rootLayout].map((file) => `/_next/${file}`));
}

/** The page's first-load JS, split into the framework's files and the shop's own. */
async function firstLoadJs(urlPath: string, framework: Set<string>) {
  const page = await firstLoadScripts(urlPath);
  const kib = (entries: [string, number][]) => entries.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  const own = [...page].filter(([source]) => !framework.has(new URL(source, BASE).pathname));
  return { scripts: page.size, totalKiB: kib([...page]), frameworkKiB: kib([...page]) - kib(own), shopKiB: kib(own) };
}

const STATIC_COPY_DIR = path.join(root, "public", "bench");

/**
 * The product page's prerendered HTML, copied into public/ so the same server also serves the very
 * same bytes as a plain file: the fairest baseline for "a cached page is about as fast as a file".
 */
function staticCopyOfProductPage(productId: number): string {
  const prerendered = path.join(root, ".next", "server", "app", "product", `${productId}.html`);
  if (!existsSync(prerendered)) throw new Error(`/product/${productId} was not prerendered by the build`);
  mkdirSync(STATIC_COPY_DIR, { recursive: true });
  copyFileSync(prerendered, path.join(STATIC_COPY_DIR, "product.html"));
  return "/bench/product.html";
}

async function main() {
  const seconds = option("seconds", 10);
  const concurrency = option("concurrency", 8);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS products, (SELECT min(id) FROM "Product") AS first FROM "Product"`,
  );
  const { products, first } = rows[0];
  const staticCopy = staticCopyOfProductPage(first);
  const server = await startNextServer(PORT);
  try {
    const targets: [string, string][] = [
      ["static image", "/images/placeholder.webp"],
      ["product HTML as a file", staticCopy],
      ["home", "/"],
      ["all products", "/products"],
      ["search listing", `/products?${new URLSearchParams(SEARCH)}`],
      ["filtered listing", "/products/herbal-supplements?availability=in-stock&min_price=200&max_price=800"],
      ["sorted listing", "/products?sort=price_desc"],
      ["listing page 3", "/products?page=3"],
      ["product", `/product/${first}`],
    ];
    const results: Result[] = [];
    for (const [name, urlPath] of targets) results.push(await measure(name, urlPath, seconds, concurrency));
    const [image, copy] = results;
    const product = results[results.length - 1];
    console.log(`\n${products} products, ${seconds}s per page, concurrency ${concurrency}, ${BASE}\n`);
    console.table(
      results.map((r) => ({
        page: r.name,
        path: r.path,
        "req/s": Math.round(r.rps),
        "p50 ms": r.p50.toFixed(1),
        "p95 ms": r.p95.toFixed(1),
        errors: r.errors,
        "vs static image": (r.rps / image.rps).toFixed(2),
        "vs HTML file": (r.rps / copy.rps).toFixed(2),
        "vs product page": (r.rps / product.rps).toFixed(2),
      })),
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")} (${cpus().length} cores)`,
    );
    for (const [name, db] of Object.entries(await searchDbTime(client))) {
      console.log(
        `search "${SEARCH.search}" ${name} query in PostgreSQL over ${SEARCH_DB_RUNS} runs: p50 ${db.p50.toFixed(2)} ms, p95 ${db.p95.toFixed(2)} ms; indexes: ${db.indexes.join(", ") || "none"}`,
      );
    }
    const framework = frameworkFiles();
    const firstLoad = [];
    for (const [name, urlPath] of targets.filter(([name]) =>
      ["home", "all products", "search listing", "product"].includes(name),
    )) {
      const js = await firstLoadJs(urlPath, framework);
      firstLoad.push({
        page: name,
        path: urlPath,
        scripts: js.scripts,
        "total KiB": js.totalKiB.toFixed(1),
        "React + Next.js KiB": js.frameworkKiB.toFixed(1),
        "shop's own KiB": js.shopKiB.toFixed(1),
      });
    }
    console.log(
      "\nfirst-load JS (module scripts, gzip): React + Next.js are the runtime files and the root layout's chunks, the rest is the shop's own",
    );
    console.table(firstLoad);
  } finally {
    server.kill();
    rmSync(STATIC_COPY_DIR, { recursive: true, force: true });
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
