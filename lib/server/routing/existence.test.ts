import { db } from "@/lib/server/db";
import { getRequest } from "@/scripts/jest/requests";
import { listingQueryPath } from "@/lib/validation/listing-query";
import { catalogPageResponse, NOT_FOUND_PAGE, stopCatalogPageListener } from "./existence";

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

const MISSING = `404 ${NOT_FOUND_PAGE}`;

it("forgets what it knew when the database says a category was created, renamed or deleted (from any server)", async () => {
  const path = "/products/seo-fresh-category";
  expect(await settled(path, MISSING)).toBe(MISSING); // kept once the listener is up
  const created = await db.category.create({ data: { name: "Seo Fresh", slug: "seo-fresh-category" } });
  expect(await settled(path, "page")).toBe("page");
  await db.category.update({ where: { id: created.id }, data: { slug: "seo-fresh-renamed" } });
  expect(await settled(path, MISSING)).toBe(MISSING);
  expect(await settled("/products/seo-fresh-renamed", "page")).toBe("page");
  await db.category.delete({ where: { id: created.id } });
  expect(await settled("/products/seo-fresh-renamed", MISSING)).toBe(MISSING);
});

it("keeps answers between changes: a category's text changing sends no notice", async () => {
  const created = await db.category.create({ data: { name: "Seo Kept", slug: "seo-kept-category" } });
  const path = "/products/seo-kept-category";
  await new Promise((resolve) => setTimeout(resolve, 200)); // the creation's own notice has passed
  expect(await settled(path, "page")).toBe("page");
  // Deleted behind the listener's back (triggers off for this statement's session): the kept answer stays.
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
    await tx.category.delete({ where: { id: created.id } });
  });
  const other = await db.category.findUniqueOrThrow({ where: { slug: "skincare" } });
  await db.category.update({ where: { id: other.id }, data: { description: `${other.description} ` } });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await answer(path)).toBe("page");
  await db.category.update({ where: { id: other.id }, data: { description: other.description } });
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
  expect(await answer("/products?search=+tulsi&sort=price_asc&page=1&utm_source=mail")).toBe(
    cached("search=tulsi&sort=price_asc"),
  );
  expect(await answer("/products/herbal-supplements/stress-and-sleep?sort=price_asc&category=skincare")).toBe(
    cached("sort=price_asc", ["herbal-supplements", "stress-and-sleep"]),
  );
  // All defaults: the prerendered first page.
  expect(await answer("/products?page=1&sort=relevance")).toBe("200 /catalogue");
  expect(await answer("/products/skincare?view=grid")).toBe("200 /catalogue/skincare");
  // Not a listing key: next.config.ts's rewrite serves the first page.
  expect(await answer("/products/skincare?utm_source=mail")).toBe("page");
  // The category comes first: unknown is 404, renamed moves with its query.
  expect(await answer("/products/no-such-category?sort=price_asc")).toBe(MISSING);
  expect(await answer("/products/stress-and-sleep?sort=price_asc")).toBe(
    "308 /products/herbal-supplements/stress-and-sleep?sort=price_asc",
  );
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
  for (const path of ["/", "/products", "/cart", "/profile", "/missing", "/product/1", "/product/abc"])
    expect([path, await answer(path)]).toEqual([path, null]);
});

it("answers 404 for a ?category= that names no category, and for a tracking number no shipment has (issue 26)", async () => {
  const skincare = await db.category.findUniqueOrThrow({ where: { slug: "skincare" } });
  const sub = await db.category.findUniqueOrThrow({ where: { slug: "stress-and-sleep" } });
  for (const query of [
    "category=skincare",
    "category=SkinCare&sort=price_asc",
    `category=${skincare.id}`,
    "category=stress-and-sleep",
    `category=${sub.id}&search=tea`,
    "search=tea",
  ]) {
    expect([query, await answer(`/products?${query}`)]).toEqual([query, expect.stringMatching(/^200 \/catalogue\//)]);
  }
  for (const query of [
    "category=nope",
    "category=nope&search=tea",
    "category=999999",
    "category=2147483648",
    "category=0",
    `category=${"9".repeat(30)}`,
  ]) {
    expect([query, await answer(`/products?${query}`)]).toEqual([query, MISSING]);
  }

  const customer = await db.customer.create({ data: { phone: "+917666600001" } });
  const order = await db.order.create({
    data: {
      orderNumber: "ORD-SEO-TRACK",
      customerId: customer.id,
      paymentMethod: "cod",
      status: "shipped",
      customerName: "Meera Iyer",
      customerEmail: "meera@example.in",
      customerPhone: customer.phone,
      recipientName: "Meera Iyer",
      recipientPhone: customer.phone,
      deliveryAddress: "4 Anna Salai",
      deliveryCity: "Chennai",
      deliveryState: "Tamil Nadu",
      deliveryPincode: "600001",
      itemsOriginalTotal: 49900,
      subtotal: 49900,
      total: 49900,
    },
  });
  await db.shipment.create({
    data: {
      orderId: order.id,
      carrier: "manual",
      trackingNumber: "SEO-TRACK-1",
      invoiceNumber: "INV-1",
      country: "India",
    },
  });
  expect(await answer("/track/SEO-TRACK-1")).toBe("page");
  for (const path of ["/track/SEO-TRACK-2", "/track/nope", "/track/a%20b", "/track/a/b"])
    expect([path, await answer(path)]).toEqual([path, MISSING]);
});

it("answers a category path PostgreSQL could not even look up (NUL, a lone surrogate) with the 404 page, not a 500", async () => {
  for (const path of [
    "/products/%00",
    "/products/tea%00",
    "/products/%ED%A0%80",
    "/products/skincare/%00",
    "/products/%00?search=tea",
  ]) {
    expect([path, await answer(path)]).toEqual([path, MISSING]);
  }
});
