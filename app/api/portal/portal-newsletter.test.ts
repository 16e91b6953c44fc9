import { db } from "@/lib/server/db";
import { bearerRequest, roleTokens, statusAndJson, type RoleTokens, ROLE_MATRIX } from "@/scripts/jest/requests";
import { GET as exportCsv } from "./newsletter/export/route";
import { GET as list } from "./newsletter/route";

afterAll(() => db.$disconnect());

let tokens: RoleTokens;

beforeAll(async () => {
  tokens = await roleTokens("+919700000601");
  await db.newsletterSubscriber.createMany({
    data: [
      { email: "priya.nair@example.in" },
      { email: "=cmd@example.in" },
      ...Array.from({ length: 1203 }, (_, i) => ({ email: `bulk${i}@example.in` })),
    ],
  });
});

describe("who may read the newsletter list", () => {
  it.each(ROLE_MATRIX.admins)("%s -> %i", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    expect((await list(bearerRequest("/api/portal/newsletter/", { token }))).status).toBe(status);
    expect((await exportCsv(bearerRequest("/api/portal/newsletter/export/", { token }))).status).toBe(status);
  });
});

describe("newsletter subscribers", () => {
  it("lists them newest first, paged and searchable", async () => {
    const { body } = await statusAndJson(
      list(bearerRequest("/api/portal/newsletter/?search=PRIYA&page_size=5", { token: tokens.admin })),
    );
    expect(body).toEqual({
      count: 1,
      results: [{ id: expect.any(Number), email: "priya.nair@example.in", subscribed_at: expect.any(String) }],
    });
    const page = await statusAndJson(
      list(bearerRequest("/api/portal/newsletter/?page=2&page_size=100", { token: tokens.admin })),
    );
    expect(page.body.results).toHaveLength(100);
    expect((await list(bearerRequest("/api/portal/newsletter/?page_size=1000", { token: tokens.admin }))).status).toBe(
      400,
    );
    expect(
      (await list(bearerRequest(`/api/portal/newsletter/?search=${"x".repeat(400)}`, { token: tokens.admin }))).status,
    ).toBe(400);
    expect((await list(bearerRequest("/api/portal/newsletter/?search=a%00b", { token: tokens.admin }))).status).toBe(
      400,
    );
  });

  it("exports every subscriber as a streamed CSV that starts with a UTF-8 BOM, and audits the export", async () => {
    const response = await exportCsv(bearerRequest("/api/portal/newsletter/export/", { token: tokens.admin }));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(lines).toHaveLength(1 + (await db.newsletterSubscriber.count()));
    expect(lines).toContain(
      `'=cmd@example.in,${(await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "=cmd@example.in" } })).createdAt.toISOString()}`,
    );
    expect(
      await db.auditEntry.findFirst({ where: { entity: "newsletter", action: "export", staffName: { not: "" } } }),
    ).not.toBeNull();
  });
});
