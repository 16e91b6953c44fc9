/**
 * The back office at size, on the production build: a throwaway database on real PostgreSQL (the
 * embedded test cluster or DATABASE_URL) with `seed:bulk` 50 000 products and 100 000 orders, served by
 * `next start` on BENCH_PORT (default 3300), an admin's session cookie (opened as sign-in opens one):
 *
 *   APP_ENV=test npm run build && APP_ENV=test npm run bench:backoffice [-- --requests 60 --concurrency 4 --products 50000 --orders 100000 --reuse]
 *
 * For each of the back office's usual reads (the orders list by default, by status, by date range, by
 * phone in several spellings, searched by a phone, part of one, a name and a staff note's words, page 200; an order's detail; the dashboard; reports and the GST summary
 * of a month; the customers list; the portal's product table and search; the stock list) it sends
 * `--requests` requests at `--concurrency` in flight (after 3 warm-up requests) and prints p50/p95 of
 * the server's answer (time to the whole body) and the rows the answer counted. Target (issue 31):
 * p95 ≤ 100 ms each at concurrency 4. Then the first-load JS of each back-office screen (module
 * scripts, gzip). A request that fails puts its status in its row; the bench goes on.
 *
 * `--reuse` keeps the seeded database of an earlier run (seeding takes minutes) when it has the
 * orders; the load average is printed with the figures.
 */
import { gzipSync } from "node:zlib";
import { loadavg } from "node:os";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { ensureDatabase } from "../database";
import { startNextServer } from "./next-server";
import { runScript, throwawayDatabase } from "./throwaway-database";

const BENCH_DATABASE = "storefront_bench_backoffice";
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** The seeded database, or the one an earlier run seeded (`--reuse`) when it holds the orders. */
async function seededDatabase(serverUrl: string, products: number, orders: number): Promise<string> {
  const { withDatabase } = await import("../database");
  if (process.argv.includes("--reuse")) {
    const url = withDatabase(serverUrl, BENCH_DATABASE);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "Order"`);
      if (rows[0].n >= orders) return url;
    } catch {
      // not there yet: seed it
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const url = await throwawayDatabase(serverUrl, BENCH_DATABASE);
  const started = Date.now();
  runScript(url, "prisma/seed-bulk.ts", "--products", String(products), "--orders", String(orders));
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A steady-state database: autovacuum has set the visibility map and the statistics.
  await client.query("VACUUM ANALYZE");
  await client.end();
  return url;
}

/** An admin's session cookie, signed as sign-in signs it (lib/server/auth/session.ts). */
async function adminCookie(): Promise<string> {
  const { db } = await import("@/lib/server/db");
  const { startSession } = await import("@/lib/server/auth/sessions");
  const { SESSION_COOKIE, signSession } = await import("@/lib/server/auth/session");
  const admin = await db.staffUser.findUniqueOrThrow({ where: { username: "admin" } });
  const session = await startSession({ kind: "staff", id: admin.id, role: admin.role }, "web");
  return `${SESSION_COOKIE}=${await signSession(session, { name: admin.name, username: admin.username })}`;
}

type Row = Record<string, string | number>;

/** `requests` GETs of `path`, `concurrency` at a time: p50/p95 of the time to the whole answer. */
async function measure(path: string, cookie: string, requests: number, concurrency: number): Promise<Row> {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(BASE + path, { headers: { cookie } });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, body };
  };
  for (let i = 0; i < 3; i++) {
    const warm = await get();
    if (warm.status !== 200) return { error: `${warm.status} ${warm.body.slice(0, 100)}` };
  }
  const times: number[] = [];
  let failed = 0;
  let count: unknown = "";
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const { ms, status, body } = await get();
        if (status !== 200) failed += 1;
        else {
          times.push(ms);
          if (count === "") count = countOf(body);
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    "p50 ms": percentile(times, 50).toFixed(1),
    "p95 ms": percentile(times, 95).toFixed(1),
    rows: String(count),
    ...(failed ? { failed } : {}),
  };
}

/** The reads the order screen makes: the order, its refunds, edits, NDR attempts and notes. */
function orderReads(name: string, id: number | undefined): [string, string][] {
  if (id === undefined) return [[`${name}: none seeded`, "/api/admin/orders/0/"]];
  return [
    [`${name}: detail`, `/api/admin/orders/${id}/`],
    [`${name}: refunds`, `/api/admin/orders/${id}/refunds/`],
    [`${name}: edits`, `/api/admin/orders/${id}/edits/`],
    [`${name}: NDR`, `/api/admin/orders/${id}/ndr/`],
    [`${name}: notes`, `/api/admin/orders/${id}/notes/`],
  ];
}

/** Two edits of an unshipped order through the API (one more unit of its first line, then back), as staff make them. */
async function editTwice(orderId: number, line: { id: number; quantity: number }, cookie: string) {
  const headers = { cookie, origin: BASE, "content-type": "application/json" };
  for (const quantity of [line.quantity + 1, line.quantity]) {
    const list = await fetch(`${BASE}/api/admin/orders/${orderId}/edits/`, { headers });
    const { version } = (await list.json()) as { version: number };
    const response = await fetch(`${BASE}/api/admin/orders/${orderId}/edits/`, {
      method: "POST",
      headers,
      body: JSON.stringify({ version, quantities: [{ item_id: line.id, quantity }], reason: "Bench" }),
    });
    if (!response.ok)
      console.log(`editing order ${orderId}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
}

function countOf(body: string): unknown {
  try {
    const json = JSON.parse(body) as { count?: number; results?: unknown[] };
    return json.count ?? (Array.isArray(json.results) ? json.results.length : "");
  } catch {
    return "";
  }
}

/** The module scripts a screen's HTML loads, gzip, in KiB. */
async function firstLoadKiB(path: string, cookie: string): Promise<number> {
  const response = await fetch(BASE + path, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const sources = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)]
      .filter((match) => !/\snoModule/i.test(match[0]))
      .map((match) => match[1]),
  );
  let bytes = 0;
  for (const source of sources)
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(source, BASE))).arrayBuffer())).length;
  return bytes / 1024;
}

async function main() {
  const requests = arg("requests", 60);
  const concurrency = arg("concurrency", 4);
  const products = arg("products", 50_000);
  const orders = arg("orders", 100_000);
  const database = await ensureDatabase("test");
  const url = await seededDatabase(database.url, products, orders);
  process.env.DATABASE_URL = url;
  const cookie = await adminCookie();
  const { db } = await import("@/lib/server/db");
  const order = await db.order.findFirstOrThrow({
    orderBy: { id: "desc" },
    select: { id: true, customerPhone: true, customerName: true },
  });
  const product = await db.product.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } });
  const counts = { products: await db.product.count(), orders: await db.order.count() };
  // An order with a return, one with failed delivery attempts (NDR), one edited before shipping (edits, below).
  const returned = await db.returnRequest.findFirst({ orderBy: { id: "desc" }, select: { orderId: true } });
  const ndr = await db.ndrAttempt.findFirst({ orderBy: { id: "desc" }, select: { orderId: true } });
  const editable = await db.order.findFirst({
    where: { status: "pending", paymentMethod: "cod", items: { some: {} } },
    orderBy: { id: "desc" },
    select: { id: true, items: { select: { id: true, quantity: true }, orderBy: { id: "asc" }, take: 1 } },
  });
  const national = order.customerPhone.replace(/^\+91/, "");
  const month = new Date().toISOString().slice(0, 7);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const reads: [string, string][] = [
    ["orders: default", "/api/admin/orders/"],
    ["orders: by status", "/api/admin/orders/?status=shipped"],
    ["orders: a month's dates", `/api/admin/orders/?start_date=${day(60)}&end_date=${day(30)}`],
    ["orders: by status and dates", `/api/admin/orders/?status=delivered&start_date=${day(200)}&end_date=${day(100)}`],
    ["orders: phone +91…", `/api/admin/orders/?customer_mobile=${encodeURIComponent(order.customerPhone)}`],
    ["orders: phone 10 digits", `/api/admin/orders/?customer_mobile=${national}`],
    [
      "orders: phone spaced",
      `/api/admin/orders/?customer_mobile=${encodeURIComponent(`${national.slice(0, 5)} ${national.slice(5)}`)}`,
    ],
    ["orders: phone 0…", `/api/admin/orders/?customer_mobile=0${national}`],
    ["orders: search a phone", `/api/admin/orders/?search=${national}`],
    ["orders: search a name (every order)", `/api/admin/orders/?search=${encodeURIComponent("Shopper")}`],
    ["orders: search a customer's name", `/api/admin/orders/?search=${encodeURIComponent(order.customerName)}`],
    ["orders: search part of a phone", `/api/admin/orders/?search=${national.slice(-6)}`],
    ["orders: search a staff note", `/api/admin/orders/?search=${encodeURIComponent("security guard")}`],
    ["orders: page 200", "/api/admin/orders/?page=200"],
    ["orders: by total, page 50", "/api/admin/orders/?ordering=-total_amount&page=50"],
    ["an order's detail", `/api/admin/orders/${order.id}/`],
    ["dashboard stats", "/api/admin/orders/dashboard_stats/"],
    ["dashboard recent orders", "/api/admin/orders/recent_orders/"],
    ["report: a month by day", `/api/admin/reports/?period=day&start_date=${day(30)}&end_date=${day(0)}`],
    ["report: a year by month", `/api/admin/reports/?period=month&start_date=${day(365)}&end_date=${day(0)}`],
    ["GST summary: a month", `/api/admin/reports/gst/?month=${month}`],
    ["GSTR-1: a month", `/api/admin/reports/gstr1/?month=${month}`],
    ["returns queue", "/api/admin/returns/"],
    ["returns queue: requested", "/api/admin/returns/?status=requested"],
    ["returns queue: searched", `/api/admin/returns/?q=${encodeURIComponent("Shopper")}`],
    ["NDR queue: waiting", "/api/admin/ndr/"],
    ["NDR queue: reattempt", "/api/admin/ndr/?state=reattempt"],
    ["NDR queue: return", "/api/admin/ndr/?state=return"],
    ...orderReads("order with a return", returned?.orderId),
    ...orderReads("order with NDR", ndr?.orderId),
    ...orderReads("order with edits", editable?.id),
    ["customers: list", "/api/admin/customers/"],
    ["customers: search", `/api/admin/customers/?search=${national.slice(-6)}`],
    ["portal: product table", "/api/portal/products/"],
    ["portal: product search", "/api/portal/products/?search=ashwagandha"],
    ["portal: product counts", "/api/portal/products/counts/"],
    ["portal: stock list", "/api/portal/products/low-stock/"],
  ];
  const screens = [
    "/admin/orders",
    `/admin/orders/${order.id}`,
    "/admin/dashboard",
    "/admin/reports",
    "/admin/customers",
    "/portal/products",
    `/portal/products/${product.id}`,
    "/portal/stock",
  ];
  let server: ChildProcess | null = null;
  try {
    server = await startNextServer(PORT);
    if (editable) await editTwice(editable.id, editable.items[0], cookie);
    console.log(
      `${counts.products} products, ${counts.orders} orders; ${requests} requests a read at concurrency ${concurrency} (after 3 warm-up requests)`,
    );
    const rows: Row[] = [];
    for (const [name, path] of reads) {
      const row = { read: name, ...(await measure(path, cookie, requests, concurrency)), load: load() };
      console.log(JSON.stringify({ ...row, path }));
      rows.push(row);
    }
    console.table(rows);
    const js: Row[] = [];
    for (const screen of screens) {
      try {
        js.push({ screen, "first-load JS KiB (gzip)": (await firstLoadKiB(screen, cookie)).toFixed(1) });
      } catch (error) {
        js.push({ screen, error: String(error) });
      }
    }
    console.table(js);
  } finally {
    if (server) server.kill();
    await db.$disconnect();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
