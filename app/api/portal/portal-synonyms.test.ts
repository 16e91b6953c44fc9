import { GET as suggestionsRoute } from "@/app/api/search/suggestions/route";
import { db } from "@/lib/server/db";
import { listProducts } from "@/lib/server/catalog/products";
import { revalidatedTags } from "@/scripts/jest/next-cache";
import {
  bearerRequest,
  getRequest,
  withRoleTokens,
  routeParams,
  statusAndJson,
  uploadRequest,
} from "@/scripts/jest/requests";
import { PATCH as patch } from "./products/[id]/route";
import { POST as applyImport } from "./products/import/[id]/apply/route";
import { POST as importCsv } from "./products/import/route";
import { GET as list, POST as create } from "./products/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000501");
let categoryId: number;

beforeAll(async () => {
  categoryId = (await db.category.findFirstOrThrow({ where: { slug: "wellness-teas" } })).id;
});

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function created(overrides: Record<string, unknown> = {}) {
  const body = {
    name: `Ginger Kadha ${unique()}`,
    sku: `SYN-${unique()}`,
    price: 199,
    category: categoryId,
    stock: 10,
    ...overrides,
  };
  const answer = await statusAndJson(
    create(bearerRequest("/api/portal/products/", { method: "POST", body, token: tokens.editor })),
  );
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string; version: number; search_synonyms: string[] };
}

const setSynonyms = (product: { id: number; version: number }, synonyms: unknown, token = tokens.editor) =>
  statusAndJson(
    patch(
      bearerRequest(`/api/portal/products/${product.id}/`, {
        method: "PATCH",
        body: { search_synonyms: synonyms, version: product.version },
        token,
      }),
      routeParams({ id: product.id }),
    ),
  );

async function suggested(q: string): Promise<number[]> {
  const response = await suggestionsRoute(getRequest(`/api/search/suggestions/?q=${encodeURIComponent(q)}`));
  expect(response.status).toBe(200);
  return ((await response.json()).results as { id: number }[]).map((result) => result.id);
}

describe("search synonyms in the portal", () => {
  it("an editor sets a product's synonyms; search and suggestions find it by them at once, typos included", async () => {
    const product = await created();
    expect(product.search_synonyms).toEqual([]);
    expect(await suggested("अदरक")).not.toContain(product.id);

    revalidatedTags.length = 0;
    const { status, body } = await setSynonyms(product, [" अदरक काढ़ा ", "adrak kadha"]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ search_synonyms: ["अदरक काढ़ा", "adrak kadha"], version: product.version + 1 });
    // The product's pages, the listings and the search suggestions are expired with the change.
    expect(revalidatedTags).toEqual(expect.arrayContaining([`product:${product.id}`]));

    expect(await suggested("अदरक")).toContain(product.id);
    expect(await suggested("ADRAK")).toContain(product.id);
    expect((await listProducts({ search: "adrakk", sort: "relevance" })).results.map((card) => card.id)).toContain(
      product.id,
    );

    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "product", entityId: String(product.id), action: "update" },
      orderBy: { id: "desc" },
    });
    expect(audit.before).toMatchObject({ search_synonyms: [] });
    expect(audit.after).toMatchObject({ search_synonyms: ["अदरक काढ़ा", "adrak kadha"] });

    // Removing one: search no longer finds the product by it.
    const removed = await setSynonyms(body as { id: number; version: number }, ["adrak kadha"]);
    expect(removed.status).toBe(200);
    expect(await suggested("अदरक")).not.toContain(product.id);
    expect(await suggested("adrak")).toContain(product.id);
  });

  it.each([
    ["not a list", "तुलसी", "Search synonyms must be a list"],
    ["an empty entry", ["तुलसी", "  "], "A search synonym cannot be empty"],
    ["a long entry", ["x".repeat(61)], "A search synonym is at most 60 characters"],
    ["the search text's separator", ["a • b"], "A search synonym cannot contain •"],
    ["the same entry twice, in any case", ["Tulasi", "tulasi"], '"tulasi" is listed twice'],
    ["more than 20", Array.from({ length: 21 }, (_, index) => `name ${index}`), "At most 20 search synonyms"],
  ])("refuses %s with a 400 and the reason", async (_case, synonyms, message) => {
    const product = await created();
    const { status, body } = await setSynonyms(product, synonyms);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "invalid_request" });
    expect(body.message).toContain(message);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).searchSynonyms).toEqual([]);
  });

  it("refuses a save on an older version (409) and keeps the newer synonyms", async () => {
    const product = await created();
    expect((await setSynonyms(product, ["first"])).status).toBe(200);
    const stale = await setSynonyms(product, ["second"]);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("edit_conflict");
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).searchSynonyms).toEqual(["first"]);
  });

  it("filters the product table by whether products have synonyms, and searches them", async () => {
    const marker = unique().toLowerCase();
    const withSynonyms = await created({ name: `Marker ${marker} With`, search_synonyms: [`${marker}-synonym`] });
    const without = await created({ name: `Marker ${marker} Without` });
    const ids = async (query: string) => {
      const { status, body } = await statusAndJson(
        list(bearerRequest(`/api/portal/products/?search=${marker}&${query}`, { token: tokens.editor })),
      );
      expect(status).toBe(200);
      return (body.results as { id: number }[]).map((row) => row.id).sort();
    };
    expect(await ids("synonyms=with")).toEqual([withSynonyms.id]);
    expect(await ids("synonyms=without")).toEqual([without.id]);
    expect(await ids("synonyms=all")).toEqual([withSynonyms.id, without.id].sort());
    expect(
      (
        await statusAndJson(
          list(bearerRequest(`/api/portal/products/?search=${marker}-synonym`, { token: tokens.editor })),
        )
      ).body.count,
    ).toBe(1);
    expect(
      (await statusAndJson(list(bearerRequest("/api/portal/products/?synonyms=some", { token: tokens.editor }))))
        .status,
    ).toBe(400);
  });

  it("a CSV import sets synonyms (joined with |), and the typo search follows them", async () => {
    const product = await created();
    const sku = (await db.product.findUniqueOrThrow({ where: { id: product.id } })).sku;
    const answer = await statusAndJson(
      importCsv(
        uploadRequest("/api/portal/products/import/", {
          file: `sku,search_synonyms\n${sku},शुंठी | sonth\n`,
          name: "synonyms.csv",
          token: tokens.editor,
        }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ to_update: 1, refused: [] });
    const applied = await statusAndJson(
      applyImport(
        bearerRequest(`/api/portal/products/import/${answer.body.id}/apply/`, {
          method: "POST",
          body: {},
          token: tokens.editor,
        }),
        routeParams({ id: answer.body.id }),
      ),
    );
    expect(applied.body).toMatchObject({ updated: 1, refused: [] });
    const stored = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stored.searchSynonyms).toEqual(["शुंठी", "sonth"]);
    expect(stored.searchNames).toContain("शुंठी");
    expect(await suggested("शुंठी")).toContain(product.id);
  });
});
