/**
 * Listings of products with several variants (issue 28, docs/variants.md) on the seeded catalogue: cards say "from"
 * the cheapest price when the sizes differ in price, a product is in stock when any size is, and the price filters
 * and sorts read the product's summary (the cheapest active variant's price, the summed stock).
 */
import { db } from "@/lib/server/db";
import { listProducts } from "./products";

afterAll(() => db.$disconnect());

async function card(name: string, query: Parameters<typeof listProducts>[0] = {}) {
  const page = await listProducts({ search: name, pageSize: 100, ...query });
  return page.results.find((product) => product.name === name);
}

describe("listing cards of products with sizes", () => {
  it('say "from" the cheapest price when the sizes differ, and not for a product of one size', async () => {
    const ashwagandha = await card("Ashwagandha KSM-66 Capsules");
    expect(ashwagandha).toMatchObject({
      priceFrom: true,
      formattedPrice: "₹559.20",
      unitLabel: "60 capsules",
      chooseSize: true,
    });
    expect(await card("Brahmi Vati")).toMatchObject({ priceFrom: false, chooseSize: false });
    // Sizes of one price still need choosing: the card links to the page rather than adding the default size.
    expect(await card("Neelibhringadi Keram")).toMatchObject({ chooseSize: true });
  });

  it("are in stock when any size is, and out of stock only when every size is", async () => {
    const shatavari = await db.product.findUniqueOrThrow({
      where: { slug: "shatavari-capsules" },
      include: { variants: true },
    });
    expect(shatavari.variants.map((variant) => variant.stock).sort((a, b) => a - b)).toEqual([0, 100]);
    expect(await card("Shatavari Capsules", { availability: "in-stock" })).toMatchObject({ inStock: true });
    expect(await card("Shatavari Capsules", { availability: "out-of-stock" })).toBeUndefined();

    await db.productVariant.updateMany({ where: { productId: shatavari.id }, data: { stock: 0 } });
    expect(await card("Shatavari Capsules", { availability: "out-of-stock" })).toMatchObject({ inStock: false });
    expect(await card("Shatavari Capsules", { availability: "in-stock" })).toBeUndefined();
  });

  it("are filtered and sorted by the cheapest active size's price", async () => {
    // 60 capsules ₹559.20, 120 capsules ₹1,039.20.
    expect(await card("Ashwagandha KSM-66 Capsules", { maxPrice: 600 })).toBeDefined();
    expect(await card("Ashwagandha KSM-66 Capsules", { minPrice: 600 })).toBeUndefined();
    const sorted = await listProducts({ sort: "price_asc", pageSize: 100 });
    const prices = sorted.results.map((product) => product.discountPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The cheapest size no longer sold: the product is listed from the next one.
    const product = await db.product.findUniqueOrThrow({ where: { slug: "ashwagandha-ksm-66-capsules" } });
    await db.productVariant.updateMany({ where: { productId: product.id, isDefault: true }, data: { active: false } });
    expect(await card("Ashwagandha KSM-66 Capsules")).toMatchObject({
      priceFrom: false,
      formattedPrice: "₹1,039.20",
      chooseSize: false,
    });
    expect(await card("Ashwagandha KSM-66 Capsules", { minPrice: 1000 })).toBeDefined();
  });
});
