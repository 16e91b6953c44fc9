import { db } from "@/lib/server/db";
import { catalogPageExists } from "./page-exists";

afterAll(() => db.$disconnect());

it("knows which product and category addresses exist", async () => {
  const product = await db.product.findFirstOrThrow();
  expect(await catalogPageExists(`/product/${product.id}`)).toBe(true);
  expect(await catalogPageExists("/product/999999")).toBe(false);
  expect(await catalogPageExists("/product/abc")).toBe(false);
  expect(await catalogPageExists("/products/herbal-supplements")).toBe(true);
  expect(await catalogPageExists("/products/herbal-supplements/stress-and-sleep")).toBe(true);
  expect(await catalogPageExists("/products/skincare/stress-and-sleep")).toBe(false);
  expect(await catalogPageExists("/products/stress-and-sleep")).toBe(false);
  expect(await catalogPageExists("/products/no-such-category")).toBe(false);
  expect(await catalogPageExists("/products")).toBe(true);
  expect(await catalogPageExists("/cart")).toBe(true);
});
