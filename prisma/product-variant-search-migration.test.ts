/**
 * Search finds a product by its variants' SKUs and option values (issue 28; migration
 * 20261127021000_product_variant_search): the text PostgreSQL appends to Product.searchText, kept by triggers on every
 * write of a product or a variant, and what the listing's search and the portal's table find with it.
 */
import { productDerivedFields, searchTextWithoutVariants, VARIANT_SEARCH_MARK } from "@/lib/domain/catalog";
import { listProducts } from "@/lib/server/catalog/products";
import { db } from "@/lib/server/db";

afterAll(() => db.$disconnect());

async function listingNames(search: string): Promise<string[]> {
  return (await listProducts({ search, sort: "relevance", pageSize: 100 })).results.map((product) => product.name);
}

/** What the migration's functions append, computed here from the rows. */
async function expectedSearchText(productId: number): Promise<string> {
  const product = await db.product.findUniqueOrThrow({ where: { id: productId } });
  const variants = await db.productVariant.findMany({
    where: { productId, active: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  const text = variants.map((variant) => [variant.sku, ...variant.optionValues].join(" ").trim().toLowerCase());
  return `${productDerivedFields(product).searchText}${text.length ? VARIANT_SEARCH_MARK + text.join(" \u2022 ") : ""}`;
}

async function searchTextOf(productId: number): Promise<string> {
  return (await db.product.findUniqueOrThrow({ where: { id: productId }, select: { searchText: true } })).searchText;
}

describe("variant search text", () => {
  it("is, for every seeded product, the derived text then its active variants' SKUs and option values", async () => {
    const products = await db.product.findMany({ select: { id: true } });
    expect(products.length).toBeGreaterThan(0);
    for (const { id } of products) expect(await searchTextOf(id)).toBe(await expectedSearchText(id));
  });

  it("finds seeded products by their option words and variant SKUs", async () => {
    expect(await listingNames("120 capsules")).toEqual(
      expect.arrayContaining(["Ashwagandha KSM-66 Capsules", "Shatavari Capsules"]),
    );
    expect(await listingNames("200 ml")).toContain("Neelibhringadi Keram");
    expect(await listingNames("100 g")).toContain("Hibiscus Rose Infusion");
    expect(await listingNames("ashwagandha 120")).toEqual(["Ashwagandha KSM-66 Capsules"]);
    expect((await listingNames("ASHWAGANDHA-KSM-66-CAPSULES-120"))[0]).toBe("Ashwagandha KSM-66 Capsules");
    expect(await listingNames("NEELIBHRINGADI-KERAM-200ML")).toEqual(["Neelibhringadi Keram"]);
  });

  it("follows every write of a variant and of the product", async () => {
    const category = await db.category.findFirstOrThrow({ select: { id: true } });
    const fields = {
      name: "Vetiver Cooling Sherbet",
      tags: ["summer"],
      description: "A cooling drink.",
      benefits: ["Cools"],
      price: 20000,
      discountType: null,
      discount: 0,
    };
    const product = await db.product.create({
      data: {
        ...fields,
        ...productDerivedFields(fields),
        sku: "VETIVER-SMALL",
        slug: "vetiver-cooling-sherbet",
        stock: 5,
        unitLabel: "250 ml",
        categoryId: category.id,
      },
    });
    expect(await searchTextOf(product.id)).toBe(await expectedSearchText(product.id));
    expect(await searchTextOf(product.id)).toContain(`${VARIANT_SEARCH_MARK}vetiver-small`);

    const large = await db.productVariant.create({
      data: {
        productId: product.id,
        sku: "VETIVER-LARGE",
        optionValues: ["750 ml bottle"],
        price: 45000,
        salePrice: 45000,
      },
    });
    expect(await listingNames("750 ml bottle")).toEqual(["Vetiver Cooling Sherbet"]);
    expect(await listingNames("vetiver-large")).toEqual(["Vetiver Cooling Sherbet"]);

    await db.productVariant.update({ where: { id: large.id }, data: { optionValues: ["1 litre jug"] } });
    expect(await listingNames("750 ml bottle")).toEqual([]);
    expect(await listingNames("1 litre jug")).toEqual(["Vetiver Cooling Sherbet"]);

    // An inactive variant is not sold, so not searched; active again, it is.
    await db.productVariant.update({ where: { id: large.id }, data: { active: false } });
    expect(await listingNames("1 litre jug")).toEqual([]);
    await db.productVariant.update({ where: { id: large.id }, data: { active: true } });
    expect(await listingNames("1 litre jug")).toEqual(["Vetiver Cooling Sherbet"]);

    // A portal edit writes the derived text again: the variants' part stays.
    const renamed = { ...fields, name: "Khus Cooling Sherbet" };
    await db.product.update({
      where: { id: product.id },
      data: { name: renamed.name, ...productDerivedFields(renamed) },
    });
    expect(await listingNames("1 litre jug")).toEqual(["Khus Cooling Sherbet"]);
    expect(searchTextWithoutVariants(await searchTextOf(product.id))).toBe(productDerivedFields(renamed).searchText);

    // A product-level SKU change is the default variant's (docs/variants.md), and is searched at once.
    await db.product.update({ where: { id: product.id }, data: { sku: "KHUS-SMALL" } });
    expect(await listingNames("khus-small")).toEqual(["Khus Cooling Sherbet"]);
    expect(await listingNames("vetiver-small")).toEqual([]);

    await db.productVariant.delete({ where: { id: large.id } });
    expect(await listingNames("1 litre jug")).toEqual([]);
    expect(await searchTextOf(product.id)).toBe(await expectedSearchText(product.id));

    // A raw write of the text (CSV import, SQL) gets the variants' part too.
    await db.$executeRaw`UPDATE "Product" SET "searchText" = 'khus' WHERE id = ${product.id}`;
    expect(await searchTextOf(product.id)).toBe(`khus${VARIANT_SEARCH_MARK}khus-small`);
  });

  it("keeps the mark out of the derived text, so a product's own words never cut it", () => {
    const text = productDerivedFields({
      name: "Odd",
      tags: [],
      description: `a${VARIANT_SEARCH_MARK}b`,
      benefits: [],
      price: 100,
      discountType: null,
      discount: 0,
    }).searchText;
    expect(text).not.toContain(VARIANT_SEARCH_MARK.trim());
  });
});
