import { db } from "@/lib/server/db";
import { getRequest } from "@/scripts/jest/requests";
import { catalogPageResponse, NOT_FOUND_PAGES } from "./existence";

afterAll(() => db.$disconnect());

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

  await db.product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
  expect(await answer(`/product/${product.id}`)).toBe(MISSING_PRODUCT);
  await db.product.update({ where: { id: product.id }, data: { archivedAt: null } });
  expect(await answer(`/product/${product.id}`)).toBe("page");
});

it("answers a product created a moment ago", async () => {
  const template = await db.product.findFirstOrThrow({ select: { categoryId: true } });
  const created = await db.product.create({ data: { name: "Fresh Neem Soap", slug: "fresh-neem-soap-seo", sku: "SEO-NEW-1", price: 9900, salePrice: 9900, categoryId: template.categoryId } });
  expect(await answer(`/product/${created.id}`)).toBe("page");
});

it("knows categories, sub-categories under their parent, and redirects a renamed one's old address", async () => {
  expect(await answer("/products/herbal-supplements")).toBe("page");
  expect(await answer("/products/Herbal-Supplements")).toBe("page");
  expect(await answer("/products/herbal-supplements/stress-and-sleep")).toBe("page");
  expect(await answer("/products/herbal-supplements/stress-and-sleep?sort=price_asc")).toBe("page");
  expect(await answer("/products/skincare/stress-and-sleep")).toBe(MISSING);
  // A sub-category named without its parent moves to its address, as a renamed one does.
  expect(await answer("/products/stress-and-sleep")).toBe("308 /products/herbal-supplements/stress-and-sleep");
  expect(await answer("/products/no-such-category")).toBe(MISSING);
  expect(await answer("/products/a/b/c")).toBe(MISSING);

  const skincare = await db.category.findUniqueOrThrow({ where: { slug: "skincare" } });
  await db.categorySlugRedirect.create({ data: { slug: "skin-care-old", categoryId: skincare.id } });
  expect(await answer("/products/skin-care-old")).toBe("308 /products/skincare");
  expect(await answer("/products/skin-care-old?page=2")).toBe("308 /products/skincare?page=2");
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
