import fc from "fast-check";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The pages' half of app/api/hostile-input.test.ts (issue 25, item 4): the storefront's listing,
 * search, category, product, blog, condition, tracking and order pages, and the back office's,
 * fed hostile query strings and path segments against the production build. Every answer is below
 * 500 and finishes: a whole HTML document, with no Suspense boundary that failed while streaming.
 */

test.describe.configure({ timeout: 240_000 });

/** Escapes that decode to no UTF-8 text: a lone surrogate's bytes, a stray byte, a cut-off sequence. */
const NOT_UTF8 = ["%ED%A0%80", "%FF", "%", "%E0%A4%A"];
/** As they go into the URL, already escaped: NUL, bad escapes, numbers past PostgreSQL's integer, a date that is no date, long text. */
const NAMED = [
  "%00",
  "a%00b",
  "2147483648",
  "99999999999999999999",
  "-1",
  "0",
  "1e400",
  "NaN",
  "2026-13-45",
  "%27%3B%20DROP%20TABLE%20%22Order%22%3B--",
  "..%2F..%2Fetc%2Fpasswd",
  "%3Cscript%3E",
  "x".repeat(2_000),
];
/** And some drawn at random (a fixed seed, so a failure comes back). */
const DRAWN = fc
  .sample(fc.string({ unit: "binary", maxLength: 12 }), { numRuns: 8, seed: 20261126 })
  .map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "")));
const VALUES = [...NOT_UTF8, ...NAMED, ...DRAWN];

const LISTING_KEYS = [
  "category",
  "search",
  "min_price",
  "max_price",
  "availability",
  "sort",
  "brand",
  "page",
  "page_size",
  "view",
];

/**
 * Digests of a boundary that stopped on purpose: not found, a redirect, a client-side render (an
 * empty digest is next/dynamic without server rendering: the toaster, the chat panel). A server
 * error's digest is a hash.
 */
const EXPECTED_DIGEST = /^$|^(NEXT_HTTP_ERROR_FALLBACK|NEXT_REDIRECT|NEXT_NOT_FOUND|BAILOUT_TO_CLIENT_SIDE_RENDERING)/;

/** What is wrong with the answer to `path`, or null: a 5xx, no answer within 15 s, a cut-off document, or a boundary that failed while streaming. */
async function problemWith(request: APIRequestContext, path: string): Promise<string | null> {
  try {
    const response = await request.get(path, { timeout: 15_000 });
    const body = await response.text();
    if (response.status() >= 500) return `${response.status()}`;
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) return null;
    if (!body.trimEnd().endsWith("</html>")) return "the document did not finish";
    const digests = [...body.matchAll(/data-dgst="([^"]*)"|\$RX\("[^"]*","([^"]*)"/g)].map(
      (match) => match[1] ?? match[2],
    );
    const failed = digests.filter((digest) => !EXPECTED_DIGEST.test(digest));
    return failed.length > 0 ? `a boundary failed while streaming (${failed.join(", ")})` : null;
  } catch (error) {
    return `no answer: ${(error as Error).message.split("\n")[0]}`;
  }
}

async function expectAllAnswered(request: APIRequestContext, paths: string[]) {
  const problems: string[] = [];
  // A few at a time: the app server is one process.
  for (let start = 0; start < paths.length; start += 4) {
    const batch = paths.slice(start, start + 4);
    const answers = await Promise.all(batch.map((path) => problemWith(request, path)));
    answers.forEach((problem, index) => {
      if (problem) problems.push(`${batch[index].slice(0, 160)}: ${problem}`);
    });
  }
  expect(problems).toEqual([]);
}

test("the listing and search pages answer hostile query strings", async ({ request }) => {
  await expectAllAnswered(
    request,
    LISTING_KEYS.flatMap((key) => VALUES.map((value) => `/products?${key}=${value}`)),
  );
});

test("category listings answer hostile path segments and query strings", async ({ request, seed }) => {
  const category = `/products/${seed.herbalSupplements.slug}`;
  await expectAllAnswered(request, [
    ...VALUES.flatMap((value) => [
      `/products/${value}`,
      `${category}/${value}`,
      `/products/${value}?search=tea`,
      `/catalogue/${value}`,
      `/catalogue/~${value}`,
    ]),
    ...["search", "category", "page", "min_price", "brand"].flatMap((key) =>
      VALUES.map((value) => `${category}?${key}=${value}`),
    ),
  ]);
});

test("product, blog, condition, tracking and sitemap pages answer hostile path segments and query strings", async ({
  request,
  seed,
}) => {
  await expectAllAnswered(request, [
    ...VALUES.flatMap((value) => [
      `/product/${seed.giloy.id}?quantity=${value}`,
      `/blog/${value}`,
      `/blog?page=${value}`,
      `/conditions/${value}`,
      `/track/x?page=${value}`,
    ]),
    ...VALUES.flatMap((value) => [`/product/${value}`, `/track/${value}`, `/sitemap/${value}.xml`]),
  ]);
});

test("a shopper's order and payment pages answer hostile ids and return queries", async ({ shopper }) => {
  await expectAllAnswered(shopper.request, [
    ...VALUES.flatMap((value) => [
      `/orders?paymentSuccess=true&paymentId=pay_x&orderId=${value}`,
      `/razorpay-payment?order=${value}`,
    ]),
    ...VALUES.map((value) => `/orders/${value}`),
  ]);
});

test("the back office's pages answer hostile ids and filters", async ({ admin }) => {
  await expectAllAnswered(admin.request, [
    ...VALUES.flatMap((value) => [
      `/admin/orders?start_date=${value}`,
      `/admin/reports?start_date=${value}&end_date=${value}`,
    ]),
    ...VALUES.flatMap((value) => [`/admin/orders/${value}`, `/admin/customers/${value}`, `/portal/products/${value}`]),
  ]);
});
