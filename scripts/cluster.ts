/**
 * `npm run test:cluster`: the production topology of deploy/compose.yaml, with processes (Docker
 * does not run on these machines): the embedded PostgreSQL (profile "cluster"), Debian's
 * redis-server and nginx (deploy/nginx.conf with local addresses), one production build and two
 * `next start` servers, each with its job worker. It checks, with no retries of its own:
 *   1. one server without Redis: a price saved through the portal API shows on the very next
 *      request of the product page and of GET /api/products/{id}/, many times over, also when the
 *      page was rendering while the price was saved, and after a restart that came before the next request;
 *   2. two servers sharing Redis: a price saved through one is served by the other on the next
 *      request, both ways; a settings change likewise;
 *   3. a checkout race split across both servers oversells nothing;
 *   4. the stock an unpaid online order gave back when its payment window passed, put back by
 *      either server's job worker outside any request, is served by both on the next request; the
 *      servers' internal routes refuse outsiders, and nginx does not pass them on;
 *   5. killing either server in the middle of a stream of checkouts through nginx loses no order
 *      (clients retry connection errors and 502s with their Idempotency-Key).
 * Ports: E2E_PORT+1 and +2 (app servers), +10 (redis), +11 (nginx); EMBEDDED_PG_PORT+3 (database).
 *
 *   tsx --conditions=react-server scripts/cluster.ts [--no-build]   (--no-build reuses .next, e.g. the end-to-end build)
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { resetDatabase, seed } from "../prisma/seed";
import { checks, run, startNodeServer, stopNodeServer, type ServerProcess } from "./checks";
import { ensureDatabase, migrate } from "./database";
import { authEmulatorEnv } from "./firebase-emulator";
import { formatRupees } from "../lib/domain/format";
import { startMailCatcher } from "./fakes/mail-catcher";
import { startRedis } from "./redis";

const root = path.resolve(__dirname, "..");
const BASE = Number(process.env.E2E_PORT ?? 3100);
const PORTS = { a: BASE + 1, b: BASE + 2, redis: BASE + 10, nginx: BASE + 11 };
const AUTH_SECRET = "cluster-test-secret-of-at-least-32-characters";
const FRESHNESS_ROUNDS = 12;
/** How long a product page has been rendering when a price is saved in the freshness rounds (a render takes 50-700 ms). */
const RENDER_HEAD_START_MS = 15;

const { check, summary } = checks();

type Server = ServerProcess & { name: string; url: string; port: number };

/** On localhost, not 127.0.0.1: Next.js calls 127.0.0.1 localhost in the proxy's URLs, so under -H 127.0.0.1 every proxy.ts rewrite looks like another origin's and is fetched again over HTTP, through the proxy again (docs/catalog-and-caching.md, "Listening address"). */
function startServer(name: string, port: number, env: NodeJS.ProcessEnv): Server {
  const server = startNodeServer(
    [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "localhost"],
    { cwd: root, env },
  );
  return { ...server, name, url: `http://127.0.0.1:${port}`, port };
}

async function waitUntilServing(server: Server): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited:\n${server.log.join("")}`);
    try {
      if ((await fetch(`${server.url}/api/company/`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${server.name} did not serve within 60 s:\n${server.log.join("")}`);
}

/** Stops a server: SIGTERM (a clean stop, which may take its jobs' 10 s) or SIGKILL (a crash), to its whole process group. */
const stopServer = (server: Server, signal: NodeJS.Signals = "SIGTERM") =>
  stopNodeServer(server, signal, signal === "SIGTERM" ? 25_000 : 10_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.body) headers.set("content-type", "application/json");
  const response = await fetch(url, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

async function html(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** nginx running deploy/nginx.conf itself, pointed at the two servers. */
function startNginx(dir: string): { stop: () => void } {
  let config = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const replace = (from: string | RegExp, to: string) => {
    const next = config.replace(from, to);
    if (next === config) throw new Error(`deploy/nginx.conf no longer has ${from}: update scripts/cluster.ts`);
    config = next;
  };
  replace("server app1:3000", `server 127.0.0.1:${PORTS.a}`);
  replace("server app2:3000", `server 127.0.0.1:${PORTS.b}`);
  replace("listen 80;", `listen 127.0.0.1:${PORTS.nginx};`);
  replace("/var/cache/nginx/static", path.join(dir, "static"));
  replace(
    "worker_processes auto;",
    `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`,
  );
  replace(
    "http {",
    `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
  );
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const nginx = process.env.NGINX_PATH ?? "nginx";
  execFileSync(nginx, ["-t", "-q", "-p", dir, "-e", `${dir}/error.log`, "-c", path.join(dir, "nginx.conf")], {
    stdio: "inherit",
  });
  const child = spawn(nginx, ["-p", dir, "-e", `${dir}/error.log`, "-c", path.join(dir, "nginx.conf")], {
    stdio: "inherit",
  });
  return { stop: () => void child.kill("SIGTERM") };
}

async function main(): Promise<number> {
  const database = await ensureDatabase("cluster");
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-cluster-"));
  chmodSync(dir, 0o777); // nginx's workers run as an unprivileged user when started as root
  const servers: Server[] = [];
  let nginx: { stop: () => void } | null = null;
  const redis = await startRedis(PORTS.redis);
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  try {
    await migrate(database.url);
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }) });
    await resetDatabase(prisma);
    await seed(prisma);
    await prisma.$disconnect();

    const base: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      APP_ENV: "test",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET,
      TRUSTED_PROXIES: "127.0.0.1",
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      ...authEmulatorEnv(),
    };
    delete base.REDIS_URL;
    if (!process.argv.includes("--no-build")) {
      execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, env: base, stdio: "inherit" });
    }

    // The script's own access to the shop's services (customers, sessions), on the same database.
    Object.assign(process.env, { DATABASE_URL: database.url, AUTH_SECRET });
    const { db } = await import("../lib/server/db");
    const { startSession } = await import("../lib/server/auth/sessions");
    const { issueAccessToken } = await import("../lib/server/auth/jwt");

    const products = await db.product.findMany({
      where: { available: true, archivedAt: null },
      orderBy: { id: "asc" },
      take: 4,
      select: { id: true },
    });
    const [priced, scarce, plenty, lapsing] = products.map((product) => product.id);

    const staffToken = async (server: Server) => {
      const { status, body } = await json(`${server.url}/api/admin/token/`, {
        method: "POST",
        body: JSON.stringify({ username: "admin", password: "admin-pass-123" }),
      });
      if (status !== 200) throw new Error(`admin login on ${server.name}: ${status} ${JSON.stringify(body)}`);
      return body.access as string;
    };

    const pricedRow = await db.product.findUniqueOrThrow({
      where: { id: priced },
      select: { version: true, name: true },
    });
    let version = pricedRow.version;
    let price = 1000;
    /** A search listing that shows the product, cached per canonical query like a product page. */
    const listing = `/products?${new URLSearchParams({ search: pricedRow.name, sort: "price_asc" })}`;
    /** Saves a new price through `through`; a problem, or null. */
    const savePrice = async (through: Server, token: string): Promise<string | null> => {
      price += 11.11;
      price = Math.round(price * 100) / 100;
      const saved = await json(`${through.url}/api/portal/products/${priced}/`, {
        method: "PATCH",
        token,
        body: JSON.stringify({ version, price, discount_type: null, discount: 0 }),
      });
      if (saved.status !== 200) return `save answered ${saved.status} ${JSON.stringify(saved.body)}`;
      version = saved.body.version as number;
      return null;
    };
    /**
     * Saves a new price through `through`, then reads the product page, API and a search listing of
     * `reader` at once. With `renderingMeanwhile`, the page was expired by a save just before and a
     * request for it is rendering on `reader` while the new price is saved: that render read the
     * old price and must not be what the next request is served.
     */
    const priceRound = async (
      through: Server,
      token: string,
      reader: Server,
      renderingMeanwhile: boolean,
    ): Promise<string | null> => {
      if (renderingMeanwhile) {
        const expired = await savePrice(through, token);
        if (expired) return expired;
        const rendering = html(`${reader.url}/product/${priced}`);
        await sleep(RENDER_HEAD_START_MS);
        const saved = await savePrice(through, token);
        await rendering;
        if (saved) return saved;
      } else {
        const saved = await savePrice(through, token);
        if (saved) return saved;
      }
      const page = await html(`${reader.url}/product/${priced}`);
      if (!page.includes(formatRupees(price)))
        return `${reader.name}'s /product/${priced} lacks ${formatRupees(price)} after the save on ${through.name}`;
      const api = await json(`${reader.url}/api/products/${priced}/`);
      if (Number(api.body.price) !== price)
        return `${reader.name}'s GET /api/products/${priced}/ has price ${api.body.price}, not ${price}`;
      if (!(await html(`${reader.url}${listing}`)).includes(formatRupees(price)))
        return `${reader.name}'s ${listing} lacks ${formatRupees(price)} after the save on ${through.name}`;
      return null;
    };
    const priceRounds = async (label: string, pairs: [Server, Server][], tokens: Map<Server, string>) => {
      const started = performance.now();
      const problems: string[] = [];
      for (let round = 0; round < FRESHNESS_ROUNDS; round++) {
        const [through, reader] = pairs[round % pairs.length];
        const problem = await priceRound(through, tokens.get(through)!, reader, round % 2 === 1);
        if (problem) problems.push(`round ${round + 1}: ${problem}`);
      }
      check(
        `${label}: ${FRESHNESS_ROUNDS} price saves, half of them while the page was rendering, each shown by the next request`,
        problems.length === 0,
        problems[0] ?? `${Math.round(performance.now() - started)} ms`,
      );
    };

    console.log("\nOne server, no Redis (Next.js's own caches):");
    const single = startServer("server A", PORTS.a, base);
    servers.push(single);
    await waitUntilServing(single);
    await html(`${single.url}/product/${priced}`);
    await html(`${single.url}${listing}`);
    const singleToken = await staffToken(single);
    await priceRounds("server A alone", [[single, single]], new Map([[single, singleToken]]));
    // A price saved, then the server restarted before anyone asked for the page: the page stored before the save
    // is on disk, and the tags that expired it were in the old process's memory (lib/server/cache/tag-log.cjs).
    const savedBeforeRestart = await savePrice(single, singleToken);
    await stopServer(single);
    const restarted = startServer("server A", PORTS.a, base);
    servers.splice(0, servers.length, restarted);
    await waitUntilServing(restarted);
    const afterRestart = await fetch(`${restarted.url}/product/${priced}`);
    const restartedPage = await afterRestart.text();
    check(
      "server A restarted after a price save, the page not asked for in between: the next request shows the new price",
      savedBeforeRestart === null && restartedPage.includes(formatRupees(price)),
      savedBeforeRestart ?? `x-nextjs-cache ${afterRestart.headers.get("x-nextjs-cache")}, ${formatRupees(price)}`,
    );
    await stopServer(restarted);
    servers.length = 0;

    console.log("\nTwo servers sharing Redis, behind nginx:");
    const shared = { ...base, REDIS_URL: redis.url };
    const a = startServer("server A", PORTS.a, shared);
    const b = startServer("server B", PORTS.b, shared);
    servers.push(a, b);
    await Promise.all([waitUntilServing(a), waitUntilServing(b)]);
    nginx = startNginx(dir);
    const front = `http://127.0.0.1:${PORTS.nginx}`;
    for (
      let attempt = 0;
      attempt < 50 &&
      !(await fetch(`${front}/api/company/`).then(
        (r) => r.ok,
        () => false,
      ));
      attempt++
    )
      await sleep(100);
    // A search listing rendered on one server is the other's, from Redis.
    const cacheOf = async (url: string) =>
      (await fetch(url).then(async (r) => (await r.arrayBuffer(), r.headers.get("x-nextjs-cache")))) ?? "none";
    const listingOnA = [await cacheOf(`${a.url}${listing}`), await cacheOf(`${a.url}${listing}`)];
    const listingOnB = await cacheOf(`${b.url}${listing}`);
    check(
      "a search listing rendered on server A is served by server B from the shared cache",
      listingOnB === "HIT",
      `A: ${listingOnA.join(", ")}; B: ${listingOnB}`,
    );
    // Both servers have the pages cached before the changes.
    await Promise.all([
      html(`${a.url}/product/${priced}`),
      html(`${b.url}/product/${priced}`),
      html(`${a.url}/`),
      html(`${b.url}/`),
    ]);
    const tokens = new Map([
      [a, await staffToken(a)],
      [b, await staffToken(b)],
    ]);
    await priceRounds(
      "saved on one server, read on the other",
      [
        [a, b],
        [b, a],
      ],
      tokens,
    );

    const tagline = `Shared settings ${Date.now()}`;
    const settings = await json(`${b.url}/api/admin/settings/`, {
      method: "PATCH",
      token: tokens.get(b),
      body: JSON.stringify({ tagline }),
    });
    const home = await html(`${a.url}/`);
    check(
      "a settings change through server B shows on server A's next home page",
      settings.status === 200 && home.includes(tagline),
      `save ${settings.status}`,
    );

    const staticAsset = home.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    if (staticAsset) {
      await fetch(`${front}${staticAsset}`, { headers: { "accept-encoding": "gzip" } }).then((r) => r.arrayBuffer());
      const again = await fetch(`${front}${staticAsset}`, { headers: { "accept-encoding": "gzip" } });
      check(
        "nginx serves static assets from its cache, compressed",
        again.headers.get("x-cache") === "HIT" && again.headers.get("content-encoding") === "gzip",
        `X-Cache ${again.headers.get("x-cache")}, Content-Encoding ${again.headers.get("content-encoding")}`,
      );
    } else {
      check("the home page names a static script", false);
    }

    /** Shoppers with a bearer token and a cart holding one of `productId` (the database was seeded afresh). */
    let nextPhone = 1;
    const shoppers = async (count: number, productId: number, tag: string) => {
      const customers = await db.customer.createManyAndReturn({
        data: Array.from({ length: count }, () => ({ phone: `+9199${String(nextPhone++).padStart(8, "0")}` })),
        select: { id: true, phone: true },
      });
      const carts = await db.cart.createManyAndReturn({
        data: customers.map((customer) => ({ customerId: customer.id })),
        select: { id: true },
      });
      await db.cartItem.createMany({ data: carts.map((cart) => ({ cartId: cart.id, productId, quantity: 1 })) });
      return Promise.all(
        customers.map(async (customer) => ({
          id: customer.id,
          phone: customer.phone,
          key: `${tag}-${customer.id}`,
          token: await issueAccessToken(await startSession({ kind: "customer", id: customer.id, role: "user" }, "api")),
        })),
      );
    };
    const orderBody = (phone: string) =>
      JSON.stringify({
        customer_name: "Cluster Shopper",
        customer_email: "",
        customer_phone: phone,
        delivery_address: "1 Test Road",
        delivery_city: "Pune",
        delivery_state: "Maharashtra",
        delivery_pincode: "411001",
        payment_method: "cod",
      });

    const STOCK = 10;
    await db.product.update({ where: { id: scarce }, data: { stock: STOCK } });
    const racers = await shoppers(40, scarce, "race");
    const answers = await Promise.all(
      racers.map((shopper, i) =>
        json(`${(i % 2 ? b : a).url}/api/orders/`, {
          method: "POST",
          token: shopper.token,
          headers: { "idempotency-key": shopper.key },
          body: orderBody(shopper.phone),
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201).length;
    const refusedForStock = answers.filter((answer) => answer.status === 409 || answer.status === 422).length;
    const taken = await db.orderItem.aggregate({ where: { productId: scarce }, _sum: { quantity: true } });
    const left = (await db.product.findUniqueOrThrow({ where: { id: scarce }, select: { stock: true } })).stock;
    check(
      `40 checkouts split across both servers for a stock of ${STOCK}: exactly ${STOCK} orders`,
      placed === STOCK && refusedForStock === 40 - STOCK && taken._sum.quantity === STOCK && left === 0,
      `${placed} placed, ${refusedForStock} refused, ${taken._sum.quantity} sold, stock ${left}, other answers ${
        answers
          .filter((x) => ![201, 409, 422].includes(x.status))
          .map((x) => x.status)
          .join(",") || "none"
      }`,
    );

    /** The stock of `productId` as `server`'s product API and page show it (the page's purchase panel props; quotes escaped in its scripts). */
    const stockOn = async (server: Server, productId: number) => {
      const api = (await json(`${server.url}/api/products/${productId}/`)).body.stock;
      const page = (await html(`${server.url}/product/${productId}`))
        .replace(/\\"/g, '"')
        .match(new RegExp(`"productId":${productId},[^}]*"stock":(\\d+)`))?.[1];
      return `API ${api}, page ${page ?? "without stock"}`;
    };
    await db.product.update({ where: { id: lapsing }, data: { stock: 2 } });
    const [lapser] = await shoppers(1, lapsing, "lapse");
    await db.cartItem.updateMany({ where: { cart: { customerId: lapser.id } }, data: { quantity: 2 } });
    const online = await json(`${a.url}/api/orders/`, {
      method: "POST",
      token: lapser.token,
      headers: { "idempotency-key": lapser.key },
      body: orderBody(lapser.phone).replace('"cod"', '"razorpay"'),
    });
    const lapsed = Number(online.body.order_id);
    const held = await Promise.all([stockOn(a, lapsing), stockOn(b, lapsing)]);
    await db.order.update({ where: { id: lapsed }, data: { paymentExpiresAt: new Date(Date.now() - 60_000) } });
    await db.$executeRaw`INSERT INTO pgboss.job (name, data) VALUES ('expire-unpaid-orders', '{}'::jsonb)`;
    let revalidation = "not enqueued";
    for (let waited = 0; waited < 40_000 && revalidation !== "completed"; waited += 200) {
      await sleep(200);
      const [job] = await db.$queryRaw<
        { state: string }[]
      >`SELECT state::text FROM pgboss.job WHERE name = 'revalidate-stock' AND (data->>'orderId')::int = ${lapsed}`;
      revalidation = job?.state ?? "not enqueued";
    }
    const back = await Promise.all([stockOn(a, lapsing), stockOn(b, lapsing)]);
    check(
      "an unpaid online order's expiry, run by either server's job worker, shows its stock back on both servers' next request",
      online.status === 201 &&
        held.every((shown) => shown === "API 0, page 0") &&
        revalidation === "completed" &&
        back.every((shown) => shown === "API 2, page 2"),
      `order ${online.status}; while held A ${held[0]}, B ${held[1]}; revalidation ${revalidation}; after A ${back[0]}, B ${back[1]}`,
    );
    const outsider = {
      method: "POST",
      body: JSON.stringify({ moved: [lapsing], availabilityChanged: [] }),
      headers: { "x-storefront-own-server": "Z3Vlc3NlZA" },
    };
    const [direct, throughNginx] = await Promise.all([
      json(`${a.url}/api/internal/revalidate-stock/`, outsider),
      json(`${front}/api/internal/revalidate-stock/`, outsider),
    ]);
    check(
      "an app server's internal route refuses an outsider (403), and nginx does not pass it on (404)",
      direct.status === 403 && throughNginx.status === 404,
      `direct ${direct.status}, through nginx ${throughNginx.status}`,
    );

    /** 60 checkouts through nginx, 8 at a time; `victim` is killed (SIGKILL) once 20 have started. */
    const checkoutsThroughNginx = async (victim: Server, label: string) => {
      const crowd = await shoppers(60, plenty, label);
      const accepted = new Map<number, number>();
      let retries = 0;
      let killed = false;
      let next = 0;
      const place = async (shopper: (typeof crowd)[number]) => {
        for (let attempt = 0; attempt < 40; attempt++) {
          // A connection error, or nginx's 502-504 (its HTML is no JSON), is retried with the same key.
          const answer = await json(`${front}/api/orders/`, {
            method: "POST",
            token: shopper.token,
            headers: { "idempotency-key": shopper.key },
            body: orderBody(shopper.phone),
          }).catch(() => null);
          if (answer?.status === 200 || answer?.status === 201)
            return void accepted.set(shopper.id, Number(answer.body.order_id));
          if (answer && (answer.status < 502 || answer.status > 504))
            throw new Error(`checkout answered ${answer.status} ${JSON.stringify(answer.body)}`);
          retries += 1;
          await sleep(100);
        }
        throw new Error(`checkout of shopper ${shopper.id} failed 40 times`);
      };
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < crowd.length) {
            const shopper = crowd[next++];
            if (!killed && next > 20) {
              killed = true;
              void stopServer(victim, "SIGKILL");
            }
            await place(shopper);
          }
        }),
      );
      const stored = await db.order.findMany({
        where: { customerId: { in: crowd.map((shopper) => shopper.id) } },
        select: { id: true, customerId: true },
      });
      const agree =
        stored.length === accepted.size && stored.every((order) => accepted.get(order.customerId) === order.id);
      check(
        `${label}: 60 checkouts through nginx, ${victim.name} killed after 20: every accepted order stored once, none lost`,
        accepted.size === crowd.length && agree,
        `${accepted.size} accepted, ${stored.length} in the database, ${retries} retries`,
      );
    };
    await db.product.update({ where: { id: plenty }, data: { stock: 10_000 } });
    await checkoutsThroughNginx(b, "kill B");
    const b2 = startServer("server B", PORTS.b, shared);
    servers.push(b2);
    await waitUntilServing(b2);
    await sleep(11_000); // nginx tries B again after its fail_timeout
    await checkoutsThroughNginx(a, "kill A");

    /**
     * A rolling restart behind nginx during a checkout wave: each server in turn gets SIGTERM (as a
     * deploy sends it), finishes what it is answering, gives back its jobs, exits, and starts again,
     * while shoppers keep checking out, 8 at a time, with no retry of their own.
     */
    const a2 = startServer("server A", PORTS.a, shared);
    servers.push(a2);
    await waitUntilServing(a2);
    await sleep(11_000); // nginx tries A again after its fail_timeout
    // Enough shoppers to keep checking out while each server stops; the wave ends with the restarts or with them.
    const wave = await shoppers(3_000, plenty, "rolling");
    const outcomes: { shopper: number; status: number; order: number | null }[] = [];
    let restarting = true;
    let nextShopper = 0;
    const stopped: string[] = [];
    const answeredWhileStopping: number[] = [];
    const restart = async (server: Server, name: string) => {
      const answeredBefore = outcomes.length;
      await stopServer(server);
      const duringStop = outcomes.length - answeredBefore;
      answeredWhileStopping.push(duringStop);
      stopped.push(
        `${name} exited ${server.child.exitCode ?? server.child.signalCode}${server.log.join("").includes('"msg":"stopped"') ? ", said stopped" : ""}, ${duringStop} checkouts answered while it stopped`,
      );
      const again = startServer(name, server.port, shared);
      servers.push(again);
      await waitUntilServing(again);
      return again;
    };
    const rolling = (async () => {
      await sleep(1_000);
      await restart(b2, "server B");
      await sleep(11_000);
      await restart(a2, "server A");
      await sleep(1_000);
      restarting = false;
    })();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while ((restarting || nextShopper < 40) && nextShopper < wave.length) {
          const shopper = wave[nextShopper++];
          const answer = await json(`${front}/api/orders/`, {
            method: "POST",
            token: shopper.token,
            headers: { "idempotency-key": shopper.key },
            body: orderBody(shopper.phone),
          }).catch(() => null);
          outcomes.push({
            shopper: shopper.id,
            status: answer?.status ?? 0,
            order: answer?.status === 201 ? Number(answer.body.order_id) : null,
          });
          // Paced (about 35 checkouts a second), so that the shoppers outlast both restarts however fast the machine.
          await sleep(200);
        }
      }),
    );
    await rolling;
    const failed = outcomes.filter((outcome) => outcome.status !== 201);
    const storedWave = await db.order.findMany({
      where: { customerId: { in: outcomes.map((outcome) => outcome.shopper) } },
      select: { id: true, customerId: true },
    });
    const everyAcceptedStored = outcomes.every(
      (outcome) =>
        outcome.order === null ||
        storedWave.some((order) => order.id === outcome.order && order.customerId === outcome.shopper),
    );
    check(
      `rolling restart (SIGTERM to B, then A) during ${outcomes.length} checkouts through nginx: no failed request, every accepted order stored once`,
      failed.length === 0 &&
        everyAcceptedStored &&
        storedWave.length === outcomes.length - failed.length &&
        stopped.every((line) => line.includes("said stopped")) &&
        nextShopper < wave.length,
      `${failed.length} failed (${failed.map((outcome) => outcome.status).join(",") || "none"}), ${storedWave.length} stored; ${stopped.join("; ")}`,
    );
    await db.$disconnect();
  } finally {
    nginx?.stop();
    await Promise.all(servers.map((server) => stopServer(server)));
    await redis.stop();
    await mail.close();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return summary();
}

run(main);
