/**
 * The server the Dockerfile ships, smoke-tested: a production build with `output: "standalone"`,
 * laid out as the image lays it out (static files and public/ beside server.js), started with
 * `node server.js`, then walked over HTTP as a shopper, the courier, the payment gateway and an
 * editor would: health, home, a product, listings, phone sign-in through the Auth emulator, a
 * cash-on-delivery order, an online payment confirmed by a signed Razorpay webhook, an image upload
 * and its media answer, and the production headers (HSTS, the Content-Security-Policy, no
 * X-Powered-By).
 *
 * The build is a production deployment's (no APP_ENV, production values for every secret), so its
 * headers are production's. The server then runs with APP_ENV=test, which lets it use the local
 * fakes and the Auth emulator instead of the real services this machine cannot reach.
 *
 *   npm run test:standalone [-- --no-build]
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { resetDatabase, seed } from "../prisma/seed";
import { checks, run, startNodeServer, stopNodeServer, type ServerProcess } from "./checks";
import { ensureDatabase, migrate } from "./database";
import { startAuthEmulator } from "./firebase-emulator";
import { startFakeRazorpay } from "./fakes/razorpay";
import { startMailCatcher } from "./fakes/mail-catcher";
import { phoneIdToken } from "../lib/firebase/emulator-rest";
import { LOCAL_RAZORPAY } from "../lib/local-razorpay";

const root = path.resolve(__dirname, "..");
const standalone = path.join(root, ".next", "standalone");
const PORT = Number(process.env.STANDALONE_PORT ?? 3300);
const EMULATOR_PORT = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099) + 100;
const BASE = `http://localhost:${PORT}`;

/** What a production deployment must set (lib/env.ts), with values that only look real. */
const PRODUCTION_BUILD_ENV = {
  AUTH_SECRET: "standalone-smoke-auth-secret-0123456789abcdef",
  NEXT_PUBLIC_FIREBASE_API_KEY: "smoke-api-key",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "prakriti-smoke",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "prakriti-smoke.firebaseapp.com",
  RAZORPAY_KEY_ID: LOCAL_RAZORPAY.keyId,
  RAZORPAY_KEY_SECRET: "standalone-smoke-razorpay-secret-0123456789",
  RAZORPAY_WEBHOOK_SECRET: "standalone-smoke-webhook-secret-0123456789",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_FROM: "Prakriti Ayurveda <orders@prakriti.example>",
  APP_URL: BASE,
};

const { check, summary, ...tally } = checks();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(pathname: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (typeof init.body === "string") headers.set("content-type", "application/json");
  const response = await fetch(`${BASE}${pathname}`, { ...init, headers, redirect: "manual" });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body, text };
}

function layOutAsTheImageDoes(): void {
  cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true });
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
}

async function main(): Promise<number> {
  const database = await ensureDatabase("cluster");
  const uploads = mkdtempSync(path.join(tmpdir(), "storefront-standalone-"));
  let server: ServerProcess | null = null;
  process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID = PRODUCTION_BUILD_ENV.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  const emulator = await startAuthEmulator(EMULATOR_PORT);
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const razorpay = await startFakeRazorpay({
    port: 0,
    keyId: LOCAL_RAZORPAY.keyId,
    keySecret: LOCAL_RAZORPAY.keySecret,
    webhookSecret: LOCAL_RAZORPAY.webhookSecret,
    webhookUrl: `${BASE}/api/razorpay/webhook/`,
  });
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }) });
  try {
    await migrate(database.url);
    await resetDatabase(db);
    await seed(db);

    const build = {
      ...process.env,
      ...PRODUCTION_BUILD_ENV,
      DATABASE_URL: database.url,
      NODE_ENV: "production",
      NEXT_OUTPUT: "standalone",
      NEXT_TELEMETRY_DISABLED: "1",
    } as NodeJS.ProcessEnv;
    delete build.APP_ENV;
    delete build.REDIS_URL;
    if (!process.argv.includes("--no-build") || !existsSync(path.join(standalone, "server.js"))) {
      execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, env: build, stdio: "inherit" });
    }
    layOutAsTheImageDoes();

    const emulatorHost = `127.0.0.1:${EMULATOR_PORT}`;
    server = startNodeServer([path.join(standalone, "server.js")], {
      cwd: standalone,
      keep: 300,
      env: {
        ...build,
        APP_ENV: "test",
        PORT: String(PORT),
        HOSTNAME: "localhost",
        LOG_LEVEL: "warn",
        UPLOADS_DIR: uploads,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        RAZORPAY_API_URL: razorpay.url,
        RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY.webhookSecret,
        SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      },
    });
    let ready = await call("/api/health/ready").catch(() => null);
    for (let waited = 0; ready?.status !== 200 && waited < 60_000; waited += 250) {
      if (server.child.exitCode !== null) throw new Error(`server.js exited:\n${server.log.join("")}`);
      await sleep(250);
      ready = await call("/api/health/ready").catch(() => null);
    }
    check(
      "GET /api/health/ready: database migrated, job worker running",
      ready?.status === 200,
      JSON.stringify(ready?.body),
    );
    check("GET /api/health/live", (await call("/api/health/live")).status === 200);

    const home = await call("/");
    const policy = home.headers.get("content-security-policy") ?? "";
    check("home page", home.status === 200 && home.text.includes("</html>"), `status ${home.status}`);
    check(
      "production headers: HSTS, no X-Powered-By, a request id",
      home.headers.get("strict-transport-security") === "max-age=63072000; includeSubDomains" &&
        !home.headers.has("x-powered-by") &&
        Boolean(home.headers.get("x-request-id")),
      `HSTS ${home.headers.get("strict-transport-security")}, X-Powered-By ${home.headers.get("x-powered-by")}`,
    );
    check(
      "production Content-Security-Policy: upgrade-insecure-requests, Razorpay's own Checkout, no local host",
      policy.includes("upgrade-insecure-requests") &&
        policy.includes("https://checkout.razorpay.com") &&
        !/127\.0\.0\.1|localhost/.test(policy),
      policy,
    );

    const product = await db.product.findFirstOrThrow({
      where: { available: true, archivedAt: null, stock: { gt: 5 } },
      orderBy: { id: "asc" },
    });
    const page = await call(`/product/${product.id}`);
    check(
      `a product page (/product/${product.id})`,
      page.status === 200 && page.text.includes(product.name.replace(/&/g, "&amp;")),
      `status ${page.status}`,
    );
    for (const listing of [
      "/products",
      `/products?search=${encodeURIComponent(product.name.split(" ")[0])}`,
      "/products?sort=price_asc&page=1",
    ]) {
      const answer = await call(listing);
      check(
        `a listing (${listing})`,
        answer.status === 200 && answer.text.includes("</html>"),
        `status ${answer.status}`,
      );
    }

    const phone = "+919700044001";
    const idToken = await phoneIdToken(
      { host: emulatorHost, projectId: PRODUCTION_BUILD_ENV.NEXT_PUBLIC_FIREBASE_PROJECT_ID },
      phone,
    );
    const signIn = await call("/api/token/", { method: "POST", body: JSON.stringify({ id_token: idToken }) });
    const token = String(signIn.body.access ?? "");
    check(
      "phone sign-in through the Auth emulator (POST /api/token/)",
      signIn.status === 200 && token.length > 0,
      `status ${signIn.status} ${signIn.status === 200 ? "" : signIn.text}`,
    );

    const address = {
      customer_name: "Standalone Shopper",
      customer_email: "",
      customer_phone: phone,
      delivery_address: "1 Test Road",
      delivery_city: "Pune",
      delivery_state: "Maharashtra",
      delivery_pincode: "411001",
    };
    await call("/api/carts/items/", {
      method: "POST",
      token,
      body: JSON.stringify({ product: product.id, quantity: 1 }),
    });
    const cod = await call("/api/orders/", {
      method: "POST",
      token,
      headers: { "idempotency-key": "standalone-cod" },
      body: JSON.stringify({ ...address, payment_method: "cod" }),
    });
    check("a cash-on-delivery order", cod.status === 201, `status ${cod.status} ${cod.status === 201 ? "" : cod.text}`);

    await call("/api/carts/items/", {
      method: "POST",
      token,
      body: JSON.stringify({ product: product.id, quantity: 1 }),
    });
    const online = await call("/api/orders/", {
      method: "POST",
      token,
      headers: { "idempotency-key": "standalone-online" },
      body: JSON.stringify({ ...address, payment_method: "razorpay" }),
    });
    const orderId = Number(online.body.order_id);
    const gateway = await call("/api/rz/orderid/", {
      method: "POST",
      token,
      body: JSON.stringify({ order_id: orderId }),
    });
    const razorpayOrderId = String(gateway.body.order_id ?? "");
    const attempt = await fetch(`${razorpay.url}/_checkout/attempt`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: razorpayOrderId, outcome: "success" }),
    });
    let paid = "";
    for (let waited = 0; paid !== "paid" && waited < 15_000; waited += 250) {
      await sleep(250);
      paid =
        (await db.order.findUnique({ where: { id: orderId }, select: { paymentStatus: true } }))?.paymentStatus ?? "";
    }
    const delivered = razorpay.webhooks.filter((webhook) => webhook.status === 200).length;
    check(
      "an online payment, confirmed by Razorpay's signed webhook",
      online.status === 201 && gateway.status === 200 && attempt.ok && paid === "paid" && delivered > 0,
      `order ${online.status}, gateway order ${gateway.status}, payment ${attempt.status}, webhooks ${JSON.stringify(razorpay.webhooks)}, order ${paid}`,
    );
    const forged = await call("/api/razorpay/webhook/", {
      method: "POST",
      headers: { "x-razorpay-signature": "0".repeat(64), "x-razorpay-event-id": "evt_forged" },
      body: JSON.stringify({ event: "payment.captured", payload: {} }),
    });
    check("a webhook with a forged signature is refused", forged.status === 400, `status ${forged.status}`);

    const login = await call("/api/admin/token/", {
      method: "POST",
      body: JSON.stringify({ username: "editor", password: "editor-pass-123" }),
    });
    const staff = String(login.body.access ?? "");
    const png = await import("sharp").then(({ default: sharp }) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: "#2e7d32" } })
        .png()
        .toBuffer(),
    );
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const upload = await fetch(`${BASE}/api/portal/uploads/?kind=logo`, {
      method: "POST",
      headers: { authorization: `Bearer ${staff}` },
      body: form,
    });
    const image = upload.ok ? String(((await upload.json()) as { image?: string }).image ?? "") : "";
    const media = image ? await fetch(`${BASE}${image}`) : null;
    check(
      "an editor's image upload, then its media answer with its own sandbox policy",
      login.status === 200 &&
        upload.status === 201 &&
        media?.status === 200 &&
        media.headers.get("content-type") === "image/webp" &&
        media.headers.get("content-security-policy") === "default-src 'none'; sandbox",
      `login ${login.status}, upload ${upload.status}, media ${media?.status} ${media?.headers.get("content-security-policy")}`,
    );
  } finally {
    if (server && server.child.exitCode === null) {
      await stopNodeServer(server, "SIGTERM", 25_000);
      check(
        "SIGTERM: the server stops cleanly",
        server.child.exitCode === 143 || server.child.signalCode === "SIGTERM",
        `exit ${server.child.exitCode ?? server.child.signalCode}`,
      );
    }
    if (tally.failed && server) console.log(server.log.join(""));
    await db.$disconnect();
    await razorpay.close();
    await mail.close();
    emulator.stop();
    await database.stop();
    rmSync(uploads, { recursive: true, force: true });
  }
  return summary();
}

run(main);
