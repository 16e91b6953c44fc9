import { db } from "@/lib/server/db";
import { unsubscribeTargetOf } from "@/lib/server/security/signed-links";
import { bearerRequest, withRoleTokens, statusAndJson, ROLE_MATRIX } from "@/scripts/jest/requests";
import { GET as exportCsv } from "./newsletter/export/route";
import { GET as list } from "./newsletter/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000601");

beforeAll(async () => {
  const confirmedAt = new Date("2026-11-20T10:00:00Z");
  await db.newsletterSubscriber.createMany({
    data: [
      { email: "priya.nair@example.in" },
      { email: "=cmd@example.in" },
      ...Array.from({ length: 1203 }, (_, i) => ({ email: `bulk${i}@example.in` })),
    ].map((row) => ({ ...row, status: "confirmed" as const, confirmedAt })),
  });
  // Double opt-in: an address that never confirmed, or that unsubscribed, is on no list.
  await db.newsletterSubscriber.createMany({
    data: [
      { email: "priya.pending@example.in", status: "pending" },
      { email: "priya.gone@example.in", status: "unsubscribed", confirmedAt },
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
    expect(lines[0]).toBe("email,subscribed_at,unsubscribe_url");
    expect(lines).toHaveLength(1 + (await db.newsletterSubscriber.count({ where: { status: "confirmed" } })));
    expect(lines.some((line) => line.startsWith("priya.pending@") || line.startsWith("priya.gone@"))).toBe(false);
    const cmd = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "=cmd@example.in" } });
    const cmdLine = lines.find((line) => line.startsWith("'=cmd@example.in,"))!;
    const [, subscribedAt, url] = cmdLine.split(",");
    expect(subscribedAt).toBe(cmd.confirmedAt!.toISOString());
    // Each address's own one-click unsubscribe link, for the mailing tool.
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/unsubscribe\/\?token=/);
    expect(unsubscribeTargetOf(new URL(url).searchParams.get("token")!)).toEqual({ subscriberId: cmd.id });
    expect(
      await db.auditEntry.findFirst({ where: { entity: "newsletter", action: "export", staffName: { not: "" } } }),
    ).not.toBeNull();
  });
});
