import { db } from "@/lib/server/db";
import { GET as getCategories } from "./categories/route";
import { GET as getCompany } from "./company/route";
import { GET as getPolicy } from "./policies/[key]/route";
import { GET as getProduct } from "./products/[id]/route";
import { GET as listProducts } from "./products/route";
import { GET as getSlideshows } from "./slideshows/route";
import { GET as getSlides } from "./slides/route";
import { getRequest, routeParams } from "@/scripts/jest/requests";

afterAll(() => db.$disconnect());

/** The origin of absolute image links (APP_URL's default). */
const APP_URL = "http://localhost:3000";

describe("GET /api/products/", () => {
  it("answers a page of products with count, page and page_size", async () => {
    const response = await listProducts(getRequest("/api/products/?page_size=5&page=2&sort=name_asc"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ count: await db.product.count(), page: 2, page_size: 5 });
    expect(body.results).toHaveLength(5);
  });

  it("shapes each product as SPEC.md section 3 names it, money in rupees", async () => {
    const row = await db.product.findFirstOrThrow({
      where: { slug: "chyawanprash-special" },
      include: { category: true },
    });
    const body = await (await listProducts(getRequest("/api/products/?search=chyawanprash%20special"))).json();
    expect(body.results[0]).toMatchObject({
      id: row.id,
      name: row.name,
      price: row.price / 100,
      discount_type: "percent",
      discount: 10,
      discountPrice: row.salePrice / 100,
      discountPercentage: 10,
      category: { id: row.category.id, name: row.category.name },
      quantity: row.unitLabel,
      stock: row.stock,
      available: true,
      tags: row.tags,
      benefits: row.benefits,
      minOrderQuantity: 1,
    });
    expect(body.results[0].images[0].image).toMatch(/^http:\/\/localhost:3000\/images\/products\/.+\.webp$/);
    expect(body.results[0].rating).toBe(Number(row.ratingAverage.toFixed(1)));
  });

  it("filters by category slug, availability and price", async () => {
    const body = await (
      await listProducts(
        getRequest("/api/products/?category=hair-care&availability=in-stock&max_price=300&page_size=100"),
      )
    ).json();
    expect(body.count).toBeGreaterThan(0);
    for (const product of body.results) {
      expect(product.discountPrice).toBeLessThanOrEqual(300);
      expect(product.available).toBe(true);
      expect(product.stock).toBeGreaterThan(0);
    }
  });

  it.each([
    ["sort=cheapest", "sort"],
    ["page=0", "page"],
    ["page_size=1000", "page_size"],
    ["min_price=abc", "min_price"],
    ["availability=soon", "availability"],
  ])("answers 400 JSON for %s", async (query, field) => {
    const response = await listProducts(getRequest(`/api/products/?${query}`));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("invalid_query");
    expect(body.message).toContain(field);
  });
});

describe("GET /api/products/{id}/", () => {
  it("answers one product", async () => {
    const row = await db.product.findFirstOrThrow({ where: { slug: "chyawanprash-special" } });
    const response = await getProduct(getRequest(`/api/products/${row.id}/`), routeParams({ id: row.id }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: row.id, name: row.name });
    expect(body.images.length).toBeGreaterThan(1);
  });

  it("answers 404 JSON for an unknown product and 400 for a malformed id", async () => {
    const missing = await getProduct(getRequest("/api/products/999999/"), routeParams({ id: "999999" }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "not_found", message: "Product not found" });
    const malformed = await getProduct(getRequest("/api/products/abc/"), routeParams({ id: "abc" }));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe("invalid_id");
  });
});

describe("categories, company and slides", () => {
  it("lists categories with their children and absolute images", async () => {
    const body = await (await getCategories(getRequest("/api/categories/"))).json();
    expect(body[0]).toMatchObject({
      name: "Herbal Supplements",
      slug: "herbal-supplements",
      image: `${APP_URL}/images/categories/herbal-supplements.webp`,
    });
    expect(body[0].children[0]).toEqual({
      id: expect.any(Number),
      name: "Immunity Boosters",
      title: expect.any(String),
      slug: "immunity-boosters",
    });
  });

  it("answers the company's name, logo and tagline", async () => {
    expect(await (await getCompany(getRequest("/api/company/"))).json()).toEqual({
      name: "Prakriti Ayurveda",
      logo: `${APP_URL}/images/brand/logo.webp`,
      tagline: "THE PURITY OF NATURE",
    });
  });

  it("lists slides with the spec's field names, a placeholder for a missing image", async () => {
    await db.slide.updateMany({ where: { position: 1 }, data: { image: null } });
    const body = await (await getSlides(getRequest("/api/slides/"))).json();
    expect(body[0]).toEqual({
      id: expect.any(Number),
      headline: "Ancient Wisdom, Modern Wellness",
      tagline: expect.any(String),
      image: `${APP_URL}/images/slides/slide-1.webp`,
      button_text: "Shop Supplements",
      link: "/products/herbal-supplements",
    });
    expect(body[1].image).toBe(`${APP_URL}/images/placeholder.webp`);
    expect(await (await getSlideshows(getRequest("/api/slideshows/"))).json()).toEqual(body);
  });
});

describe("GET /api/policies/{key}/", () => {
  it("answers a policy text of the merchant, dated and under Indian law", async () => {
    const response = await getPolicy(getRequest("/api/policies/terms/"), routeParams({ key: "terms" }));
    expect(response.status).toBe(200);
    const policy = await response.json();
    expect(policy).toMatchObject({ title: "Terms and Conditions", updated: "16 July 2025" });
    expect(policy.body.join(" ")).toMatch(/India/);
  });

  it("answers 404 JSON for a key that is no policy", async () => {
    const response = await getPolicy(getRequest("/api/policies/refunds/"), routeParams({ key: "refunds" }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found", message: "Policy not found" });
  });
});
