/**
 * Search relevance, typo tolerance and Hindi synonyms on the seeded catalogue, against real PostgreSQL
 * (issue 16): the listing's relevance sort and the header's suggestions rank the same way.
 */
import { GET as suggestionsRoute } from "@/app/api/search/suggestions/route";
import { db } from "@/lib/server/db";
import { getRequest } from "@/scripts/jest/requests";
import type { Sort } from "@/lib/validation/catalog/listing";
import { countedPageSql, countSql, countsWithPage, pageSql, type ListingFilter } from "./listing-sql";
import { listProducts } from "./products";

afterAll(() => db.$disconnect());

async function suggestionNames(q: string): Promise<string[]> {
  const response = await suggestionsRoute(getRequest(`/api/search/suggestions/?q=${encodeURIComponent(q)}`));
  return ((await response.json()).results as { name: string }[]).map((result) => result.name);
}

async function listingNames(search: string): Promise<string[]> {
  return (await listProducts({ search, sort: "relevance", pageSize: 100 })).results.map((product) => product.name);
}

describe.each([
  ["listing", listingNames],
  ["suggestions", suggestionNames],
])("%s", (_where, names) => {
  it.each([
    // term, what leads, why
    ["ashwaganda", /^Ashwagandha/, "a typo finds Ashwagandha (trigram similarity)"],
    ["ashvagandha", /^Ashwagandha/, "another spelling, kept as a synonym"],
    ["triphla churna", /^Triphala Churna$/, "a typo in a two-word name"],
    ["अश्वगंधा", /^Ashwagandha/, "the Devanagari name"],
    ["तुलसी", /Tulsi/, "the Devanagari name of Tulsi"],
    ["tulasi", /Tulsi/, "a common spelling of Tulsi"],
    ["Tulsi Green Tea", /^Tulsi Green Tea$/, "the exact name first"],
    ["brahmi", /^Brahmi /, "a name starting with the term before a name containing it"],
    ["tea", /\bTea\b/, "teas first, not a kadha that mentions tea"],
    ["हल्दी", /Curcumin|Haldi|Turmeric/, "turmeric's Hindi name"],
    // issue 26: other spellings, with or without hyphens and spaces, and brands
    ["trifala", /^Triphala Churna$/, "f for ph"],
    ["bramhi", /^Brahmi /, "mh for hm"],
    ["KSM66", /^Ashwagandha KSM-66/, "without the hyphen"],
    ["ksm 66", /^Ashwagandha KSM-66/, "a space for the hyphen"],
    ["shilajeet", /Shilajit/, "ee for i"],
    ["aswagandha", /^Ashwagandha/, "without the h and with v"],
    ["chyavanprash", /^Chyawanprash/, "v for w"],
    ["bringraj", /Bhringraj/, "without the aspirate"],
    ["satavari", /^Shatavari/, "s for sh"],
    ["mulethee", /^Mulethi/, "ee for i"],
    ["antidandruff", /Anti-Dandruff/, "a hyphenated word written as one"],
    ["anti dandruff", /Anti-Dandruff/, "a hyphenated word written as two"],
    ["hairoil", /Hair Oil$/, "two words written as one"],
    ["hair oil", /Hair Oil$/, "hair oils, not a mask, a colour or a pack"],
    ["hibiscus conditioner", /^Hibiscus Aloe Conditioner$/, "every word of the name, not next to each other"],
  ])("%s: %s leads (%s)", async (term, leader) => {
    const found = await names(term);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(leader);
  });

  it("ranks every Tulsi product first for तुलसी and finds nothing else", async () => {
    const found = await names("तुलसी");
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((name) => /Tulsi/.test(name))).toBe(true);
  });

  it("leads with teas for tea: every one of the first five has Tea in its name", async () => {
    const found = (await names("tea")).slice(0, 5);
    expect(found).toHaveLength(5);
    for (const name of found) expect(name).toMatch(/\bTea\b/);
    expect(found).toContain("Tulsi Green Tea");
  });
});

describe("issue 26", () => {
  it.each([
    ["prakriti labs", "Prakriti Labs"],
    ["Vedic Roots", "Vedic Roots"],
    ["aranya", "Aranya Naturals"],
  ])("finds every product of a brand by its name (%s)", async (term, brand) => {
    const expected = await db.product.findMany({ where: { brand, archivedAt: null }, select: { name: true } });
    expect(expected.length).toBeGreaterThan(2);
    expect((await listingNames(term)).sort()).toEqual(expected.map((row) => row.name).sort());
  });

  it.each(["हल्दी", "तुलसी", "अश्वगंधा", "केसर"])(
    "lists for the Hindi name %s only the products that carry it (no Devanagari 'typos')",
    async (term) => {
      const carrying = await db.product.findMany({
        where: { archivedAt: null, searchText: { contains: term } },
        select: { name: true },
      });
      expect(carrying.length).toBeGreaterThan(0);
      expect((await listingNames(term)).sort()).toEqual(carrying.map((row) => row.name).sort());
    },
  );

  it("lists for hair oil every product named a hair oil first, then those whose text has both words, typos last", async () => {
    const found = await listingNames("hair oil");
    expect(found.slice(0, 2).sort()).toEqual(["Bhringraj Hair Oil", "Onion Black Seed Hair Oil"]);
    for (const oil of ["Neelibhringadi Keram", "Brahmi Amla Cooling Oil"])
      expect(found.indexOf(oil)).toBeGreaterThan(1);
    const lastOil = Math.max(found.indexOf("Neelibhringadi Keram"), found.indexOf("Brahmi Amla Cooling Oil"));
    for (const other of ["Methi Hibiscus Hair Mask", "Henna Indigo Natural Hair Colour", "Amla Bhringraj Hair Pack"]) {
      expect(found.indexOf(other)).toBeGreaterThan(lastOil);
    }
    expect((await suggestionNames("hair oil")).slice(0, 4)).toEqual(found.slice(0, 4));
  });

  it("needs every word of a longer term, each at the start of a word ('tea' is not in 'steam')", async () => {
    expect((await listingNames("green tea")).sort()).toEqual([
      "Kashmiri Kahwa Green Tea",
      "Moringa Mint Green Tea",
      "Tulsi Green Tea",
    ]);
  });
});

describe("relevance order in the listing", () => {
  it("puts the exact name, then the name prefix, then a word of the name, then tags and text", async () => {
    const found = await listingNames("brahmi");
    const position = (name: string) => found.indexOf(name);
    const prefixed = found.filter((name) => /^Brahmi /.test(name));
    expect(prefixed).toContain("Brahmi Vati");
    expect(found.slice(0, prefixed.length)).toEqual(prefixed);
    expect(position("Chamomile Brahmi Sleep Tea")).toBeGreaterThanOrEqual(prefixed.length);
    const byName = found.filter((name) => /brahmi/i.test(name)).length;
    // Every product naming Brahmi comes before every product that only mentions it.
    expect(found.slice(0, byName).every((name) => /brahmi/i.test(name))).toBe(true);
  });

  it("keeps short terms exact (no typo matches for 3 letters) and counts what it lists", async () => {
    const { count, results } = await listProducts({ search: "tea", pageSize: 100 });
    expect(results).toHaveLength(count);
    const rows = await db.product.findMany({
      where: { archivedAt: null, searchText: { contains: "tea" } },
      select: { id: true },
    });
    expect(count).toBe(rows.length);
  });

  it("tolerates a typo without losing exact matches, which come first", async () => {
    const exact = await db.product.findMany({
      where: { archivedAt: null, searchText: { contains: "ashwagandha" } },
      select: { name: true },
    });
    const found = await listingNames("ashwagandha");
    expect(found.slice(0, exact.length).sort()).toEqual(exact.map((row) => row.name).sort());
  });
});

describe("a search's page read with its count (countsWithPage)", () => {
  async function plainPage(filter: ListingFilter, sort: Sort, page: number) {
    const rows = await db.$queryRaw<{ id: number; listedPrice: number }[]>(pageSql(filter, sort, page, 5));
    return rows.map((row) => [row.id, row.listedPrice]);
  }

  async function countedPage(filter: ListingFilter, sort: Sort, page: number) {
    const rows = await db.$queryRaw<{ id: number; listedPrice: number; total: bigint }[]>(
      countedPageSql(filter, sort, page, 5),
    );
    return {
      rows: rows.map((row) => [row.id, row.listedPrice]),
      totals: new Set(rows.map((row) => Number(row.total))),
    };
  }

  it.each<[ListingFilter, Sort]>([
    [{ search: "tea" }, "name_asc"],
    [{ search: "ashwaganda" }, "name_desc"],
    [{ search: "oil" }, "price_asc"],
    [{ search: "green tea", availability: "in-stock" }, "price_desc"],
    [{ search: "churna", minPrice: 100, maxPrice: 400 }, "name_asc"],
    [{ search: "तुलसी", brands: ["Aranya Naturals", "Vedic Roots"] }, "name_desc"],
    [{ search: "tulsi" }, "relevance"],
    [{ search: "hair oil", minPrice: 200 }, "relevance"],
  ])("lists %j by %s as the page alone does, each row carrying the count", async (filter, sort) => {
    expect(countsWithPage(filter, sort)).toBe(true);
    const [{ count }] = await db.$queryRaw<{ count: bigint }[]>(countSql(filter));
    expect(Number(count)).toBeGreaterThan(0);
    const pages = Math.ceil(Number(count) / 5);
    for (let page = 1; page <= pages; page++) {
      const counted = await countedPage(filter, sort, page);
      expect(counted.rows).toEqual(await plainPage(filter, sort, page));
      expect([...counted.totals]).toEqual([Number(count)]);
    }
    expect((await countedPage(filter, sort, pages + 1)).rows).toEqual([]);
  });

  it("reads a price page under a price range, and any listing without a search, beside the count", () => {
    expect(countsWithPage({ search: "tea", minPrice: 100 }, "price_asc")).toBe(false);
    expect(countsWithPage({ search: "tea", maxPrice: 900 }, "price_desc")).toBe(false);
    expect(countsWithPage({ search: "tea", minPrice: 100 }, "name_asc")).toBe(true);
    expect(countsWithPage({ search: "  " }, "name_asc")).toBe(false);
    expect(countsWithPage({ minPrice: 100 }, "name_asc")).toBe(false);
    expect(countsWithPage({}, "relevance")).toBe(false);
  });
});
