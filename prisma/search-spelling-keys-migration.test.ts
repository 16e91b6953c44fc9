import { readFileSync } from "node:fs";
import { join } from "node:path";
import { productDerivedFields, searchTextWithoutVariants } from "@/lib/domain/catalog";
import { db } from "@/lib/server/db";

afterAll(() => db.$disconnect());

/** The migration that added brands and spelling keys to the search columns, statement by statement. */
const statements = readFileSync(
  join(__dirname, "migrations/20261126100000_product_search_spelling_keys/migration.sql"),
  "utf8",
)
  .split(/;\s*\n/)
  .map((statement) => statement.replace(/^--.*$/gm, "").trim())
  .filter(Boolean);

describe("migration of the search columns to brands and spelling keys (issue 26)", () => {
  it("derives for every existing product what lib/domain/catalog.ts derives on a write, and keeps every row", async () => {
    const category = await db.category.findFirstOrThrow({ select: { id: true } });
    const odd = [
      {
        name: "Phala-Ghrita  Wheel",
        brand: null,
        tags: ["Shilajeet", "KSM-66", "Aamla  Booster"],
        searchSynonyms: ["हल्दी", "trifala"],
      },
      { name: "हल्दी", brand: "", tags: [], searchSynonyms: [] },
      { name: "Chhota Bhhim Oil 100%_x", brand: "Vedic Roots", tags: ["ee-oo", "HH"], searchSynonyms: ["Ärzte Öl"] },
    ];
    for (const [index, product] of odd.entries()) {
      await db.product.create({
        data: {
          ...product,
          sku: `MIG-KEYS-${index}`,
          slug: `mig-keys-${index}`,
          description: "Desc",
          price: 10000,
          salePrice: 10000,
          categoryId: category.id,
          stock: 1,
        },
      });
    }
    const before = await db.product.count();
    await db.$executeRaw`UPDATE "Product" SET "searchText" = 'stale', "searchNames" = 'stale'`;
    for (const statement of statements) await db.$executeRawUnsafe(statement);

    const products = await db.product.findMany();
    expect(products).toHaveLength(before);
    for (const product of products) {
      const { searchText, searchNames } = productDerivedFields(product);
      // PostgreSQL appends the variants' SKUs and option values (migration 20261127021000_product_variant_search).
      expect([product.name, searchTextWithoutVariants(product.searchText), product.searchNames]).toEqual([
        product.name,
        searchText,
        searchNames,
      ]);
    }
    expect(products.find((product) => product.sku === "MIG-KEYS-0")!.searchNames).toContain(
      "\u00a6 falagritavil silajit ksm66 amlabuster trifala",
    );
  });
});
