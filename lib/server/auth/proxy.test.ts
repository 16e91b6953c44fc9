import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import nextConfig from "@/next.config";
import { config, proxy } from "@/proxy";
import type { Principal } from "@/lib/domain/principal";
import { db } from "@/lib/server/db";
import { asCustomer, getRequest, jsonRequest, seededStaff, sessionCookie } from "@/scripts/jest/requests";
import { securityHeaders } from "@/lib/http/security-headers";
import { NONCE_PAGE_PREFIXES } from "@/lib/http/content-security-policy";
import { stopCatalogPageListener } from "@/lib/server/routing/existence";
import { LISTING_QUERY_KEYS } from "@/lib/validation/catalog";
import { SESSION_COOKIE } from "./session";

const PEOPLE: Record<string, Principal | null> = { anonymous: null, customer: null, editor: null, admin: null };

beforeAll(async () => {
  PEOPLE.customer = asCustomer((await db.customer.create({ data: { phone: "+919833333333" } })).id);
  PEOPLE.editor = await seededStaff("editor");
  PEOPLE.admin = await seededStaff("admin");
});

afterAll(async () => {
  await stopCatalogPageListener();
  await db.$disconnect();
});

async function visit(path: string, who: keyof typeof PEOPLE): Promise<string> {
  const principal = PEOPLE[who];
  const response = await proxy(getRequest(path, { cookie: principal ? await sessionCookie(principal) : undefined }));
  const location = response.headers.get("location");
  return location ? `-> ${location.replace("http://localhost", "")}` : "ok";
}

const next = (path: string) => encodeURIComponent(path);

/** The route-by-role table of docs/security.md: "ok" = served, "-> X" = redirected to X. */
const TABLE: [string, Record<keyof typeof PEOPLE, string>][] = [
  ["/", { anonymous: "ok", customer: "ok", editor: "ok", admin: "ok" }],
  ["/products", { anonymous: "ok", customer: "ok", editor: "ok", admin: "ok" }],
  ["/login", { anonymous: "ok", customer: "-> /checkout", editor: "ok", admin: "ok" }],
  ["/register", { anonymous: "ok", customer: "-> /checkout", editor: "ok", admin: "ok" }],
  ["/profile", { anonymous: `-> /login?next=${next("/profile")}`, customer: "ok", editor: "ok", admin: "ok" }],
  ...["/orders", "/checkout", "/razorpay-payment", "/dashboard", "/wishlist"].map(
    (path): [string, Record<string, string>] => [
      path,
      {
        anonymous: `-> /login?next=${next(path)}`,
        customer: "ok",
        editor: `-> /login?next=${next(path)}`,
        admin: `-> /login?next=${next(path)}`,
      },
    ],
  ),
  ["/admin/login", { anonymous: "ok", customer: "ok", editor: "ok", admin: "-> /admin/dashboard" }],
  ...["/admin/dashboard", "/admin/orders", "/admin/orders/7"].map((path): [string, Record<string, string>] => [
    path,
    {
      anonymous: `-> /admin/login?next=${next(path)}`,
      customer: `-> /admin/login?next=${next(path)}`,
      editor: `-> /admin/login?next=${next(path)}`,
      admin: "ok",
    },
  ]),
  [
    "/portal/dashboard",
    {
      anonymous: `-> /admin/login?next=${next("/portal/dashboard")}`,
      customer: `-> /admin/login?next=${next("/portal/dashboard")}`,
      editor: "ok",
      admin: "ok",
    },
  ],
];

describe("proxy guards (route-by-role table)", () => {
  for (const [path, expected] of TABLE) {
    it(`${path}`, async () => {
      const actual = Object.fromEntries(
        await Promise.all(Object.keys(PEOPLE).map(async (who) => [who, await visit(path, who)])),
      );
      expect(actual).toEqual(expected);
    });
  }

  it("carries the query of the requested location", async () => {
    expect(await visit("/orders?page=2", "anonymous")).toBe(`-> /login?next=${next("/orders?page=2")}`);
  });

  it("sends a signed-in customer at /login to the page they came from, never to another site", async () => {
    expect(await visit("/login?next=%2Forders", "customer")).toBe("-> /orders");
    expect(await visit("/login?next=%2F%2Fevil.example", "customer")).toBe("-> /checkout");
    expect(await visit("/admin/login?next=%2Fadmin%2Forders", "admin")).toBe("-> /admin/orders");
  });

  it("treats a signed-out or idle staff session's cookie as a visitor", async () => {
    const cookie = await sessionCookie(PEOPLE.admin!);
    expect((await proxy(getRequest("/admin/orders", { cookie }))).headers.get("location")).toBeNull();
    const jwt = cookie.slice(cookie.indexOf("=") + 1);
    const sid = JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString()).sid;
    await db.session.update({ where: { id: sid }, data: { lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) } });
    expect((await proxy(getRequest("/admin/orders", { cookie }))).headers.get("location")).toBe(
      `http://localhost/admin/login?next=${next("/admin/orders")}`,
    );
    await db.session.delete({ where: { id: sid } });
    expect((await proxy(getRequest("/admin/orders", { cookie }))).headers.get("location")).toBe(
      `http://localhost/admin/login?next=${next("/admin/orders")}`,
    );
  });

  it("treats a forged session cookie as a visitor", async () => {
    const response = await proxy(getRequest("/profile", { cookie: `${SESSION_COOKIE}=forged` }));
    expect(response.headers.get("location")).toBe(`http://localhost/login?next=${next("/profile")}`);
  });

  it("runs on every guarded page and every address that names a record, and on nothing else", () => {
    const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, nextConfig, url });
    for (const [path, expected] of TABLE) {
      const guarded = Object.values(expected).some((outcome) => outcome !== "ok");
      if (guarded) expect([path, runsOn(path)]).toEqual([path, true]);
    }
    for (const path of [
      "/products/skincare?page=2",
      "/products/herbal-supplements/stress-and-sleep",
      "/conditions/x",
      "/blog/x",
    ]) {
      expect([path, runsOn(path)]).toEqual([path, true]);
    }
    // `/products` only with a listing key (its listing with a query goes to the cached route); without one, the prerendered first page.
    for (const key of LISTING_QUERY_KEYS) expect([key, runsOn(`/products?${key}=1`)]).toEqual([key, true]);
    // Product pages answer their own 404 (unstable_paramMatching in app/(shop)/product/[productId]/page.tsx).
    for (const path of [
      "/",
      "/products",
      "/products?utm_source=mail",
      "/product/1",
      "/product/abc",
      "/conditions",
      "/blog",
      "/cart",
      "/api/carts/",
      "/api/products/1/",
      "/loginx",
    ]) {
      expect([path, runsOn(path)]).toEqual([path, false]);
    }
  });

  it("sends nosniff and no-store on its redirects", async () => {
    const response = await proxy(getRequest("/profile"));
    expect(response.status).toBe(307);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends Strict-Transport-Security from production builds only", () => {
    const hsts = (environment: Record<string, string>) =>
      securityHeaders(environment).find((header) => header.key === "Strict-Transport-Security")?.value;
    expect(hsts({ NODE_ENV: "production" })).toBe("max-age=63072000; includeSubDomains");
    expect(hsts({ NODE_ENV: "production", APP_ENV: "test" })).toBeUndefined();
    expect(hsts({ NODE_ENV: "development" })).toBeUndefined();
  });

  it("sets the security headers on every response", async () => {
    for (const url of [
      "http://localhost/",
      "http://localhost/login",
      "http://localhost/api/carts/",
      "http://localhost/product/1",
    ]) {
      const response = await unstable_getResponseFromNextConfig({ url, nextConfig });
      expect([url, response.headers.get("x-frame-options"), response.headers.get("x-content-type-options")]).toEqual([
        url,
        "DENY",
        "nosniff",
      ]);
    }
  });

  it("moves page addresses with a trailing slash and /catalogue for good, with nosniff (next.config.ts's redirects would lose it)", async () => {
    expect(await nextConfig.redirects?.()).toBeUndefined();
    for (const [path, target] of [
      ["/blog/", "/blog"],
      ["/products/skincare/?sort=price_asc", "/products/skincare?sort=price_asc"],
      ["/catalogue/skincare", "/products/skincare"],
    ]) {
      const response = await proxy(getRequest(path));
      expect([
        path,
        response.status,
        response.headers.get("location"),
        response.headers.get("x-content-type-options"),
      ]).toEqual([path, 308, `http://localhost${target}`, "nosniff"]);
    }
  });

  it("gives the cached pages the fixed policy and leaves the pages it serves to their nonce", async () => {
    const policyOf = async (path: string) =>
      (await unstable_getResponseFromNextConfig({ url: `http://localhost${path}`, nextConfig })).headers.get(
        "content-security-policy",
      );
    for (const path of [
      "/",
      "/products",
      "/products/skincare",
      "/product/1",
      "/cart",
      "/blog/ashwagandha",
      "/loginx",
      "/portalx/1",
    ]) {
      expect([path, await policyOf(path)]).toEqual([
        path,
        expect.stringContaining("script-src 'self' 'unsafe-inline'"),
      ]);
    }
    for (const path of [
      "/login",
      "/checkout",
      "/orders/12",
      "/razorpay-payment",
      "/admin/login",
      "/admin/orders/3/edit",
      "/portal",
    ]) {
      expect([path, await policyOf(path)]).toEqual([path, null]);
    }
    // Uploaded images keep the route's own `default-src 'none'; sandbox`.
    for (const path of ["/media/products/a1b2.webp", "/media/logo/x.webp"])
      expect([path, await policyOf(path)]).toEqual([path, null]);
    expect(await policyOf("/mediax")).toEqual(expect.stringContaining("script-src 'self' 'unsafe-inline'"));
  });

  it("refuses a form posted from another site's page to a page it guards (server actions), and lets the shop's own through", async () => {
    const post = (origin: string) =>
      proxy(
        jsonRequest("POST", "/admin/login", undefined, {
          headers: { origin, "content-type": "multipart/form-data; boundary=x" },
        }),
      );
    const refused = await post("http://evil.example");
    expect([refused.status, await refused.json()]).toEqual([
      403,
      { error: "cross_site_request", message: "This request must come from the shop's own pages." },
    ]);
    expect((await post("http://localhost:3000")).status).toBe(200);
  });

  it("serves each page it lets through under a policy with a fresh nonce, which Next.js reads from the request", async () => {
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
    const first = await proxy(getRequest("/login"));
    const second = await proxy(getRequest("/login"));
    const policy = first.headers.get("content-security-policy");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonceOf(policy));
    // NextResponse.next({ request: { headers } }) hands the request's new headers on to the render.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
  });

  it("answers a path it cannot decode with the not-found page (404), on product and sitemap addresses too, and leaves product pages alone", async () => {
    const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, nextConfig, url });
    for (const path of [
      "/product/%FF",
      "/product/1%E0%A4%A",
      "/product/%",
      "/sitemap/%FF.xml",
      "/track/%",
      "/orders/%E0%A4%A",
      "/admin/orders/%FF",
      "/portal/products/%ED%A0%80",
    ]) {
      expect([path, runsOn(path)]).toEqual([path, true]);
      const answer = await proxy(getRequest(path));
      expect([path, answer.status, answer.headers.get("x-middleware-rewrite")]).toEqual([
        path,
        404,
        "http://localhost/missing",
      ]);
    }
    for (const path of ["/product/12", "/product/abc", "/sitemap/0.xml"])
      expect([path, runsOn(path)]).toEqual([path, false]);
  });

  it("runs on exactly the nonce pages of the policy, and on the addresses that moved", () => {
    expect(config.matcher.slice(0, NONCE_PAGE_PREFIXES.length)).toEqual(
      NONCE_PAGE_PREFIXES.map((prefix) => `${prefix}/:path*`),
    );
    const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, nextConfig, url });
    for (const path of ["/blog/", "/products/skincare/", "/catalogue", "/catalogue/skincare"])
      expect([path, runsOn(path)]).toEqual([path, true]);
    for (const path of ["/blog", "/api/carts/", "/api/razorpay/webhook/", "/catalogues"])
      expect([path, runsOn(path)]).toEqual([path, false]);
  });
});
