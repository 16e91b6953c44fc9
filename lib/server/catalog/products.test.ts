import { db } from "@/lib/server/db";
import { listBrands, listProducts, priceRangeBounds } from "./products";
import { getProduct, relatedProducts } from "./product-detail";

afterAll(() => db.$disconnect());

async function allProducts() {
  return db.product.findMany({
    select: {
      id: true,
      name: true,
      tags: true,
      description: true,
      benefits: true,
      salePrice: true,
      stock: true,
      available: true,
      brand: true,
      categoryId: true,
    },
  });
}

const everything = { pageSize: 100 };

describe("search", () => {
  it.each(["ASHWAGANDHA", "immunity", "ghee aroma", "hair fall"])(
    "matches %s as a case-insensitive substring of name, tags, description or benefits, before any typo match",
    async (term) => {
      const expected = (await allProducts()).filter((product) =>
        [product.name, ...product.tags, product.description, ...product.benefits].some((text) =>
          text.toLowerCase().includes(term.toLowerCase()),
        ),
      );
      const { results, count } = await listProducts({ ...everything, search: term });
      expect(count).toBeGreaterThanOrEqual(expected.length);
      expect(
        results
          .slice(0, expected.length)
          .map((product) => product.id)
          .sort(),
      ).toEqual(expected.map((product) => product.id).sort());
    },
  );

  it("matches a word found only in a benefit", async () => {
    const product = await db.product.findFirstOrThrow({ where: { benefits: { isEmpty: false } } });
    const benefit = product.benefits[0];
    const { results } = await listProducts({ ...everything, search: benefit.toUpperCase() });
    expect(results.map((result) => result.id)).toContain(product.id);
  });

  it("treats % and _ literally", async () => {
    const containing = (text: string) =>
      allProducts().then(
        (all) =>
          all.filter((product) =>
            [product.name, ...product.tags, product.description, ...product.benefits].some((field) =>
              field.includes(text),
            ),
          ).length,
      );
    expect((await listProducts({ search: "%" })).count).toBe(await containing("%"));
    expect((await listProducts({ search: "_" })).count).toBe(await containing("_"));
    expect((await listProducts({ search: "%" })).count).toBeLessThan(await db.product.count());
  });

  it("ranks name matches first, then by rating", async () => {
    const { results } = await listProducts({ ...everything, search: "ashwagandha" });
    const nameMatches = results.map((product) => product.name.toLowerCase().includes("ashwagandha"));
    expect(nameMatches.indexOf(false)).toBeGreaterThan(0);
    expect(nameMatches.slice(nameMatches.indexOf(false))).not.toContain(true);
    const named = results.filter((product) => product.name.toLowerCase().includes("ashwagandha"));
    expect(named.map((product) => product.ratingAverage)).toEqual(
      [...named.map((product) => product.ratingAverage)].sort((a, b) => b - a),
    );
  });
});

describe("category", () => {
  it("finds a sub-category by slug or by id", async () => {
    const child = await db.category.findFirstOrThrow({ where: { slug: "stress-and-sleep" } });
    const expected = await db.product.count({ where: { categoryId: child.id } });
    expect((await listProducts({ category: "stress-and-sleep" })).count).toBe(expected);
    expect((await listProducts({ category: String(child.id) })).count).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it("lists every sub-category of a parent category", async () => {
    const parent = await db.category.findFirstOrThrow({
      where: { slug: "herbal-supplements" },
      include: { children: true },
    });
    const ids = [parent.id, ...parent.children.map((child) => child.id)];
    const expected = await db.product.count({ where: { categoryId: { in: ids } } });
    const { results, count } = await listProducts({ ...everything, category: "herbal-supplements" });
    expect(count).toBe(expected);
    expect(results.every((product) => ids.includes(product.category.id))).toBe(true);
  });

  it("answers an empty page for an unknown category", async () => {
    expect(await listProducts({ category: "no-such-category" })).toMatchObject({ results: [], count: 0 });
  });
});

describe("filters", () => {
  it("keeps sale prices within the range in rupees, bounds included", async () => {
    const { results, count } = await listProducts({ ...everything, minPrice: 300, maxPrice: 500 });
    const expected = (await allProducts()).filter(
      (product) => product.salePrice >= 30000 && product.salePrice <= 50000,
    );
    expect(count).toBe(expected.length);
    expect(results.every((product) => product.discountPrice >= 30000 && product.discountPrice <= 50000)).toBe(true);
  });

  it("splits products into in stock and out of stock", async () => {
    const all = await allProducts();
    const inStock = await listProducts({ ...everything, availability: "in-stock" });
    const outOfStock = await listProducts({ ...everything, availability: "out-of-stock" });
    expect(inStock.count + outOfStock.count).toBe(all.length);
    expect(outOfStock.count).toBe(all.filter((product) => !product.available || product.stock === 0).length);
    expect(outOfStock.count).toBeGreaterThan(0);
    expect(inStock.results.every((product) => product.inStock)).toBe(true);
    expect(outOfStock.results.every((product) => !product.inStock)).toBe(true);
  });

  it("filters by brand", async () => {
    const [brand] = await listBrands();
    const { results, count } = await listProducts({ ...everything, brands: [brand] });
    expect(count).toBe((await allProducts()).filter((product) => product.brand === brand).length);
    expect(results.every((product) => product.brand === brand)).toBe(true);
  });

  it("combines filters", async () => {
    const { results } = await listProducts({
      ...everything,
      category: "skincare",
      search: "oil",
      availability: "in-stock",
      maxPrice: 800,
    });
    expect(results.length).toBeGreaterThan(0);
    for (const product of results) {
      expect(product.inStock).toBe(true);
      expect(product.discountPrice).toBeLessThanOrEqual(80000);
    }
  });
});

describe("sorts and pages", () => {
  const collator = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it("sorts by sale price both ways", async () => {
    const up = (await listProducts({ ...everything, sort: "price_asc" })).results.map(
      (product) => product.discountPrice,
    );
    const down = (await listProducts({ ...everything, sort: "price_desc" })).results.map(
      (product) => product.discountPrice,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("sorts by name both ways, and relevance without a search is by name", async () => {
    const names = (await listProducts({ ...everything, sort: "name_asc" })).results.map((product) => product.name);
    expect(names).toEqual([...names].sort(collator));
    expect((await listProducts({ ...everything, sort: "name_desc" })).results.map((product) => product.name)).toEqual(
      [...names].reverse(),
    );
    expect((await listProducts({ ...everything })).results.map((product) => product.name)).toEqual(names);
  });

  it("pages through every product exactly once with a total count", async () => {
    const total = await db.product.count();
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const result = await listProducts({ page, pageSize: 24 });
      expect(result.count).toBe(total);
      expect(result.pageCount).toBe(Math.ceil(total / 24));
      if (result.results.length === 0) break;
      seen.push(...result.results.map((product) => product.id));
    }
    expect(new Set(seen).size).toBe(total);
  });
});

describe("view models", () => {
  it("prices a discounted product with the domain rules and formats it in rupees", async () => {
    const row = await db.product.findFirstOrThrow({ where: { discountType: "percent", discount: 10 } });
    const product = (await getProduct(row.id))!;
    expect(product.discountPrice).toBe(row.salePrice);
    expect(product.discountPercentage).toBe(10);
    expect(product.formattedOriginalPrice).toBe(
      `₹${(row.price / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`,
    );
    expect(product.rating).toMatch(/^\d\.\d$/);
  });

  it("answers null for an unknown product", async () => {
    expect(await getProduct(999999)).toBeNull();
  });

  it("relates products by category, then by tag, never twice and never the product itself", async () => {
    const product = (await getProduct(
      (await db.product.findFirstOrThrow({ where: { slug: "chyawanprash-special" } })).id,
    ))!;
    const { alsoLike, ritual } = await relatedProducts(product);
    expect(alsoLike.length).toBeGreaterThan(0);
    expect(alsoLike.length).toBeLessThanOrEqual(4);
    expect(ritual.length).toBe(4);
    expect(alsoLike.every((other) => other.category.id === product.category.id)).toBe(true);
    const ids = [product.id, ...alsoLike.map((other) => other.id), ...ritual.map((other) => other.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      ritual.every(
        (other) => other.category.id === product.category.id || other.tags.some((tag) => product.tags.includes(tag)),
      ),
    ).toBe(true);
  });

  it("recommends in 'Complete Your Ritual' only products one can buy now (issue 26)", async () => {
    const unbuyable = new Set(
      (await db.product.findMany({ where: { OR: [{ stock: 0 }, { available: false }] }, select: { id: true } })).map(
        (row) => row.id,
      ),
    );
    expect(unbuyable.size).toBeGreaterThan(0);
    let shown = 0;
    for (const { id } of await db.product.findMany({ where: { archivedAt: null }, select: { id: true } })) {
      const { ritual } = await relatedProducts((await getProduct(id))!);
      shown += ritual.length;
      expect([id, ritual.filter((other) => unbuyable.has(other.id)).map((other) => other.name)]).toEqual([id, []]);
    }
    expect(shown).toBeGreaterThan(0);
  });

  it("bounds the price range by the highest price (not sale price) rounded up to the next 100 (issue 16, defect 4)", async () => {
    // The most expensive product at 50% off: its sale price alone would give a lower bound.
    const top = await db.product.findFirstOrThrow({ where: { archivedAt: null }, orderBy: { price: "desc" } });
    await db.product.update({ where: { id: top.id }, data: { price: 1_234_567, salePrice: 617_284 } });
    const { _max } = await db.product.aggregate({ where: { archivedAt: null }, _max: { price: true } });
    const { min, max } = await priceRangeBounds();
    expect(_max.price).toBe(1_234_567);
    expect(min).toBe(0);
    expect(max).toBe(12_400);
    await db.product.update({ where: { id: top.id }, data: { price: top.price, salePrice: top.salePrice } });
  });
});
