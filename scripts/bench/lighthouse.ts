/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G line, simulated) on the storefront's
 * main pages, against the production build served by `next start`, in Debian's Chromium:
 *
 *   APP_ENV=test npm run build && APP_ENV=test npm run bench:lighthouse [-- --runs 3 --details]
 *
 * Prints performance, accessibility, best practices and SEO with LCP, TBT and CLS for `/`,
 * `/products`, a search listing and `/product/{id}`. With `--runs N` each page is measured N times
 * and the run with the median performance score is shown (scores move by a few points between runs
 * on a busy machine). `--details` lists every audit that did not pass on each page. Lighthouse 12.8
 * is the newest release that runs on Node 20 (13.x needs Node 22.19).
 *
 * Runs `next start` itself on BENCH_PORT (default 3300) with the DATABASE_URL of scripts/with-db.ts;
 * CHROMIUM_PATH (default /usr/bin/chromium) is the browser.
 */
import pg from "pg";
import { startNextServer } from "./next-server";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type PageResult = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
};

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

async function audit(url: string, port: number): Promise<PageResult> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (item) =>
          item.score !== null &&
          item.score < 0.9 &&
          item.scoreDisplayMode !== "informative" &&
          item.scoreDisplayMode !== "manual",
      )
      .map((item) => `${category.id}: ${item.id} (${item.score}) ${item.displayValue ?? ""}`.trim()),
  );
  // The LCP element's markup, to see what to make faster.
  const lcpItems = (
    lhr.audits["largest-contentful-paint-element"]?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items;
  const lcpElement = lcpItems?.[0]?.items?.[0]?.node?.snippet;
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
    failing: [...new Set(failing), ...(lcpElement ? [`LCP element: ${lcpElement}`] : [])],
  };
}

async function firstProductId(): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT min(id) AS id FROM "Product" WHERE "archivedAt" IS NULL`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function main() {
  const runs = option("runs", 1);
  const details = process.argv.includes("--details");
  const productId = await firstProductId();
  const pages: [string, string][] = [
    ["home", "/"],
    ["all products", "/products"],
    ["search listing", "/products?search=ashwagandha&sort=price_asc"],
    ["product", `/product/${productId}`],
  ];
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const server = await startNextServer(PORT).catch((error) => {
    chrome.kill();
    throw error;
  });
  try {
    const rows = [];
    for (const [name, path] of pages) {
      for (let i = 0; i < 3; i++) await (await fetch(BASE + path)).arrayBuffer(); // warm the server's caches
      const measured: PageResult[] = [];
      for (let run = 0; run < runs; run++) measured.push(await audit(BASE + path, chrome.port));
      measured.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = measured[Math.floor(measured.length / 2)];
      rows.push({
        page: name,
        path,
        performance: median.scores.performance,
        accessibility: median.scores.accessibility,
        "best practices": median.scores["best-practices"],
        SEO: median.scores.seo,
        "LCP ms": Math.round(median.lcp),
        "TBT ms": Math.round(median.tbt),
        CLS: median.cls.toFixed(3),
        ...(runs > 1 ? { "perf. of runs": measured.map((r) => r.scores.performance).join(" ") } : {}),
      });
      if (details)
        console.log(
          `\n${name} (${path}), audits that did not pass:\n${median.failing.map((line) => `  ${line}`).join("\n") || "  none"}`,
        );
    }
    console.log(
      `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset, ${BASE}, median of ${runs} run(s) a page\n`,
    );
    console.table(rows);
  } finally {
    chrome.kill();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
