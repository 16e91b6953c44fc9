import { LISTING_QUERY_KEYS, listingApiParams, listingPageParams, rawListingParams } from "./catalog";

describe("listing parameters", () => {
  it("reads every listing query key but view (which the pages read themselves), and nothing else", () => {
    const everyKey = new URLSearchParams(LISTING_QUERY_KEYS.map((key) => [key, "1"]));
    const read = Object.entries(rawListingParams(everyKey)).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== undefined));
    expect(read.map(([key]) => key).sort()).toEqual(LISTING_QUERY_KEYS.filter((key) => key !== "view").sort());
  });

  it("repeats brand and takes the first of any other repeated key", () => {
    const raw = rawListingParams(new URLSearchParams("brand=A&brand=B&sort=price_asc&sort=name_asc"));
    expect(raw).toMatchObject({ brand: ["A", "B"], sort: "price_asc" });
  });

  it("falls back to defaults on pages and refuses bad values in the API", () => {
    const raw = rawListingParams(new URLSearchParams("sort=cheapest&page=0&availability=maybe"));
    expect(listingPageParams.parse(raw)).toMatchObject({ sort: "relevance", page: 1, availability: "all", page_size: 24, brand: [] });
    expect(listingApiParams.safeParse(raw).success).toBe(false);
  });

  it("treats an empty search as no search", () => {
    expect(listingPageParams.parse(rawListingParams({ search: "  " })).search).toBeUndefined();
  });
});
