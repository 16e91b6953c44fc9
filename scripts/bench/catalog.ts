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
import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { countSql, pageSql } from "../../lib/server/catalog/listing-sql";
import { root, startNextServer } from "./next-server";
import { prerenderedProductPage, removeStaticCopies, staticCopyOfProductPage } from "./static-copy";

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

/** Alternating turns of a page and its file: one turn's figure moves by 10-20% on this machine (docs/benchmarks.md). */
const PAIRED_TURNS = 5;

/** A page's and a file's req/s, measured in alternating turns: the median of each. */
async function pairedRatio(page: string, file: string, seconds: number, concurrency: number) {
  const pageRuns: Result[] = [];
  const fileRuns: Result[] = [];
  for (let turn = 0; turn < PAIRED_TURNS; turn++) {
    fileRuns.push(await measure("file", file, seconds / 2, concurrency));
    pageRuns.push(await measure("page", page, seconds / 2, concurrency));
  }
  const median = (runs: Result[]) =>
    Math.round(runs.map((run) => run.rps).sort((a, b) => a - b)[Math.floor(PAIRED_TURNS / 2)]);
  const errors = [...pageRuns, ...fileRuns].reduce((sum, run) => sum + run.errors, 0);
  return { page: median(pageRuns), file: median(fileRuns), errors };
}

/** The first product on sale in several sizes (a product with options), or null. */
async function productWithSizes(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ id: number }>(
    `SELECT "productId" AS id FROM "ProductOption" o JOIN "Product" p ON p.id = o."productId"
     WHERE p."archivedAt" IS NULL AND p.available ORDER BY "productId" LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

const SORTS = ["relevance", "price_asc", "price_desc", "name_asc", "name_desc"] as const;

/**
 * Listing addresses no request of this server has asked for (issue 31, target 1): one of 50 search words from the
 * catalogue's names, a sort, a price range and (every other one) a category or sub-category, each address once. The
 * prices carry a number drawn for this run, so even a server kept from an earlier run has cached none of them.
 */
async function neverSeenListings(client: pg.Client, count: number): Promise<string[]> {
  const { rows: words } = await client.query<{ word: string }>(
    `SELECT word FROM (SELECT DISTINCT lower(w) AS word FROM "Product", regexp_split_to_table(name, '[^A-Za-z]+') AS w
       WHERE slug NOT LIKE 'bulk-%' AND length(w) >= 4) t ORDER BY md5(word) LIMIT 50`,
  );
  const { rows: categories } = await client.query<{ path: string }>(
    `SELECT '/products/' || coalesce(p.slug || '/', '') || c.slug AS path FROM "Category" c LEFT JOIN "Category" p ON p.id = c."parentId"`,
  );
  const salt = Math.floor(Math.random() * 97);
  return Array.from({ length: count }, (_, i) => {
    const minPrice = (i * 37 + salt) % 600;
    const query = new URLSearchParams({
      search: words[i % words.length].word,
      sort: SORTS[Math.floor(i / words.length) % SORTS.length],
      min_price: String(minPrice),
      max_price: String(minPrice + 400 + ((i * 131 + salt) % 4000)),
    });
    const base = i % 2 === 0 ? "/products" : categories[(i >> 1) % categories.length].path;
    return `${base}?${query}`;
  });
}

/** Each address once, one at a time: median and p90 of the whole answer, its size, and the slowest ones. */
async function oneAtATime(paths: string[]) {
  const times: { path: string; ms: number; bytes: number; status: number }[] = [];
  for (const urlPath of paths) {
    const t0 = performance.now();
    const response = await fetch(BASE + urlPath);
    const body = await response.arrayBuffer();
    times.push({ path: urlPath, ms: performance.now() - t0, bytes: body.byteLength, status: response.status });
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    errors: times.filter((t) => t.status !== 200).length,
    slowest: [...times].sort((a, b) => b.ms - a.ms).slice(0, 3),
  };
}

/** Every address once, `concurrency` in flight: requests a second. */
async function concurrently(paths: string[], concurrency: number) {
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const urlPath = paths[next++];
        const response = await fetch(BASE + urlPath);
        await response.arrayBuffer();
        if (!response.ok) errors++;
      }
    }),
  );
  return { rps: paths.length / ((performance.now() - started) / 1000), errors };
}

/** The HTML's raw size and where its bytes go: the inline data React reads (self.__next_f) and the rest. */
async function htmlWeight(urlPath: string) {
  const html = await (await fetch(BASE + urlPath)).text();
  const flight = [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].reduce(
    (sum, match) => sum + match[0].length,
    0,
  );
  return { kB: html.length / 1000, inlineDataKB: flight / 1000 };
}

/** Every storefront page a visitor can open without signing in (the first-load JS table). */
async function shopPages(client: pg.Client, product: number): Promise<[string, string][]> {
  // The first category and the first sub-category.
  const { rows: categories } = await client.query<{ path: string }>(
    `(SELECT '/products/' || slug AS path FROM "Category" WHERE "parentId" IS NULL ORDER BY id LIMIT 1)
     UNION ALL
     (SELECT '/products/' || p.slug || '/' || c.slug FROM "Category" c JOIN "Category" p ON p.id = c."parentId" ORDER BY c.id LIMIT 1)`,
  );
  const sized = await productWithSizes(client);
  return [
    ["home", "/"],
    ["all products", "/products"],
    ...categories.map(({ path: categoryPath }, i): [string, string] => [i ? "sub-category" : "category", categoryPath]),
    ["search listing", `/products?${new URLSearchParams(SEARCH)}`],
    ["product (one size)", `/product/${product}`],
    ...(sized ? [["product (sizes)", `/product/${sized}`] as [string, string]] : []),
    ["cart", "/cart"],
    ["blog", "/blog"],
    ["treatments", "/treatments"],
    ["conditions", "/conditions"],
    ["contact", "/contact"],
    ["login", "/login"],
  ];
}

async function firstLoadTable(pages: [string, string][]) {
  const framework = frameworkFiles();
  const table = [];
  for (const [name, urlPath] of pages) {
    const js = await firstLoadJs(urlPath, framework);
    table.push({
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
  console.table(table);
  console.log(`load average: ${loadText()}`);
}

const loadText = () =>
  `${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")} (${cpus().length} cores)`;

async function main() {
  const seconds = option("seconds", 10);
  const concurrency = option("concurrency", 8);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS products, (SELECT min(id) FROM "Product") AS first FROM "Product"`,
  );
  const { products, first } = rows[0];
  // Before the server starts: `next start` serves only the public files it found then.
  const staticCopy = staticCopyOfProductPage(first);
  // Issue 28: a product in several sizes against its own HTML as a file too.
  const sized = await productWithSizes(client);
  const pairs: [string, string, string][] = [[`/product/${first}`, staticCopy, "product (one size)"]];
  if (sized && existsSync(prerenderedProductPage(sized)))
    pairs.push([`/product/${sized}`, staticCopyOfProductPage(sized), "product (sizes)"]);
  const server = await startNextServer(PORT);
  try {
    if (process.argv.includes("--js-only")) {
      console.log(`${products} products, ${BASE}`);
      await firstLoadTable(await shopPages(client, first));
      return;
    }
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
    // Target 5: each product page against its own HTML as a file, measured in turns (a page and its file
    // side by side, three times), so that the machine's drift over the run above counts for both alike.
    for (const [page, file, name] of pairs) {
      const ratio = await pairedRatio(page, file, seconds, concurrency);
      console.log(
        `${name} ${page}: ${ratio.page} req/s = ${(ratio.page / ratio.file).toFixed(2)}x its HTML as a file (${ratio.file} req/s); medians of ${PAIRED_TURNS} turns of ${seconds / 2} s each, errors ${ratio.errors}`,
      );
    }
    console.log(`load average at the end: ${loadText()}`);

    // Target 1: listings nobody asked for yet, one at a time and at the concurrency above.
    const neverSeen = await neverSeenListings(client, 100 + 40 * concurrency);
    const single = await oneAtATime(neverSeen.slice(0, 100));
    console.log(
      `\nnever-seen listings, one at a time (100 addresses: 50 words x sorts x prices x categories): p50 ${single.p50.toFixed(1)} ms, p90 ${single.p90.toFixed(1)} ms, errors ${single.errors} (target p50 <= 40, p90 <= 80); load ${loadText()}`,
    );
    for (const slow of single.slowest) console.log(`  slowest: ${slow.ms.toFixed(0)} ms ${slow.path}`);
    const mixed = await concurrently(neverSeen.slice(100), concurrency);
    console.log(
      `never-seen listings at concurrency ${concurrency} (${neverSeen.length - 100} addresses): ${mixed.rps.toFixed(1)} req/s = ${(mixed.rps / product.rps).toFixed(2)}x the cached product page (target >= 0.3), errors ${mixed.errors}; load ${loadText()}`,
    );

    // Target 2: the HTML's weight.
    const weights = [];
    for (const [name, urlPath] of [
      ["search listing (24 cards)", `/products?${new URLSearchParams(SEARCH)}`],
      ["all products", "/products"],
      ["sorted listing", "/products?sort=price_desc"],
      ["product", `/product/${first}`],
    ]) {
      const weight = await htmlWeight(urlPath);
      weights.push({
        page: name,
        path: urlPath,
        "raw kB": weight.kB.toFixed(1),
        "inline data kB": weight.inlineDataKB.toFixed(1),
      });
    }
    console.log("\nHTML weight (raw; target: a 24-card listing <= 120 kB, the product page <= 100 kB)");
    console.table(weights);
    for (const [name, db] of Object.entries(await searchDbTime(client))) {
      console.log(
        `search "${SEARCH.search}" ${name} query in PostgreSQL over ${SEARCH_DB_RUNS} runs: p50 ${db.p50.toFixed(2)} ms, p95 ${db.p95.toFixed(2)} ms; indexes: ${db.indexes.join(", ") || "none"}`,
      );
    }
    await firstLoadTable(await shopPages(client, first));
  } finally {
    server.kill();
    removeStaticCopies();
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
