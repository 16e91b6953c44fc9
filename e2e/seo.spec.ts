import { expect, test, type Page } from "./fixtures";

/** Statuses as a crawler sees them: the first answer, redirects not followed. */
async function statusOf(page: Page, path: string): Promise<number> {
  return (await page.request.get(path, { maxRedirects: 0 })).status();
}

test("addresses of records that exist answer 200, unknown ones 404 with the shop's not-found page", async ({
  page,
  seed,
}) => {
  expect(await statusOf(page, `/product/${seed.giloy.id}`)).toBe(200);
  expect(await statusOf(page, "/products/herbal-supplements")).toBe(200);
  expect(await statusOf(page, "/products/herbal-supplements/stress-and-sleep")).toBe(200);
  expect(await statusOf(page, "/products/herbal-supplements?sort=price_asc")).toBe(200);
  expect(await statusOf(page, "/conditions/digestive-health")).toBe(200);
  expect(await statusOf(page, "/blog/ayurvedic-daily-routine")).toBe(200);
  for (const path of [
    "/product/999999",
    "/product/abc",
    "/products/no-such-category",
    "/products/skincare/stress-and-sleep",
    "/products/no-such-category?search=tulsi",
    "/conditions/no-such-condition",
    "/blog/no-such-post",
    "/no-such-page",
  ]) {
    expect([path, await statusOf(page, path)]).toEqual([path, 404]);
  }

  const product = await page.goto("/product/999999");
  expect(product?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveURL("/product/999999");

  const category = await page.goto("/products/no-such-category");
  expect(category?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.getByRole("banner")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL("/");
});

test("a renamed category's old address moves permanently to its new one", async ({ page, database, seed }) => {
  const old = `old-shelf-${Date.now().toString(36)}`;
  await database.categorySlugRedirect.create({ data: { slug: old, categoryId: seed.herbalSupplements.id } });
  try {
    const response = await page.request.get(`/products/${old}?sort=price_asc`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/products/herbal-supplements?sort=price_asc");
  } finally {
    await database.categorySlugRedirect.delete({ where: { slug: old } });
  }
});

test("a product made in the portal answers 200 at once, and 404 once archived", async ({ editor: page, seed }) => {
  const sku = `SEO-${Date.now().toString(36)}`.toUpperCase();
  const created = await page.request.post("/api/portal/products/", {
    data: {
      name: `Seo Neem Soap ${sku}`,
      sku,
      price: 120,
      category: seed.herbalSupplements.id,
      available: true,
      stock: 5,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect(await statusOf(page, `/product/${id}`)).toBe(200);
  expect((await page.request.delete(`/api/portal/products/${id}/`)).status()).toBe(200);
  expect(await statusOf(page, `/product/${id}`)).toBe(404);
});

/** An XML document parsed by the browser's own parser: null when it is not well-formed. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) return null;
    const root = doc.documentElement;
    const all = (namespace: string, name: string) =>
      Array.from(doc.getElementsByTagNameNS(namespace, name)).map((element) => element.textContent ?? "");
    const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
    return {
      root: root.localName,
      namespace: root.namespaceURI,
      locs: all(SITEMAP, "loc"),
      lastmods: all(SITEMAP, "lastmod"),
      images: all("http://www.google.com/schemas/sitemap-image/1.1", "loc"),
      urlsWithImages: Array.from(doc.getElementsByTagNameNS(SITEMAP, "url")).filter(
        (url) => url.getElementsByTagNameNS("http://www.google.com/schemas/sitemap-image/1.1", "image").length > 0,
      ).length,
    };
  }, xml);
}

test("/sitemap.xml is the index of the split sitemaps, whose product entries carry their images; robots.txt names it", async ({
  page,
  database,
}) => {
  const index = await page.request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("xml");
  const parsed = await parseXml(page, await index.text());
  expect(parsed).not.toBeNull();
  expect(parsed!.root).toBe("sitemapindex");
  expect(parsed!.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const live = await database.product.count({ where: { archivedAt: null } });
  expect(parsed!.locs).toHaveLength(Math.max(1, Math.ceil(live / 45_000)));
  expect(parsed!.locs[0]).toMatch(/\/sitemap\/0\.xml$/);
  expect(parsed!.lastmods).toHaveLength(parsed!.locs.length);
  const newest = await database.product.aggregate({ where: { archivedAt: null }, _max: { updatedAt: true } });
  const categories = await database.category.aggregate({ _max: { updatedAt: true } });
  const expected = Math.max(newest._max.updatedAt!.getTime(), categories._max.updatedAt!.getTime());
  // Other specs may change products meanwhile: the index's date is at least the one read before it.
  expect(new Date(parsed!.lastmods[0]).getTime()).toBeGreaterThanOrEqual(expected - 60_000);

  const first = await page.request.get(new URL(parsed!.locs[0]).pathname);
  expect(first.status()).toBe(200);
  const file = await parseXml(page, await first.text());
  expect(file).not.toBeNull();
  expect(file!.root).toBe("urlset");
  const categoryCount = await database.category.count();
  const products = file!.locs.filter((loc) => /\/product\/\d+$/.test(loc));
  expect(products.length).toBeGreaterThanOrEqual(live - 5);
  expect(file!.locs.length).toBe(products.length + 2 + categoryCount);
  expect(file!.images.length).toBeGreaterThan(0);
  expect(file!.images.every((image) => /^https?:\/\//.test(image))).toBe(true);
  const withImages = await database.product.count({ where: { archivedAt: null, images: { some: {} } } });
  expect(file!.urlsWithImages).toBeGreaterThanOrEqual(withImages - 5);

  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(robots).not.toMatch(/sitemap\/\d+\.xml/);
});
