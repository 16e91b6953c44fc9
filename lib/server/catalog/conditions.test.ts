import { CONDITIONS, findCondition } from "@/lib/content/conditions";
import { db } from "@/lib/server/db";
import { CONDITION_PRODUCT_LIMIT, productsForCondition } from "./conditions";

afterAll(() => db.$disconnect());

it("lists the products whose conditionsCured contains any keyword, case-insensitively", async () => {
  const products = await productsForCondition(findCondition("joint-muscle-care")!);
  const names = products.map((product) => product.name);
  expect(names).toEqual(
    expect.arrayContaining(["Yograj Guggulu Tablets", "Mahanarayan Oil", "Curcumin Plus Capsules"]),
  );
  expect(names).not.toContain("Bhringraj Hair Oil");
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  for (const product of products) {
    const stored = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(
      ["joint", "arthritis", "muscle", "inflammation", "back pain"].some((keyword) =>
        stored.conditionsCured.toLowerCase().includes(keyword),
      ),
    ).toBe(true);
    expect(product.salePrice).toBe(stored.salePrice);
  }
});

it("finds products for every hard-coded condition and none for unknown keywords", async () => {
  for (const condition of CONDITIONS) expect((await productsForCondition(condition)).length).toBeGreaterThan(0);
  expect(await productsForCondition({ keywords: ["zzqx-no-such-ailment"] })).toEqual([]);
});

it(`lists at most ${CONDITION_PRODUCT_LIMIT} products, the first by name`, async () => {
  const category = await db.category.findFirstOrThrow({ where: { parentId: { not: null } } });
  const names = Array.from(
    { length: CONDITION_PRODUCT_LIMIT + 5 },
    (_, i) => `Zz Test Balm ${String(i).padStart(2, "0")}`,
  );
  await db.product.createMany({
    data: names.map((name, i) => ({
      name,
      slug: `zz-test-balm-${i}`,
      sku: `ZZ-TEST-BALM-${i}`,
      price: 10000,
      salePrice: 10000,
      categoryId: category.id,
      conditionsCured: "zzqx-test-ailment",
    })),
  });
  const products = await productsForCondition({ keywords: ["ZZQX-TEST-AILMENT"] });
  expect(products.map((product) => product.name)).toEqual(names.slice(0, CONDITION_PRODUCT_LIMIT));
});
