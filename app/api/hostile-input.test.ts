/**
 * Every route handler under app/api, fed what a hostile client can send (NUL characters, lone
 * surrogates, numbers past PostgreSQL's integer, dates that are no date, odd or deeply nested JSON,
 * huge text) as a visitor, a customer and an admin: no answer is a 5xx, and no order, payment,
 * product or stock changes. e2e/hostile-input.spec.ts does the same to the pages.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type { NextRequest } from "next/server";
import { db } from "@/lib/server/db";
import { accessToken, jsonRequest } from "@/scripts/jest/requests";

afterAll(() => db.$disconnect());

const API = path.join(__dirname);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/**
 * Handlers a library owns (Auth.js), that need the Auth emulator running (the token exchange has its
 * own tests), or whose 503 states the server's own state (readiness: no job worker runs here;
 * app/api/health/health.test.ts).
 */
const LEFT_OUT = new Set(["auth/[...nextauth]", "token", "health/ready"]);

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Endpoint = { route: string; method: (typeof METHODS)[number]; handler: Handler; params: string[] };

function routeFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), relative);
    return entry.name === "route.ts" ? [prefix] : [];
  });
}

async function endpoints(): Promise<Endpoint[]> {
  const found: Endpoint[] = [];
  for (const route of routeFiles(API).filter((route) => !LEFT_OUT.has(route))) {
    const handlers = (await import(path.join(API, route, "route.ts"))) as Partial<
      Record<(typeof METHODS)[number], Handler>
    >;
    const params = [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]);
    for (const method of METHODS) {
      const handler = handlers[method];
      if (handler) found.push({ route, method, handler, params });
    }
  }
  return found;
}

const FIELD_NAMES = [
  "id",
  "order_id",
  "order_ids",
  "product",
  "quantity",
  "items",
  "code",
  "tag_ids",
  "name",
  "email",
  "message",
  "subject",
  "phone",
  "delta",
  "reason",
  "note",
  "price",
  "category",
  "stock",
  "sku",
  "version",
  "archived",
  "new_status",
  "notes",
  "refund_reason",
  "cancellation_reason",
  "username",
  "password",
  "refresh",
  "pincode",
  "addresses",
  "customer_name",
  "customer_phone",
  "delivery_address",
  "payment_method",
  "razorpay_order_id",
  "razorpay_payment_id",
  "razorpay_signature",
  "page",
  "page_size",
  "search",
  "q",
  "sort",
  "min_price",
  "max_price",
  "availability",
  "brand",
  "limit",
  "customer_mobile",
  "status",
  "period",
  "start_date",
  "end_date",
  "tracking_number",
  "weight",
  "discount",
  "discount_type",
  "gst_rate",
  "company_name",
  "policies",
  "month",
  "gstin",
  "legal_name",
  "registered_state_code",
  "invoice_prefix",
  "signatory_name",
  "order",
  "addressId",
  "from",
  "to",
];

const hostileText = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "%00",
    '\'; DROP TABLE "Order"; --',
    "x".repeat(20_000),
    "",
    " ",
    "1e400",
    "NaN",
    "-0",
    "2026-13-45",
    "2026-02-30",
    "2147483648",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);
const hostileNumber = fc.constantFrom(
  0,
  -1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  0.5,
  1.005,
  Number.MAX_SAFE_INTEGER + 2,
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileText,
    hostileNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie("value"), { maxKeys: 3 }),
  ),
})).value;

const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 6 }).map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom(
    "{",
    "[1,2",
    "null",
    '"text"',
    '{"a":"\\u0000"}',
    '{"\\ud800":1}',
    "[]".repeat(5000),
    "",
    `${'{"a":'.repeat(5000)}"\u0000"${"}".repeat(5000)}`,
  ),
);
const hostileQuery = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.oneof(hostileText, hostileNumber.map(String)), {
  maxKeys: 4,
});
const hostileParam = fc.oneof(
  fc.constantFrom("0", "-1", "2147483648", "99999999999999999999", "1e3", "abc", "\u0000", "%00", "\ud800", ""),
  hostileText,
);

type Caller = { name: string; bearer: string | null };

async function callers(): Promise<Caller[]> {
  const admin = await db.staffUser.findUniqueOrThrow({ where: { username: "admin" } });
  const customer = await db.customer.upsert({
    where: { phone: "+919700000999" },
    create: { phone: "+919700000999" },
    update: {},
  });
  return [
    { name: "visitor", bearer: null },
    { name: "customer", bearer: await accessToken({ kind: "customer", id: customer.id, role: "user" }) },
    { name: "admin", bearer: await accessToken({ kind: "staff", id: admin.id, role: "admin" }) },
  ];
}

/** What hostile input must never change. */
async function businessState() {
  const [orders, payments, refunds, adjustments, products, stock, shipments, messages, subscribers] = await Promise.all(
    [
      db.order.count(),
      db.payment.count(),
      db.refund.count(),
      db.stockAdjustment.count(),
      db.product.count(),
      db.product.aggregate({ _sum: { stock: true, price: true } }),
      db.shipment.count(),
      db.contactMessage.count(),
      db.newsletterSubscriber.count(),
    ],
  );
  return { orders, payments, refunds, adjustments, products, stock: stock._sum, shipments, messages, subscribers };
}

function request(
  endpoint: Endpoint,
  caller: Caller,
  query: Record<string, string>,
  body: string | undefined,
): NextRequest {
  const url = new URL(`http://localhost/api/${endpoint.route.replace(/\[(?:\.\.\.)?[^\]]+\]/g, "x")}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.append(key, value);
  return jsonRequest(endpoint.method, url.href, endpoint.method === "GET" ? undefined : body, {
    bearer: caller.bearer,
  });
}

it("answers every route's hostile input with a 2xx-4xx, never a 5xx, and changes nothing", async () => {
  const all = await endpoints();
  expect(all.length).toBeGreaterThan(60);
  const roles = await callers();
  const before = await businessState();
  const failures: string[] = [];
  for (const endpoint of all) {
    for (const caller of roles) {
      await fc
        .assert(
          fc.asyncProperty(
            hostileQuery,
            fc.option(hostileBody, { nil: undefined }),
            fc.array(hostileParam, { minLength: 3, maxLength: 3 }),
            async (query, body, values) => {
              const params = Object.fromEntries(
                endpoint.params.map((name, i) => [name, name === "path" ? [values[i]] : values[i]]),
              );
              const response = await endpoint.handler(request(endpoint, caller, query, body), {
                params: Promise.resolve(params),
              });
              if (response.status >= 500)
                failures.push(
                  `${endpoint.method} /api/${endpoint.route} as ${caller.name}: ${response.status} ${JSON.stringify({ query, body, params }).slice(0, 300)}`,
                );
              return response.status < 500;
            },
          ),
          { numRuns: 25, seed: 20261123 },
        )
        .catch(() => undefined);
    }
  }
  expect(failures).toEqual([]);
  expect(await businessState()).toEqual(before);
}, 600_000);

it("answers every GET route's query keys, one at a time past its range or no date, below 500", async () => {
  const gets = (await endpoints()).filter((endpoint) => endpoint.method === "GET");
  const [, , admin] = await callers();
  const failures: string[] = [];
  for (const endpoint of gets) {
    for (const key of FIELD_NAMES) {
      for (const value of ["2147483648", "2026-13-45", "\u0000"]) {
        const params = Object.fromEntries(endpoint.params.map((name) => [name, name === "path" ? ["1"] : "1"]));
        const response = await endpoint.handler(request(endpoint, admin, { [key]: value }, undefined), {
          params: Promise.resolve(params),
        });
        if (response.status >= 500)
          failures.push(`GET /api/${endpoint.route}?${key}=${JSON.stringify(value)}: ${response.status}`);
      }
    }
  }
  expect(failures).toEqual([]);
}, 600_000);
