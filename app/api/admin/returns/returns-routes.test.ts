import { db } from "@/lib/server/db";
import { accessToken, bearerRequest, seededStaff, statusAndJson } from "@/scripts/jest/requests";
import { GET as listReturns } from "./route";
import { GET as getPolicy, PATCH as patchPolicy } from "./policy/route";

afterAll(() => db.$disconnect());

describe("the returns policy and queue routes", () => {
  it("reads and saves the policy for admins only, audited, refusing bad values with 400", async () => {
    const admin = await accessToken(await seededStaff("admin"));
    const editor = await accessToken(await seededStaff("editor"));
    const url = "/api/admin/returns/policy/";
    const read = await statusAndJson(getPolicy(bearerRequest(url, { token: admin })));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      window_days: 7,
      returnable_categories: ["herbal-supplements", "skincare", "wellness-teas", "hair-care"],
      reasons: ["Damaged in transit", "Defective", "Expired on arrival", "Different from what I ordered"],
    });
    expect(read.body.categories.map((category: { slug: string }) => category.slug)).toContain("skincare");
    expect((await getPolicy(bearerRequest(url, { token: editor }))).status).toBe(403);

    const bad = await statusAndJson(
      patchPolicy(bearerRequest(url, { method: "PATCH", body: { window_days: 400 }, token: admin })),
    );
    expect(bad).toMatchObject({ status: 400, body: { error: "invalid_request" } });
    expect(
      (await patchPolicy(bearerRequest(url, { method: "PATCH", body: { reasons: [] }, token: admin }))).status,
    ).toBe(400);
    const saved = await statusAndJson(
      patchPolicy(bearerRequest(url, { method: "PATCH", body: { window_days: 10 }, token: admin })),
    );
    expect(saved.body).toMatchObject({ window_days: 10, reasons: read.body.reasons });
    expect(
      await db.auditEntry.findFirst({ where: { entity: "return_policy" }, orderBy: { id: "desc" } }),
    ).toMatchObject({ before: { windowDays: 7 }, after: { windowDays: 10 } });
    await patchPolicy(bearerRequest(url, { method: "PATCH", body: { window_days: 7 }, token: admin }));
  });

  it("lists the queue with its filters and refuses an unknown status", async () => {
    const admin = await accessToken(await seededStaff("admin"));
    const listed = await statusAndJson(
      listReturns(bearerRequest("/api/admin/returns/?status=requested", { token: admin })),
    );
    expect(listed).toMatchObject({ status: 200, body: { page: 1, page_size: 20 } });
    expect(Array.isArray(listed.body.results)).toBe(true);
    const refused = await statusAndJson(
      listReturns(bearerRequest("/api/admin/returns/?status=lost", { token: admin })),
    );
    expect(refused).toMatchObject({ status: 400, body: { error: "invalid_filters" } });
  });
});
