import { db } from "@/lib/server/db";
import { listCategories } from "./categories";

afterAll(() => db.$disconnect());

it("lists top-level categories in the merchant's order with their sub-categories", async () => {
  const categories = await listCategories();
  expect(categories[0]).toMatchObject({ name: "Herbal Supplements", slug: "herbal-supplements" });
  expect(categories[0].children.length).toBeGreaterThanOrEqual(2);
  expect(categories.every((category) => category.children.every((child) => child.slug.length > 0))).toBe(true);
});
