import {
  canonicalListingQuery,
  LISTING_QUERY_KEYS,
  listingApiParams,
  listingPageParams,
  rawListingParams,
} from "./listing";
import { LISTING_QUERY_MARKER, listingQueryOfSegment, listingQueryPath } from "./listing-query";

describe("listing parameters", () => {
  it("reads every listing query key but view (which the pages read themselves), and nothing else", () => {
    const everyKey = new URLSearchParams(LISTING_QUERY_KEYS.map((key) => [key, "1"]));
    const read = Object.entries(rawListingParams(everyKey)).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined,
    );
    expect(read.map(([key]) => key).sort()).toEqual(LISTING_QUERY_KEYS.filter((key) => key !== "view").sort());
  });

  it("repeats brand and takes the first of any other repeated key", () => {
    const raw = rawListingParams(new URLSearchParams("brand=A&brand=B&sort=price_asc&sort=name_asc"));
    expect(raw).toMatchObject({ brand: ["A", "B"], sort: "price_asc" });
  });

  it("falls back to defaults on pages and refuses bad values in the API", () => {
    const raw = rawListingParams(new URLSearchParams("sort=cheapest&page=0&availability=maybe"));
    expect(listingPageParams.parse(raw)).toMatchObject({
      sort: "relevance",
      page: 1,
      availability: "all",
      page_size: 24,
      brand: [],
    });
    expect(listingApiParams.safeParse(raw).success).toBe(false);
  });

  it("treats an empty search as no search", () => {
    expect(listingPageParams.parse(rawListingParams({ search: "  " })).search).toBeUndefined();
  });
});

describe("canonical listing query", () => {
  const canonical = (query: string, pathNamesCategory = false) =>
    canonicalListingQuery(new URLSearchParams(query), pathNamesCategory);

  it("puts the keys in one order, brands once each and sorted, and drops defaults and unknown keys", () => {
    expect(
      canonical("view=list&page=2&brand=Zandu&sort=price_asc&brand=Dabur&brand=Zandu&search=tulsi&utm_source=x"),
    ).toBe("search=tulsi&sort=price_asc&brand=Dabur&brand=Zandu&page=2&view=list");
    expect(canonical("sort=relevance&page=1&page_size=24&availability=all&view=grid&brand=")).toBe("");
    expect(canonical("category=skincare&min_price=200&max_price=800&availability=in-stock&page_size=48")).toBe(
      "category=skincare&min_price=200&max_price=800&availability=in-stock&page_size=48",
    );
  });

  it("is the same for every spelling of one listing, and a canonical query is its own canonical form", () => {
    const spellings = [
      "search=holy+basil&sort=name_asc",
      "sort=name_asc&search=%20holy%20basil%20",
      "search=holy%20basil&sort=name_asc&sort=price_asc&page=1",
    ];
    const forms = spellings.map((query) => canonical(query));
    expect(new Set(forms)).toEqual(new Set(["search=holy+basil&sort=name_asc"]));
    expect(canonical(forms[0])).toBe(forms[0]);
    const devanagari = canonical("search=तुलसी&brand=हिमालय");
    expect(canonical(devanagari)).toBe(devanagari);
  });

  it("reads bad values as their defaults, as the pages do", () => {
    expect(canonical("sort=cheapest&page=0&availability=maybe&min_price=abc&page_size=1000")).toBe("");
    expect(canonical("view=cards")).toBe("");
  });

  it("reads a search over 200 characters as its first 200, so the listing says nothing matches instead of showing everything (issue 26)", () => {
    const long = "ashwagandha ".repeat(30);
    expect(canonical(`search=${encodeURIComponent(long)}`)).toBe(
      new URLSearchParams({ search: long.slice(0, 200).trim() }).toString(),
    );
    const devanagari = "तुलसी".repeat(60);
    expect([...new URLSearchParams(canonical(`search=${devanagari}`)).get("search")!]).toHaveLength(200);
    expect(listingApiParams.safeParse(rawListingParams({ search: long })).success).toBe(false);
  });

  it("swaps a minimum price above the maximum, so every spelling of the range is one listing (issue 26)", () => {
    expect(canonical("min_price=800&max_price=200")).toBe("min_price=200&max_price=800");
    expect(canonical("max_price=200&min_price=800")).toBe(canonical("min_price=200&max_price=800"));
    expect(canonical("min_price=800")).toBe("min_price=800");
    expect(listingApiParams.parse(rawListingParams({ min_price: "900", max_price: "100" }))).toMatchObject({
      min_price: 100,
      max_price: 900,
    });
  });

  it("leaves out ?category= when the path names the category", () => {
    expect(canonical("category=skincare&sort=price_desc", true)).toBe("sort=price_desc");
    expect(canonical("category=skincare&sort=price_desc", false)).toBe("category=skincare&sort=price_desc");
  });
});

describe("listing query paths", () => {
  it("carry the canonical query and the category path, and read back only what they carry", () => {
    const query = canonicalListingQuery(new URLSearchParams("search=तुलसी tea&sort=price_asc"), true);
    const path = listingQueryPath(query, ["herbal-supplements", "stress-and-sleep"]);
    const [, root, segment, ...slugs] = path.split("/");
    expect([root, slugs]).toEqual(["catalogue", ["herbal-supplements", "stress-and-sleep"]]);
    expect(segment).toMatch(/^~[A-Za-z0-9_-]+$/);
    expect(listingQueryOfSegment(segment, true)).toBe(query);
  });

  it("refuse a segment that is not exactly the encoding of a non-empty canonical query", () => {
    const encode = (query: string) => `~${Buffer.from(query).toString("base64url")}`;
    expect(listingQueryOfSegment(encode("sort=price_asc"), false)).toBe("sort=price_asc");
    for (const segment of [
      encode("page=2&sort=price_asc"), // key order
      encode("sort=price_asc&utm=1"), // unknown key
      encode("sort=relevance"), // a default
      encode(""), // the default first page lives at /catalogue
      "skincare", // no marker
      "~", // nothing encoded
      `${encode("sort=price_asc")}=`, // padding: not base64url's one form
      "~c29ydD1wcmljZV9hc2M%3D",
      "~!!!",
    ]) {
      expect([segment, listingQueryOfSegment(segment, false)]).toEqual([segment, null]);
    }
    expect(listingQueryOfSegment(encode("category=skincare"), true)).toBeNull();
    expect(listingQueryPath("sort=price_asc", []).startsWith(`/catalogue/${LISTING_QUERY_MARKER}`)).toBe(true);
  });
});
