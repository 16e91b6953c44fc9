/**
 * Listings of products with several variants (issue 28, docs/variants.md#listings) on the seeded catalogue: cards
 * say "from" the cheapest price when the sizes differ in price, a product is in stock when any size is, a price
 * filter matches a product when any active size is inside it (in stock, with availability=in-stock) and the card then
 * shows and links to the cheapest such size, and price sorts follow the prices the cards show.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GET as listProductsApi } from "@/app/api/products/route";
import { db } from "@/lib/server/db";
import { getRequest } from "@/scripts/jest/requests";
import { productWithSizes } from "@/scripts/jest/variants";
import { countSql, pageSql, type ListingFilter } from "./listing-sql";
import { listProducts, priceRangeBounds } from "./products";

afterAll(() => db.$disconnect());

const ASHWAGANDHA = "Ashwagandha KSM-66 Capsules";
const SHATAVARI = "Shatavari Capsules";

async function card(name: string, query: Parameters<typeof listProducts>[0] = {}) {
  const page = await listProducts({ search: name, pageSize: 100, ...query });
  return page.results.find((product) => product.name === name);
}

async function sizes(slug: string) {
  const product = await db.product.findUniqueOrThrow({
    where: { slug },
    include: { variants: { orderBy: { position: "asc" } } },
  });
  return product.variants;
}

/** The backfill statement of a migration (between its `-- backfill:begin` and `-- backfill:end` lines). */
function backfillOf(migration: string) {
  const sql = readFileSync(join(__dirname, "../../../prisma/migrations", migration, "migration.sql"), "utf8");
  return sql.slice(sql.indexOf("-- backfill:begin"), sql.indexOf("-- backfill:end"));
}

/** Every listed product (one page holds the seeded catalogue) under the query. */
async function everything(query: Parameters<typeof listProducts>[0]) {
  const page = await listProducts({ pageSize: 100, ...query });
  expect(page.count).toBeLessThanOrEqual(100);
  return page;
}

/** Ids of the products with an active size inside the range, in stock when asked, counted from the variants. */
async function productsWithSizeIn(min: number, max: number, inStock = false) {
  const variants = await db.productVariant.findMany({
    where: {
      active: true,
      salePrice: { gte: min, lte: max },
      ...(inStock && { stock: { gt: 0 } }),
      product: { archivedAt: null, ...(inStock && { available: true }) },
    },
    select: { productId: true },
  });
  return new Set(variants.map((variant) => variant.productId));
}

describe("listing cards of products with sizes", () => {
  it('say "from" the cheapest price when the sizes differ, and not for a product of one size', async () => {
    const ashwagandha = await card(ASHWAGANDHA);
    expect(ashwagandha).toMatchObject({
      priceFrom: true,
      formattedPrice: "₹559.20",
      unitLabel: "60 capsules",
      chooseSize: true,
    });
    // Without a price filter the card links to the product page as it is.
    expect(ashwagandha?.variantId).toBeUndefined();
    expect(await card("Brahmi Vati")).toMatchObject({ priceFrom: false, chooseSize: false });
    // Sizes of one price still need choosing: the card links to the page rather than adding the default size.
    expect(await card("Neelibhringadi Keram")).toMatchObject({ chooseSize: true });
  });

  it("are in stock when any size is (Shatavari's 120 capsules are sold out)", async () => {
    const [, large] = await sizes("shatavari-capsules");
    expect(large.stock).toBe(0);
    expect(await card(SHATAVARI, { availability: "in-stock" })).toMatchObject({ inStock: true });
    expect(await card(SHATAVARI, { availability: "out-of-stock" })).toBeUndefined();
  });
});

describe("price filters consider every active size", () => {
  it("find a product by a dearer size and show that size's price, quantity and link", async () => {
    const [small, large] = await sizes("ashwagandha-ksm-66-capsules");
    expect([small.salePrice, large.salePrice]).toEqual([55920, 103920]);

    const fromEightHundred = await card(ASHWAGANDHA, { minPrice: 800 });
    expect(fromEightHundred).toMatchObject({
      formattedPrice: "₹1,039.20",
      discountPrice: 103920,
      unitLabel: "120 capsules",
      variantId: large.id,
      // No size costs more than the one shown.
      priceFrom: false,
      chooseSize: true,
    });
    expect(fromEightHundred?.price).toBe(large.price);

    // The cheapest size inside the range: both are under ₹1,200, the card shows the 60 capsules "from" ₹559.20.
    expect(await card(ASHWAGANDHA, { maxPrice: 1200 })).toMatchObject({
      formattedPrice: "₹559.20",
      unitLabel: "60 capsules",
      variantId: small.id,
      priceFrom: true,
    });
    expect(await card(ASHWAGANDHA, { minPrice: 500, maxPrice: 600 })).toMatchObject({ variantId: small.id });
    // No size between ₹600 and ₹1,000.
    expect(await card(ASHWAGANDHA, { minPrice: 600, maxPrice: 1000 })).toBeUndefined();
    // Bounds included.
    expect(await card(ASHWAGANDHA, { minPrice: 1039, maxPrice: 1040 })).toMatchObject({ variantId: large.id });
  });

  it("find a middle size between a cheaper and a dearer one", async () => {
    const product = await productWithSizes(db, "Triple Size Test Kadha", [
      { value: "Small", price: 10000, salePrice: 10000, stock: 5 },
      { value: "Medium", price: 60000, salePrice: 50000, stock: 5 },
      { value: "Large", price: 90000, salePrice: 90000, stock: 5 },
    ]);
    const [, medium, large] = product.variants;
    // (Found without a search: the test product has no search text.)
    const all = { search: undefined };
    expect(await card(product.name, { ...all, minPrice: 400, maxPrice: 600 })).toMatchObject({
      variantId: medium.id,
      discountPrice: 50000,
      price: 60000,
      hasDiscount: true,
      unitLabel: "Medium",
      priceFrom: true,
    });
    expect(await card(product.name, { ...all, minPrice: 600 })).toMatchObject({
      variantId: large.id,
      priceFrom: false,
    });
    expect(await card(product.name, { ...all, minPrice: 200, maxPrice: 400 })).toBeUndefined();
    await db.product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
  });

  it("leave a product of one size as it was", async () => {
    const brahmi = await db.product.findFirstOrThrow({ where: { name: "Brahmi Vati" } });
    const rupees = brahmi.salePrice / 100;
    const listed = await card("Brahmi Vati", { minPrice: Math.floor(rupees), maxPrice: Math.ceil(rupees) });
    expect(listed).toMatchObject({ discountPrice: brahmi.salePrice, unitLabel: brahmi.unitLabel });
    expect(listed?.variantId).toBeUndefined();
    expect(await card("Brahmi Vati", { minPrice: Math.ceil(rupees) + 1 })).toBeUndefined();
  });

  it("count exactly the products with an active size inside the range", async () => {
    for (const [min, max] of [
      [800, 1200],
      [300, 500],
      [0, 400],
      [700, 100000],
    ]) {
      const { results, count } = await everything({ minPrice: min, maxPrice: max });
      const expected = await productsWithSizeIn(min * 100, max * 100);
      expect(count).toBe(expected.size);
      expect(new Set(results.map((product) => product.id))).toEqual(expected);
      for (const product of results) {
        expect(product.discountPrice).toBeGreaterThanOrEqual(min * 100);
        expect(product.discountPrice).toBeLessThanOrEqual(max * 100);
      }
    }
  });

  it("with availability=in-stock, ask for a size in stock inside the range", async () => {
    const [small, large] = await sizes("shatavari-capsules");
    // ₹449.10 (100 in stock) and ₹809.10 (sold out).
    expect(await card(SHATAVARI, { minPrice: 800 })).toMatchObject({ variantId: large.id, discountPrice: 80910 });
    expect(await card(SHATAVARI, { minPrice: 800, availability: "in-stock" })).toBeUndefined();
    // The product is in stock (its small size), so it is not "out of stock" either.
    expect(await card(SHATAVARI, { minPrice: 800, availability: "out-of-stock" })).toBeUndefined();
    expect(await card(SHATAVARI, { maxPrice: 1000, availability: "in-stock" })).toMatchObject({
      variantId: small.id,
      discountPrice: 44910,
    });

    const { results, count } = await everything({ minPrice: 400, maxPrice: 1200, availability: "in-stock" });
    const expected = await productsWithSizeIn(40000, 120000, true);
    expect(count).toBe(expected.size);
    expect(new Set(results.map((product) => product.id))).toEqual(expected);
    expect(results.every((product) => product.inStock)).toBe(true);
  });

  it("sort by the price each card shows, both ways", async () => {
    for (const query of [{ minPrice: 500 }, { minPrice: 400, maxPrice: 1100 }, {}]) {
      const up = (await everything({ ...query, sort: "price_asc" })).results;
      const down = (await everything({ ...query, sort: "price_desc" })).results;
      const upPrices = up.map((product) => product.discountPrice);
      const downPrices = down.map((product) => product.discountPrice);
      expect(upPrices).toEqual([...upPrices].sort((a, b) => a - b));
      expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
      expect(new Set(down.map((product) => product.id))).toEqual(new Set(up.map((product) => product.id)));
      if (query.minPrice != null) {
        // Read in an index's order (listing-sql.ts, cheapestFirstSql): each product once, the same products as the count.
        const expected = await productsWithSizeIn(query.minPrice * 100, (query.maxPrice ?? 100000) * 100);
        expect(new Set(up.map((product) => product.id))).toEqual(expected);
        expect(up).toHaveLength(expected.size);
        const paged = await listProducts({ ...query, sort: "price_asc", pageSize: 5, page: 2 });
        expect(paged.results.map((product) => product.id)).toEqual(up.slice(5, 10).map((product) => product.id));
        expect(paged.count).toBe(expected.size);
      }
    }
    // Ashwagandha sorts among the ₹1,000s when the filter starts at ₹800, not among the ₹500s.
    const up = (await everything({ minPrice: 800, sort: "price_asc" })).results;
    const index = up.findIndex((product) => product.name === ASHWAGANDHA);
    expect(up[index].discountPrice).toBe(103920);
    expect(up.slice(0, index).every((product) => product.discountPrice <= 103920)).toBe(true);
    expect(up.slice(index + 1).every((product) => product.discountPrice >= 103920)).toBe(true);
  });

  it("reach the dearest active size: the range's upper bound is its price rounded up", async () => {
    const [, large] = await sizes("neelibhringadi-keram");
    await db.productVariant.update({ where: { id: large.id }, data: { price: 2_345_600, salePrice: 2_000_000 } });
    expect(await priceRangeBounds()).toEqual({ min: 0, max: 23_500 });
    await db.productVariant.update({ where: { id: large.id }, data: { active: false } });
    expect((await priceRangeBounds()).max).toBeLessThan(23_500);
    await db.productVariant.update({
      where: { id: large.id },
      data: { price: large.price, salePrice: large.salePrice, active: true },
    });
  });

  it("are what GET /api/products/ answers", async () => {
    const response = await listProductsApi(getRequest("/api/products/?search=ashwagandha%20ksm&min_price=800"));
    expect(response.status).toBe(200);
    const body = await response.json();
    const ashwagandha = body.results.find((product: { name: string }) => product.name === ASHWAGANDHA);
    expect(ashwagandha).toMatchObject({ discountPrice: 1039.2, quantity: "120 capsules" });
  });
});

describe("a page sorted by price under a price filter", () => {
  /** [id, listed price] of every match, worked out from the variants: its cheapest active size inside the range (in stock, under in-stock), by that price then id. */
  async function expectedPage(filter: ListingFilter, sort: "price_asc" | "price_desc") {
    const range = { min: (filter.minPrice ?? 0) * 100, max: (filter.maxPrice ?? 21474836) * 100 };
    const products = await db.product.findMany({
      where: { archivedAt: null },
      select: { id: true, available: true, stock: true, variants: { where: { active: true } } },
    });
    const listed = products.flatMap((product) => {
      const inStock = product.available && product.stock > 0;
      if (filter.availability === "out-of-stock" && inStock) return [];
      if (filter.availability === "in-stock" && !inStock) return [];
      const prices = product.variants
        .filter((variant) => filter.availability !== "in-stock" || variant.stock > 0)
        .map((variant) => variant.salePrice)
        .filter((price) => price >= range.min && price <= range.max);
      return prices.length ? [[product.id, Math.min(...prices)]] : [];
    });
    const direction = sort === "price_asc" ? 1 : -1;
    return listed.sort((a, b) => direction * (a[1] - b[1]) || a[0] - b[0]);
  }

  async function page(filter: ListingFilter, sort: "price_asc" | "price_desc", number: number, size: number) {
    const rows = await db.$queryRaw<{ id: number; listedPrice: number }[]>(pageSql(filter, sort, number, size));
    return rows.map((row) => [row.id, row.listedPrice]);
  }

  it("lists what the count counts, each product once at the price its card shows, in order on every page", async () => {
    const filters: ListingFilter[] = [
      { minPrice: 800 },
      { minPrice: 400, maxPrice: 1100 },
      { maxPrice: 300 },
      { minPrice: 500, maxPrice: 500 },
      { minPrice: 300, availability: "in-stock" },
      { minPrice: 600, maxPrice: 900, availability: "in-stock" },
      { minPrice: 450, availability: "out-of-stock" },
      { minPrice: 100000 },
    ];
    for (const filter of filters) {
      const [{ count }] = await db.$queryRaw<{ count: bigint }[]>(countSql(filter));
      for (const sort of ["price_asc", "price_desc"] as const) {
        const expected = await expectedPage(filter, sort);
        expect(await page(filter, sort, 1, 1000)).toEqual(expected);
        expect(Number(count)).toBe(expected.length);
        for (let number = 1; (number - 1) * 7 < expected.length; number++) {
          expect(await page(filter, sort, number, 7)).toEqual(expected.slice((number - 1) * 7, number * 7));
        }
      }
    }
  });

  it("lists a product at a dearer size between two sizes below and above the range", async () => {
    const [small, large] = await sizes("ashwagandha-ksm-66-capsules");
    const between = { minPrice: Math.ceil(small.salePrice / 100) + 1, maxPrice: Math.floor(large.salePrice / 100) + 1 };
    for (const sort of ["price_asc", "price_desc"] as const) {
      expect(await page(between, sort, 1, 1000)).toContainEqual([small.productId, large.salePrice]);
    }
  });
});

describe("the product's price arrays", () => {
  const backfill = backfillOf("20261127103000_variant_sale_prices");

  async function arrays(slug: string) {
    return db.product.findUniqueOrThrow({
      where: { slug },
      select: { id: true, salePrices: true, inStockSalePrices: true },
    });
  }

  it("follow every write of a variant and of the product, and the migration's backfill gives the same", async () => {
    const slug = "ashwagandha-ksm-66-capsules";
    const [small, large] = await sizes(slug);
    expect(await arrays(slug)).toMatchObject({ salePrices: [55920, 103920], inStockSalePrices: [55920, 103920] });

    // A size sold out leaves the in-stock prices, and an in-stock listing from ₹800.
    await db.productVariant.update({ where: { id: large.id }, data: { stock: 0 } });
    expect(await arrays(slug)).toMatchObject({ salePrices: [55920, 103920], inStockSalePrices: [55920] });
    expect(await card(ASHWAGANDHA, { minPrice: 800, availability: "in-stock" })).toBeUndefined();
    expect(await card(ASHWAGANDHA, { minPrice: 800 })).toMatchObject({ variantId: large.id, inStock: true });

    // A product-level write goes to the default size (here, its stock and price).
    const product = await db.product.findUniqueOrThrow({ where: { slug } });
    await db.product.update({ where: { id: product.id }, data: { stock: { decrement: small.stock } } });
    expect(await arrays(slug)).toMatchObject({ inStockSalePrices: [] });
    await db.product.update({ where: { id: product.id }, data: { stock: 5, salePrice: 60000, price: 60000 } });
    expect(await arrays(slug)).toMatchObject({ salePrices: [60000, 103920], inStockSalePrices: [60000] });

    // The migration's backfill (idempotent) computes what the triggers keep, for every product.
    const kept = await db.product.findMany({ select: { id: true, salePrices: true, inStockSalePrices: true } });
    await db.$executeRawUnsafe(`UPDATE "Product" SET "salePrices" = '{}', "inStockSalePrices" = '{1}'`);
    await db.$executeRawUnsafe(backfill);
    expect(await db.$executeRawUnsafe(backfill)).toBe(0);
    expect(await db.product.findMany({ select: { id: true, salePrices: true, inStockSalePrices: true } })).toEqual(
      expect.arrayContaining(kept),
    );

    // A new product has its one price.
    const created = await db.product.create({
      data: {
        name: "Price Array Test Churna",
        slug: "price-array-test-churna",
        sku: "PRICE-ARRAY-TEST",
        price: 25000,
        salePrice: 25000,
        stock: 0,
        hsnCode: "30049011",
        categoryId: product.categoryId,
      },
      select: { salePrices: true, inStockSalePrices: true },
    });
    expect(created).toEqual({ salePrices: [25000], inStockSalePrices: [] });
  });

  it("ignore inactive sizes", async () => {
    const slug = "ashwagandha-ksm-66-capsules";
    const [small, large] = await sizes(slug);
    await db.productVariant.update({ where: { id: large.id }, data: { active: false, stock: 40 } });
    expect(await arrays(slug)).toMatchObject({ salePrices: [small.salePrice] });
    expect(await card(ASHWAGANDHA, { minPrice: 800 })).toBeUndefined();

    // The cheapest size no longer sold: the product is listed from the next one.
    await db.productVariant.update({ where: { id: large.id }, data: { active: true } });
    await db.productVariant.update({ where: { id: small.id }, data: { active: false } });
    expect(await card(ASHWAGANDHA)).toMatchObject({
      priceFrom: false,
      formattedPrice: "₹1,039.20",
      chooseSize: false,
    });
    expect(await card(ASHWAGANDHA, { maxPrice: 1000 })).toBeUndefined();
    // One active size left: the card needs no `?variant=`.
    expect((await card(ASHWAGANDHA, { minPrice: 1000 }))?.variantId).toBeUndefined();
  });
});
