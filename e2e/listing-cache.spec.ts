import { expect, test } from "./fixtures";

/**
 * A listing with a query is rendered once per canonical query and then served from the route cache
 * (proxy.ts rewrites it to /catalogue/~{query}, lib/validation/catalog/listing-query.ts), like a product
 * page, until the catalogue changes.
 */
test("a search listing comes from the cache from its second request, under every spelling, and shows a portal price change on the next request", async ({
  editor: page,
  seed,
}) => {
  const tag = `${Date.now()}`;
  const name = `Zyqo Cache Tonic ${tag}`;
  const created = await page.request.post("/api/portal/products/", {
    data: { name, sku: `CACHE-${tag}`, price: 120, category: seed.herbalSupplements.id, available: true, stock: 5 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const term = `zyqo cache tonic ${tag}`;
  const listing = `/products?search=${encodeURIComponent(term)}&sort=price_asc`;
  const sameListing = `/products?sort=price_asc&page=1&search=${encodeURIComponent(` ${term} `)}&utm_source=mail`;
  const load = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    return { cache: response.headers()["x-nextjs-cache"], html: await response.text() };
  };

  await expect.poll(async () => (await load(listing)).cache, { timeout: 15_000 }).toBe("HIT");
  const cached = await load(sameListing);
  expect(cached.cache).toBe("HIT");
  expect(cached.html).toContain(name);
  expect(cached.html).toContain("₹120.00");
  // The search page's metadata is in <head>, not streamed into the body.
  const head = cached.html.slice(0, cached.html.indexOf("</head>"));
  expect(head).toContain(`<title>Search results for &quot;${term}&quot;`);
  expect(head).not.toContain('name="robots"');
  expect(head).toMatch(/<link rel="canonical" href="[^"]+\/products"\/>/);

  // The shopper's address stays /products?…, and the page works in the browser.
  await page.goto(listing);
  await expect(page).toHaveURL(listing);
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();

  const { version } = (await (await page.request.get(`/api/portal/products/${id}/`)).json()) as { version: number };
  const patched = await page.request.patch(`/api/portal/products/${id}/`, { data: { price: 95.5, version } });
  expect(patched.status()).toBe(200);
  const next = await load(listing);
  expect(next.cache).not.toBe("HIT");
  expect(next.html).toContain("₹95.50");
  expect(next.html).not.toContain("₹120.00");
  // Re-rendered once, the listing is again one cache entry for every spelling.
  await expect.poll(async () => (await load(sameListing)).cache, { timeout: 15_000 }).toBe("HIT");
  expect((await load(sameListing)).html).toContain("₹95.50");

  expect((await page.request.delete(`/api/portal/products/${id}/`)).status()).toBe(200);
});

test("the cached listing route is no address of its own", async ({ page }) => {
  const path = `/catalogue/~${Buffer.from("sort=price_asc").toString("base64url")}`;
  const response = await page.request.get(path);
  expect(response.status()).toBe(404);
  expect(response.url()).toMatch(/\/products\/~/);
});
