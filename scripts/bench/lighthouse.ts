/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G line, simulated) on every page a
 * shopper can open, against the production build served by `next start`, in Debian's Chromium:
 *
 *   APP_ENV=test npm run build && APP_ENV=test npm run bench:lighthouse [-- --runs 3 --details --warm-only --pages cart,contact]
 *
 * For each page, first **cold**: `next start` restarted just before and ready (as a load balancer
 * waits for it: its warm-up has asked for one page of each kind, lib/server/health/warm-up.ts), the
 * page's first request is Lighthouse's own (what a shopper meets right after a deploy or a restart,
 * signed-in pages' own modules not loaded yet: a warm-up has no session); then **warm**: three
 * requests first, then Lighthouse. Prints performance, accessibility, best practices and SEO with
 * LCP, TBT and CLS, and the machine's load average when the row was measured. A page that fails
 * (an error page, a timeout, Lighthouse's runtime error) gets its error in its row; the bench goes on
 * and never fails on a score (it is a benchmark, not a test).
 *
 * Pages: home, all products, every category and sub-category, a search listing, a filtered and
 * sorted listing, a product page, the cart empty (a guest) and full, the blog and a post, treatments,
 * conditions and a condition, contact, login, tracking (a shipped order of the bench shopper's, its
 * shipment made by the bench); signed in as the bench shopper (a customer `+919800000031` with a cart
 * and an order, its session opened the way sign-in opens one and set as the session cookie in
 * Chromium through the DevTools protocol before the audit, as Lighthouse's `extraHeaders` do not reach
 * the navigation): checkout, orders, an order, profile and the payment page of an unpaid order. Guest
 * pages are audited with the browser's cookies cleared.
 *
 *   --pages a,b     only the pages whose name or path contains one of the words
 *   --warm-only     skip the cold runs (no restart per page)
 *   --runs N        measure each page N times warm and keep the median run (by performance)
 *   --details       list each page's audits that did not pass, the LCP element and the elements
 *                   that moved (layout shifts)
 *
 * Runs `next start` itself on BENCH_PORT (default 3300) with the DATABASE_URL of scripts/with-db.ts;
 * CHROMIUM_PATH (default /usr/bin/chromium) is the browser. Lighthouse 12.8 is the newest release
 * that runs on Node 20 (13.x needs Node 22.19).
 */
import type { ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { BLOG_POSTS } from "@/lib/content/blog";
import { CONDITIONS } from "@/lib/content/conditions";
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
const BENCH_SHOPPER_PHONE = "+919800000031";
const BENCH_AWB = "BENCH0000000031";

type PageResult = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  /** Where the page ended up when it redirected. */
  landed: string | null;
};

type Page = { name: string; path: string; signedIn?: boolean };

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
}

type Details = {
  items?: {
    node?: { snippet?: string };
    items?: { node?: { snippet?: string } }[];
    score?: number;
    subItems?: { items?: { cause?: string; extra?: { url?: string } }[] };
  }[];
};

type SessionCookie = { name: string; value: string };

/**
 * The browser's cookies for the audit: only the shopper's session cookie when signed in, none for a guest.
 * Set in Chromium through the DevTools protocol (Lighthouse keeps cookies between its storage resets).
 */
async function setBrowserCookies(port: number, url: string, cookie: SessionCookie | null): Promise<void> {
  const puppeteer = await import("puppeteer-core");
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const session = await browser.target().createCDPSession();
    await session.send("Storage.clearCookies");
    const domain = new URL(url).hostname;
    if (cookie)
      await browser
        .defaultBrowserContext()
        .setCookie({ ...cookie, domain, path: "/", httpOnly: true, sameSite: "Lax" });
  } finally {
    await browser.disconnect();
  }
}

async function audit(url: string, port: number, cookie: SessionCookie | null): Promise<PageResult> {
  const { default: lighthouse } = await import("lighthouse");
  await setBrowserCookies(port, url, cookie);
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
  // The LCP element's markup, to see what to make faster, and the elements that moved.
  const lcpElement = (lhr.audits["largest-contentful-paint-element"]?.details as Details | undefined)?.items?.[0]
    ?.items?.[0]?.node?.snippet;
  const shifted = ((lhr.audits["layout-shifts"]?.details as Details | undefined)?.items ?? [])
    .filter((item) => item.node?.snippet)
    .map((item) => {
      const causes = (item.subItems?.items ?? []).map(
        (sub) => `${sub.cause}${sub.extra?.url ? ` ${sub.extra.url}` : ""}`,
      );
      return `${item.node?.snippet} (score ${item.score?.toFixed(3) ?? "?"}${causes.length ? `; ${causes.join(", ")}` : ""})`;
    });
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
    landed: lhr.finalDisplayedUrl === url ? null : lhr.finalDisplayedUrl.replace(/^https?:\/\/[^/]+/, ""),
    failing: [
      ...new Set(failing),
      ...(lcpElement ? [`LCP element: ${lcpElement}`] : []),
      ...shifted.map((snippet) => `moved: ${snippet}`),
    ],
  };
}

/**
 * The bench shopper (created once, reused): a cart of two products, an unpaid online order (the
 * payment page), a shipped cash-on-delivery order with its shipment (the tracking page, `BENCH_AWB`)
 * and its session cookie, signed as sign-in signs it.
 */
async function benchShopper(): Promise<{ cookie: SessionCookie; orderId: number }> {
  const { db } = await import("@/lib/server/db");
  const { startSession } = await import("@/lib/server/auth/sessions");
  const { SESSION_COOKIE, signSession } = await import("@/lib/server/auth/session");
  const customer = await db.customer.upsert({
    where: { phone: BENCH_SHOPPER_PHONE },
    create: { phone: BENCH_SHOPPER_PHONE, name: "Bench Shopper", email: "bench@example.in" },
    update: {},
  });
  const products = await db.product.findMany({
    where: { available: true, archivedAt: null, stock: { gt: 5 } },
    orderBy: { id: "asc" },
    take: 2,
  });
  const cart = await db.cart.upsert({
    where: { customerId: customer.id },
    create: { customerId: customer.id },
    update: {},
  });
  for (const product of products) {
    // One line per variant: the product's default one (docs/variants.md).
    const variant = await db.productVariant.findFirstOrThrow({
      where: { productId: product.id, isDefault: true },
      select: { id: true },
    });
    await db.cartItem.upsert({
      where: { cartId_variantId: { cartId: cart.id, variantId: variant.id } },
      create: { cartId: cart.id, productId: product.id, variantId: variant.id, quantity: 1 },
      update: { quantity: 1 },
    });
  }
  const product = products[0];
  const benchOrder = async (orderNumber: string, paymentMethod: "prepaid" | "cod") =>
    (await db.order.findUnique({ where: { orderNumber } })) ??
    (await db.order.create({
      data: {
        orderNumber,
        customerId: customer.id,
        paymentMethod,
        ...(paymentMethod === "cod" ? { status: "shipped" as const } : {}),
        customerName: "Bench Shopper",
        customerPhone: customer.phone,
        recipientName: "Bench Shopper",
        recipientPhone: customer.phone,
        deliveryAddress: "12 MG Road",
        deliveryCity: "Pune",
        deliveryState: "Maharashtra",
        deliveryPincode: "411001",
        itemsOriginalTotal: product.salePrice,
        subtotal: product.salePrice,
        total: product.salePrice,
        items: {
          create: {
            productId: product.id,
            productName: product.name,
            quantity: 1,
            unitPrice: product.salePrice,
            discountPrice: product.salePrice,
            totalPrice: product.salePrice,
          },
        },
        history: { create: { status: "pending", changedByName: "Customer" } },
      },
    }));
  const order = await benchOrder("ORD-BENCH-LIGHTHOUSE", "prepaid");
  const shipped = await benchOrder("ORD-BENCH-TRACK", "cod");
  await db.shipment.upsert({
    where: { orderId: shipped.id },
    create: {
      orderId: shipped.id,
      carrier: "manual",
      courierName: "Delhivery Surface",
      trackingNumber: BENCH_AWB,
      status: "in_transit",
      invoiceNumber: "BENCH-TRACK",
      country: "India",
      events: {
        create: [
          { status: "picked_up", location: "Bengaluru", description: "Picked up", scanKey: "bench-1" },
          { status: "in_transit", location: "Pune hub", description: "In transit", scanKey: "bench-2" },
        ],
      },
    },
    update: {},
  });
  const session = await startSession({ kind: "customer", id: customer.id, role: "user" }, "web");
  const value = await signSession(session, { name: customer.name, phone: customer.phone });
  return { cookie: { name: SESSION_COOKIE, value }, orderId: order.id };
}

async function pagesToMeasure(orderId: number): Promise<Page[]> {
  const { db } = await import("@/lib/server/db");
  const categories = await db.category.findMany({
    select: { slug: true, parent: { select: { slug: true } } },
    orderBy: [{ parentId: { sort: "asc", nulls: "first" } }, { position: "asc" }],
  });
  const product = await db.product.findFirst({
    where: { available: true, archivedAt: null },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  // A product a shopper picks a size of (the seed's Ashwagandha, 60 and 120 capsules: docs/variants.md).
  const sized = await db.product.findFirst({
    where: { available: true, archivedAt: null, variants: { some: { active: true, isDefault: false } } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const condition = CONDITIONS.find((item) => item.slug === "digestive-health") ?? CONDITIONS[0];
  return [
    { name: "home", path: "/" },
    { name: "all products", path: "/products" },
    ...categories.map((category) => ({
      name: category.parent ? "sub-category" : "category",
      path: category.parent ? `/products/${category.parent.slug}/${category.slug}` : `/products/${category.slug}`,
    })),
    { name: "search listing", path: "/products?search=ashwagandha&sort=price_asc" },
    { name: "filtered listing", path: "/products?min_price=200&max_price=900&sort=price_desc" },
    { name: "product", path: `/product/${product?.id ?? 1}` },
    ...(sized ? [{ name: "product with sizes", path: `/product/${sized.id}` }] : []),
    { name: "cart (empty)", path: "/cart" },
    { name: "cart (full)", path: "/cart", signedIn: true },
    { name: "blog", path: "/blog" },
    { name: "blog post", path: `/blog/${BLOG_POSTS[0].slug}` },
    { name: "treatments", path: "/treatments" },
    { name: "conditions", path: "/conditions" },
    { name: "condition", path: `/conditions/${condition.slug}` },
    { name: "contact", path: "/contact" },
    { name: "login", path: "/login" },
    { name: "track", path: `/track/${BENCH_AWB}` },
    { name: "checkout", path: "/checkout", signedIn: true },
    { name: "orders", path: "/orders", signedIn: true },
    { name: "an order", path: `/orders/${orderId}`, signedIn: true },
    { name: "profile", path: "/profile", signedIn: true },
    { name: "payment", path: `/razorpay-payment?order=${orderId}`, signedIn: true },
  ];
}

function selected(pages: Page[]): Page[] {
  const index = process.argv.indexOf("--pages");
  if (index < 0) return pages;
  const words = (process.argv[index + 1] ?? "").split(",").filter(Boolean);
  return pages.filter((page) => words.some((word) => page.name.includes(word) || page.path.includes(word)));
}

async function main() {
  const runs = option("runs", 1);
  const details = process.argv.includes("--details");
  const warmOnly = process.argv.includes("--warm-only");
  const shopper = await benchShopper();
  const pages = selected(await pagesToMeasure(shopper.orderId));
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  let server: ChildProcess | null = null;
  const restart = async () => {
    if (server) await stop(server);
    server = await startNextServer(PORT);
  };
  const rows: Record<string, string | number>[] = [];
  const report = (page: Page, mode: string, measured: PageResult[] | Error) => {
    const base = { page: page.name, path: page.path, mode };
    if (measured instanceof Error) {
      rows.push({ ...base, error: measured.message.slice(0, 120), load: load() });
      return;
    }
    measured.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = measured[Math.floor(measured.length / 2)];
    rows.push({
      ...base,
      perf: median.scores.performance,
      a11y: median.scores.accessibility,
      "best pr.": median.scores["best-practices"],
      SEO: median.scores.seo,
      "LCP ms": Math.round(median.lcp),
      "TBT ms": Math.round(median.tbt),
      CLS: median.cls.toFixed(3),
      ...(median.landed ? { "redirected to": median.landed } : {}),
      ...(measured.length > 1 ? { "perf. of runs": measured.map((r) => r.scores.performance).join(" ") } : {}),
      load: load(),
    });
    if (details)
      console.log(
        `\n${page.name} (${page.path}, ${mode}), audits that did not pass:\n${median.failing.map((line) => `  ${line}`).join("\n") || "  none"}`,
      );
    console.log(JSON.stringify(rows.at(-1)));
  };
  try {
    if (warmOnly) await restart();
    for (const page of pages) {
      const cookie = page.signedIn ? shopper.cookie : null;
      if (!warmOnly) {
        await restart();
        report(page, "cold", await audit(BASE + page.path, chrome.port, cookie).then((r) => [r], asError));
      }
      const measured: PageResult[] = [];
      try {
        for (let i = 0; i < 3; i++)
          await (
            await fetch(BASE + page.path, { headers: cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {} })
          ).arrayBuffer();
        for (let run = 0; run < runs; run++) measured.push(await audit(BASE + page.path, chrome.port, cookie));
        report(page, "warm", measured);
      } catch (error) {
        report(page, "warm", asError(error));
      }
    }
    console.log(
      `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset, ${BASE}, ${warmOnly ? "warm" : "cold (server restarted before the page) and warm"}, median of ${runs} warm run(s) a page; load average 1/5/15 min at each row\n`,
    );
    console.table(rows);
  } finally {
    chrome.kill();
    if (server) await stop(server);
    const { db } = await import("@/lib/server/db");
    await db.$disconnect();
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Stops `next start` and waits until it has let go of the port. */
function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
