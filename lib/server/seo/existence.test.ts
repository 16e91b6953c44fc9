import { db } from "@/lib/server/db";
import { getRequest } from "@/scripts/jest/requests";
import { listingQueryPath } from "@/lib/validation/listing-query";
import { catalogPageResponse, NOT_FOUND_PAGES, stopCatalogPageListener } from "./existence";

afterAll(async () => {
  await stopCatalogPageListener();
  await db.$disconnect();
});

/** The answer once the database's notice of a change has reached this process (it comes at commit, over the listener's connection). */
async function settled(path: string, expected: string): Promise<string | null> {
  const deadline = Date.now() + 3_000;
  let actual = await answer(path);
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    actual = await answer(path);
  }
  return actual;
}

/** What the proxy does with an address: "page" (rendered as asked), "404 <page>" (rewritten), "308 <path>", or null (not its business). */
async function answer(path: string): Promise<string | null> {
  const response = await catalogPageResponse(getRequest(path));
  if (!response) return null;
  const rewrite = response.headers.get("x-middleware-rewrite");
  if (rewrite) return `${response.status} ${new URL(rewrite).pathname}`;
  const location = response.headers.get("location");
  if (location) return `${response.status} ${location.replace("http://localhost", "")}`;
  return response.headers.get("x-middleware-next") ? "page" : `unexpected ${response.status}`;
}

const MISSING_PRODUCT = `404 ${NOT_FOUND_PAGES.product}`;
const MISSING = `404 ${NOT_FOUND_PAGES.other}`;

it("lets live products through and sends unknown, malformed and archived ones to the 404 page", async () => {
  const product = await db.product.findFirstOrThrow({ where: { archivedAt: null } });
  expect(await answer(`/product/${product.id}`)).toBe("page");
  expect(await answer("/product/999999")).toBe(MISSING_PRODUCT);
  expect(await answer("/product/abc")).toBe(MISSING_PRODUCT);
  expect(await answer("/product/1.5")).toBe(MISSING_PRODUCT);
  expect(await answer("/product/99999999999")).toBe(MISSING_PRODUCT);
  expect(await answer(`/product/${product.id}/extra`)).toBe(MISSING);
  // The 404 page itself is served as it is (a rewrite to itself would loop).
  expect(await answer(NOT_FOUND_PAGES.product)).toBe("page");

});

it("forgets what it knew when the database says a product was archived, restored, created or deleted (from any server)", async () => {
  const product = await db.product.findFirstOrThrow({ where: { archivedAt: null }, orderBy: { id: "desc" } });
  const path = `/product/${product.id}`;
  expect(await settled(path, "page")).toBe("page"); // kept once the listener is up
  await db.product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
  expect(await settled(path, MISSING_PRODUCT)).toBe(MISSING_PRODUCT);
  await db.product.update({ where: { id: product.id }, data: { archivedAt: null } });
  expect(await settled(path, "page")).toBe("page");

  // An id asked for before its product exists: the creation's notice drops the kept 404.
  const next = (await db.product.aggregate({ _max: { id: true } }))._max.id! + 1;
  expect(await answer(`/product/${next}`)).toBe(MISSING_PRODUCT);
  const template = await db.product.findFirstOrThrow({ select: { categoryId: true } });
  await db.$executeRaw`SELECT setval(pg_get_serial_sequence('"Product"', 'id'), ${next - 1})`;
  const created = await db.product.create({ data: { name: "Fresh Neem Soap", slug: "fresh-neem-soap-seo", sku: "SEO-NEW-1", price: 9900, salePrice: 9900, categoryId: template.categoryId } });
  expect(created.id).toBe(next);
  expect(await settled(`/product/${next}`, "page")).toBe("page");
  await db.product.delete({ where: { id: created.id } });
  expect(await settled(`/product/${next}`, MISSING_PRODUCT)).toBe(MISSING_PRODUCT);
});

it("keeps answers between changes: a product's price or stock moving sends no notice", async () => {
  const product = await db.product.findFirstOrThrow({ where: { archivedAt: null } });
  const path = `/product/${product.id}`;
  expect(await settled(path, "page")).toBe("page");
  // Archived behind the listener's back (triggers off for this statement's session): the kept answer stays.
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
    await tx.product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
  });
  await db.product.update({ where: { id: product.id }, data: { stock: { increment: 1 }, price: { increment: 100 } } });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await answer(path)).toBe("page");
  await db.product.update({ where: { id: product.id }, data: { archivedAt: null } });
});

it("knows categories, sub-categories under their parent, and redirects a renamed one's old address", async () => {
  expect(await answer("/products/herbal-supplements")).toBe("page");
  expect(await answer("/products/Herbal-Supplements")).toBe("page");
  expect(await answer("/products/herbal-supplements/stress-and-sleep")).toBe("page");
  expect(await answer("/products/skincare/stress-and-sleep")).toBe(MISSING);
  // A sub-category named without its parent moves to its address, as a renamed one does.
  expect(await answer("/products/stress-and-sleep")).toBe("308 /products/herbal-supplements/stress-and-sleep");
  expect(await answer("/products/no-such-category")).toBe(MISSING);
  expect(await answer("/products/a/b/c")).toBe(MISSING);

  expect(await answer("/products/skin-care-old")).toBe(MISSING);
  const skincare = await db.category.findUniqueOrThrow({ where: { slug: "skincare" } });
  await db.categorySlugRedirect.create({ data: { slug: "skin-care-old", categoryId: skincare.id } });
  expect(await settled("/products/skin-care-old", "308 /products/skincare")).toBe("308 /products/skincare");
  expect(await answer("/products/skin-care-old?page=2")).toBe("308 /products/skincare?page=2");
});

it("rewrites a listing with a query to the cached listing of its canonical query, once it knows the category", async () => {
  const cached = (query: string, slugs: string[] = []) => `200 ${listingQueryPath(query, slugs)}`;
  expect(await answer("/products?sort=price_asc&search=tulsi")).toBe(cached("search=tulsi&sort=price_asc"));
  expect(await answer("/products?search=+tulsi&sort=price_asc&page=1&utm_source=mail")).toBe(cached("search=tulsi&sort=price_asc"));
  expect(await answer("/products/herbal-supplements/stress-and-sleep?sort=price_asc&category=skincare")).toBe(cached("sort=price_asc", ["herbal-supplements", "stress-and-sleep"]));
  // All defaults: the prerendered first page.
  expect(await answer("/products?page=1&sort=relevance")).toBe("200 /catalogue");
  expect(await answer("/products/skincare?view=grid")).toBe("200 /catalogue/skincare");
  // Not a listing key: next.config.ts's rewrite serves the first page.
  expect(await answer("/products/skincare?utm_source=mail")).toBe("page");
  // The category comes first: unknown is 404, renamed moves with its query.
  expect(await answer("/products/no-such-category?sort=price_asc")).toBe(MISSING);
  expect(await answer("/products/stress-and-sleep?sort=price_asc")).toBe("308 /products/herbal-supplements/stress-and-sleep?sort=price_asc");
  // The rewrite keeps the address's query, so Next.js still reads its `_rsc` on client navigations.
  const response = await catalogPageResponse(getRequest("/products?search=tulsi&_rsc=abc12"));
  expect(new URL(response!.headers.get("x-middleware-rewrite")!).search).toBe("?search=tulsi&_rsc=abc12");
});

it("knows the shop's conditions and blog posts", async () => {
  expect(await answer("/conditions/digestive-health")).toBe("page");
  expect(await answer("/conditions/no-such-condition")).toBe(MISSING);
  expect(await answer("/blog/ayurvedic-daily-routine")).toBe("page");
  expect(await answer("/blog/no-such-post")).toBe(MISSING);
});

it("leaves every other address to the rest of the proxy", async () => {
  for (const path of ["/", "/products", "/cart", "/profile", "/missing"]) expect([path, await answer(path)]).toEqual([path, null]);
});
