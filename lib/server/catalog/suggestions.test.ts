import { GET as resolveRoute } from "@/app/api/search/resolve/route";
import { GET as suggestionsRoute } from "@/app/api/search/suggestions/route";
import { db } from "@/lib/server/db";
import { getRequest } from "@/scripts/jest/requests";

afterAll(() => db.$disconnect());

async function suggest(q: string) {
  const response = await suggestionsRoute(getRequest(`/api/search/suggestions/?q=${encodeURIComponent(q)}`));
  expect(response.status).toBe(200);
  return (await response.json()).results as {
    id: number;
    name: string;
    tags: string[];
    moreTags: number;
    formattedPrice: string;
    image: string | null;
  }[];
}

async function resolve(q: string) {
  return resolveRoute(getRequest(`/api/search/resolve/?q=${encodeURIComponent(q)}`));
}

describe("search suggestions", () => {
  it("returns at most 5 products matching a case-insensitive substring of the name", async () => {
    const results = await suggest("  HAIR ");
    expect(results).toHaveLength(5);
    for (const result of results) expect(result.formattedPrice).toMatch(/^₹/);
  });

  it("matches tags, descriptions and benefits too", async () => {
    const tagMatch = await suggest("travel friendly");
    expect(tagMatch.map((result) => result.name)).toContain("Panch Tulsi Drops");
    const product = await db.product.findFirstOrThrow({ where: { name: "Triphala Churna" } });
    const descriptionWords = product.description.split(/\s+/).slice(2, 5).join(" ");
    expect((await suggest(descriptionWords)).map((result) => result.id)).toContain(product.id);
    expect((await suggest(product.benefits[0])).map((result) => result.id)).toContain(product.id);
  });

  it("shows the first 3 tags and counts the rest", async () => {
    const [ashwagandha] = await suggest("Ashwagandha KSM-66");
    expect(ashwagandha.tags).toEqual(["Stress Relief", "Adaptogen", "Energy"]);
    expect(ashwagandha.moreTags).toBe(2);
    expect(ashwagandha.image).toMatch(/^\/images\/products\//);
  });

  it("returns nothing for blank text or no match", async () => {
    expect(await suggest("   ")).toEqual([]);
    expect(await suggest("zzqx-no-such-thing")).toEqual([]);
  });
});

describe("search submission", () => {
  it("opens the product on an exact, case-insensitive name match", async () => {
    const product = await db.product.findFirstOrThrow({ where: { name: "Brahmi Vati" } });
    expect(await (await resolve("  brahmi VATI ")).json()).toEqual({ href: `/product/${product.id}` });
  });

  it("opens a product on an exact tag match", async () => {
    const product = await db.product.findFirstOrThrow({ where: { name: "Panch Tulsi Drops" } });
    expect(await (await resolve("TRAVEL FRIENDLY")).json()).toEqual({ href: `/product/${product.id}` });
  });

  it("lists the results for a name or tag several products share, instead of opening one of them (issue 26)", async () => {
    const shared = await db.$queryRaw<{ term: string; products: number }[]>`
      SELECT lower(tag) AS term, count(DISTINCT id)::int AS products FROM "Product", unnest(tags) AS tag
      WHERE "archivedAt" IS NULL GROUP BY lower(tag) HAVING count(DISTINCT id) > 1`;
    const terms = shared.map((row) => row.term);
    expect(terms).toEqual(expect.arrayContaining(["saffron", "immunity", "tulsi", "green tea"]));
    // "sleep" is one product's tag and another's name; "turmeric" and "neem" likewise.
    for (const term of [...terms, "Saffron", " GREEN tea ", "sleep", "Sleep", "turmeric", "neem", "hair oil"]) {
      expect([term, await (await resolve(term)).json()]).toEqual([
        term,
        { href: `/products?search=${encodeURIComponent(term.trim())}` },
      ]);
    }
    // A product's name that is another product's tag: two products match.
    const tulsi = await db.product.findFirstOrThrow({ where: { name: "Panch Tulsi Drops" } });
    await db.product.update({ where: { id: tulsi.id }, data: { tags: [...tulsi.tags, "Brahmi Vati"] } });
    try {
      expect(await (await resolve("brahmi vati")).json()).toEqual({ href: "/products?search=brahmi%20vati" });
    } finally {
      await db.product.update({ where: { id: tulsi.id }, data: { tags: tulsi.tags } });
    }
  });

  it("lists the search results otherwise, and refuses an empty search", async () => {
    expect(await (await resolve(" tulsi tea ")).json()).toEqual({ href: "/products?search=tulsi%20tea" });
    const empty = await resolve("   ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "empty_query" });
  });
});

it("treats LIKE wildcards in the text literally", async () => {
  expect(await suggest("_")).toEqual([]);
  expect(await suggest("a%z")).toEqual([]);
});
