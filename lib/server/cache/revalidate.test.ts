// next/cache is the Jest stand-in (scripts/jest/next-cache.ts), which records revalidated tags.
import { revalidatedTags } from "@/scripts/jest/next-cache";
import {
  revalidateCatalog,
  revalidateCategories,
  revalidateProducts,
  revalidateSlides,
  revalidateStock,
} from "./revalidate";

beforeEach(() => revalidatedTags.splice(0));

it("revalidates the product list and each changed product", () => {
  revalidateProducts(7, 9);
  expect(revalidatedTags).toEqual(["products", "product:7", "product:9"]);
});

it("revalidates each product whose stock moved, and the listings only when one sold out or came back", () => {
  revalidateStock({ moved: [7, 9, 7], availabilityChanged: [] });
  expect(revalidatedTags).toEqual(["product:7", "product:9"]);
  revalidatedTags.splice(0);
  revalidateStock({ moved: [7, 9], availabilityChanged: [9] });
  expect(revalidatedTags).toEqual(["products", "product:7", "product:9"]);
  revalidatedTags.splice(0);
  revalidateStock({ moved: [], availabilityChanged: [] });
  expect(revalidatedTags).toEqual([]);
});

it("revalidates listings with the categories, and everything at once", () => {
  revalidateCategories();
  expect(revalidatedTags).toEqual(["categories", "products"]);
  revalidatedTags.splice(0);
  revalidateSlides();
  revalidateCatalog();
  expect(revalidatedTags).toEqual(["slides", "categories", "products", "settings", "slides"]);
});
