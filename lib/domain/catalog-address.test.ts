import { catalogAddress } from "./catalog-address";

it("reads the record a storefront address names", () => {
  expect(catalogAddress("/products/Skincare")).toEqual({ kind: "category", slugs: ["skincare"] });
  expect(catalogAddress("/products/herbal-supplements/stress-and-sleep")).toEqual({
    kind: "category",
    slugs: ["herbal-supplements", "stress-and-sleep"],
  });
  expect(catalogAddress("/products/tulsi%20tea")).toEqual({ kind: "category", slugs: ["tulsi tea"] });
  expect(catalogAddress("/conditions/joint-muscle-care")).toEqual({ kind: "condition", slug: "joint-muscle-care" });
  expect(catalogAddress("/blog/ayurveda-basics")).toEqual({ kind: "blog", slug: "ayurveda-basics" });
  expect(catalogAddress("/track/SR-1234_ab")).toEqual({ kind: "shipment", trackingNumber: "SR-1234_ab" });
});

it("knows paths under a record's prefix that can name no record", () => {
  for (const path of [
    "/products/a/b/c",
    "/conditions/a/b",
    "/blog/a/b",
    "/products/%E0%A4",
    "/track/a/b",
    "/track/a%20b",
    `/track/${"1".repeat(65)}`,
  ]) {
    expect([path, catalogAddress(path)]).toEqual([path, { kind: "unknown" }]);
  }
});

it("leaves every other address alone", () => {
  for (const path of [
    "/",
    "/products",
    "/products/",
    "/conditions",
    "/blog",
    "/cart",
    "/productsx/1",
    "/api/products/1/",
    "/product/12",
    "/product/abc",
    "/track",
  ]) {
    expect([path, catalogAddress(path)]).toEqual([path, null]);
  }
});
