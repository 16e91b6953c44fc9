import { db } from "@/lib/server/db";
import { bearerRequest, withRoleTokens, routeParams, statusAndJson, ROLE_MATRIX } from "@/scripts/jest/requests";
import { DELETE as remove, GET as getOne, PATCH as patch } from "./pincodes/[pincode]/route";
import { POST as importCsv } from "./pincodes/import/route";
import { GET as list, POST as create } from "./pincodes/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000501");

const post = (body: unknown, token: string | null = tokens.admin) =>
  statusAndJson(create(bearerRequest("/api/portal/pincodes/", { method: "POST", body, token })));
const patchRaw = (pincode: string, body: unknown, token: string | null = tokens.admin) =>
  statusAndJson(
    patch(
      bearerRequest(`/api/portal/pincodes/${pincode}/`, { method: "PATCH", body, token }),
      routeParams({ pincode }),
    ),
  );
/** A PATCH made on the pincode's stored version (what an admin who just opened it saw). */
const edit = async (pincode: string, body: Record<string, unknown>, token: string | null = tokens.admin) => {
  const stored = await db.pincode.findUnique({ where: { pincode } });
  return patchRaw(pincode, { version: stored?.version ?? 1, ...body }, token);
};
const read = (pincode: string, token: string | null = tokens.admin) =>
  statusAndJson(getOne(bearerRequest(`/api/portal/pincodes/${pincode}/`, { token }), routeParams({ pincode })));
const upload = (csv: unknown, token: string | null = tokens.admin) =>
  statusAndJson(importCsv(bearerRequest("/api/portal/pincodes/import/", { method: "POST", body: { csv }, token })));

describe("who may manage pincodes", () => {
  it.each(ROLE_MATRIX.admins)("%s -> %i", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    expect((await list(bearerRequest("/api/portal/pincodes/", { token }))).status).toBe(status);
    const refusedInput = status === 200 ? 400 : status;
    expect((await post({}, token)).status).toBe(refusedInput);
    expect((await edit("411001", {}, token)).status).toBe(refusedInput);
    expect((await upload("", token)).status).toBe(refusedInput);
    expect((await read("411001", token)).status).toBe(status);
    expect((await read("799999", token)).status).toBe(status === 200 ? 404 : status);
    if (status !== 200) {
      expect(
        (
          await remove(
            bearerRequest("/api/portal/pincodes/411001/", { method: "DELETE", token }),
            routeParams({ pincode: "411001" }),
          )
        ).status,
      ).toBe(status);
    }
  });
});

describe("pincodes", () => {
  it("adds, edits and deletes a pincode, auditing each change", async () => {
    expect(
      await post({ pincode: "799001", city: "Agartala", state: "Tripura", cod_allowed: false, delivery_days: 8 }),
    ).toEqual({
      status: 201,
      body: {
        pincode: "799001",
        city: "Agartala",
        state: "Tripura",
        serviceable: true,
        cod_allowed: false,
        delivery_days: 8,
        version: 1,
      },
    });
    expect(await read("799001")).toMatchObject({
      status: 200,
      body: { pincode: "799001", city: "Agartala", version: 1 },
    });
    expect(await post({ pincode: "799001", city: "Agartala", state: "Tripura" })).toMatchObject({
      status: 409,
      body: { error: "pincode_exists" },
    });
    expect(await edit("799001", { cod_allowed: true, delivery_days: 6 })).toMatchObject({
      status: 200,
      body: { cod_allowed: true, delivery_days: 6, version: 2 },
    });
    expect((await edit("799002", { delivery_days: 6 })).status).toBe(404);
    expect((await edit("79900", { delivery_days: 6 })).status).toBe(404);

    const listed = await statusAndJson(
      list(bearerRequest("/api/portal/pincodes/?search=agart", { token: tokens.admin })),
    );
    expect(listed.body).toMatchObject({ count: 1, results: [{ pincode: "799001" }] });

    const deleted = await statusAndJson(
      remove(
        bearerRequest("/api/portal/pincodes/799001/", { method: "DELETE", token: tokens.admin }),
        routeParams({ pincode: "799001" }),
      ),
    );
    expect(deleted).toEqual({ status: 200, body: { pincode: "799001", deleted: true } });
    expect(await db.pincode.findUnique({ where: { pincode: "799001" } })).toBeNull();

    const rows = await db.auditEntry.findMany({
      where: { entity: "pincode", entityId: "799001" },
      orderBy: { id: "asc" },
    });
    expect(rows.map((row) => row.action)).toEqual(["create", "update", "delete"]);
    expect(rows[1]).toMatchObject({
      before: { cod_allowed: false, delivery_days: 8 },
      after: { cod_allowed: true, delivery_days: 6 },
    });
  });

  it("refuses an edit without the version or made on an older one (409 edit_conflict), changing nothing; an import that changes the row raises it", async () => {
    await post({ pincode: "799011", city: "Khowai", state: "Tripura", delivery_days: 7 });
    expect(await patchRaw("799011", { delivery_days: 4 })).toMatchObject({
      status: 400,
      body: { message: "version is required: the version of the pincode you edited" },
    });
    expect(await patchRaw("799011", { delivery_days: 4, version: 1 })).toMatchObject({
      status: 200,
      body: { delivery_days: 4, version: 2 },
    });
    expect(await patchRaw("799011", { delivery_days: 9, version: 1 })).toMatchObject({
      status: 409,
      body: { error: "edit_conflict" },
    });
    expect(await db.pincode.findUniqueOrThrow({ where: { pincode: "799011" } })).toMatchObject({
      deliveryDays: 4,
      version: 2,
    });

    expect(await upload("pincode,city,state,delivery_days\n799011,Khowai,Tripura,4")).toMatchObject({
      body: { unchanged: 1 },
    });
    expect((await read("799011")).body.version).toBe(2);
    expect(await upload("pincode,city,state,delivery_days\n799011,Khowai,Tripura,3")).toMatchObject({
      body: { updated: 1 },
    });
    expect((await read("799011")).body.version).toBe(3);
    expect(await patchRaw("799011", { delivery_days: 5, version: 2 })).toMatchObject({
      status: 409,
      body: { error: "edit_conflict" },
    });
  });

  it.each([
    ["a pincode of 5 digits", { pincode: "41100" }, "Enter a valid 6-digit pincode"],
    ["delivery days as text", { delivery_days: "5" }, "Delivery days must be a whole number"],
    ["delivery days of 0", { delivery_days: 0 }, "Delivery days is at least 1"],
    ["COD as text", { cod_allowed: "yes" }, "COD allowed is true or false"],
    ["a huge city", { city: "x".repeat(5000) }, "City is at most 100 characters"],
    ["a NUL in the state", { state: "a\u0000b" }, "Text must not contain NUL characters or invalid Unicode."],
    ["a state that is none of India's", { state: "Atlantis" }, "Choose a state or union territory of India"],
    ["another state than the pincode's", { state: "Karnataka" }, "PIN code 799101 is in Tripura, not Karnataka"],
    ["a pincode no post office uses", { pincode: "999101" }, "No post office in India has PIN code 999101: check it"],
  ])("refuses %s with a 400", async (_case, overrides, message) => {
    expect(await post({ pincode: "799101", city: "Udaipur", state: "Tripura", ...overrides })).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it("stores the state by its official name, and keeps it the pincode's on an edit", async () => {
    expect(await post({ pincode: "605001", city: "Puducherry", state: "pondicherry" })).toMatchObject({
      status: 201,
      body: { state: "Puducherry" },
    });
    expect(await edit("605001", { state: "Tamil Nadu" })).toMatchObject({
      status: 400,
      body: { error: "invalid_request", message: "PIN code 605001 is in Puducherry, not Tamil Nadu", field: "state" },
    });
    expect(await edit("605001", { state: "Atlantis" })).toMatchObject({
      status: 400,
      body: { message: "Choose a state or union territory of India" },
    });
    expect(await db.pincode.findUniqueOrThrow({ where: { pincode: "605001" } })).toMatchObject({
      state: "Puducherry",
      version: 1,
    });
  });
});

describe("CSV import", () => {
  it("applies each valid row whole, refuses the others with their line, and audits the import", async () => {
    await post({ pincode: "799201", city: "Old name", state: "Tripura", delivery_days: 9 });
    await post({ pincode: "799202", city: "Kailashahar", state: "Tripura" });
    const csv = [
      "\uFEFFPincode,City,State,Serviceable,COD_allowed,Delivery_days",
      "799201,Dharmanagar,Tripura,yes,no,7",
      "799202,Kailashahar,Tripura,,,",
      '799203,"Belonia, South",Tripura,true,true,6',
      "79920,Short,Tripura,yes,yes,5",
      "799204,Bad days,Tripura,yes,yes,zero",
      "799205,,Tripura,yes,yes,5",
      "799206,Sabroom,Tripura,maybe,yes,5",
      "799203,Again,Tripura,yes,yes,5",
      "799207,Amarpur,Tripura,yes,yes,5,extra",
      "799208",
      "",
    ].join("\r\n");
    const { status, body } = await upload(csv);
    expect(status).toBe(200);
    expect(body).toEqual({
      created: 1,
      updated: 1,
      unchanged: 1,
      refused: [
        { line: 5, message: "Enter a valid 6-digit pincode" },
        { line: 6, message: "Delivery days must be a whole number" },
        { line: 7, message: "City is required" },
        { line: 8, message: "Serviceable is yes or no" },
        { line: 9, message: "Pincode 799203 appears earlier in the file" },
        { line: 10, message: "The row has more than the header's 6 cells" },
        { line: 11, message: "City is required" },
      ],
    });
    expect(await db.pincode.findUniqueOrThrow({ where: { pincode: "799201" } })).toMatchObject({
      city: "Dharmanagar",
      codAllowed: false,
      deliveryDays: 7,
    });
    expect(await db.pincode.findUniqueOrThrow({ where: { pincode: "799203" } })).toMatchObject({
      city: "Belonia, South",
      serviceable: true,
      deliveryDays: 6,
    });
    for (const refused of ["79920", "799204", "799205", "799206"])
      expect(await db.pincode.findUnique({ where: { pincode: refused } })).toBeNull();

    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "pincode", action: "import" },
      orderBy: { id: "desc" },
    });
    expect(audit.before).toEqual({ "799201": expect.objectContaining({ city: "Old name", delivery_days: 9 }) });
    expect(Object.keys(audit.after as object).sort()).toEqual(["799201", "799203"]);
  });

  it("checks each row's state as the address forms do: one of India's, and the pincode's", async () => {
    const csv =
      "pincode,city,state\n799301,Agartala,tripura\n799302,Nowhere,Atlantis\n799303,Agartala,Karnataka\n799304,Agartala,\n";
    expect(await upload(csv)).toEqual({
      status: 200,
      body: {
        created: 1,
        updated: 0,
        unchanged: 0,
        refused: [
          { line: 3, message: "Choose a state or union territory of India" },
          { line: 4, message: "PIN code 799303 is in Tripura, not Karnataka" },
          { line: 5, message: "State is required" },
        ],
      },
    });
    expect(await db.pincode.findUniqueOrThrow({ where: { pincode: "799301" } })).toMatchObject({ state: "Tripura" });
    expect(await db.pincode.count({ where: { pincode: { in: ["799302", "799303", "799304"] } } })).toBe(0);
  });

  it.each([
    ["a file that is not CSV", 'pincode,city,state\n799301,"unclosed,Tripura', "The file is not valid CSV"],
    ["an unknown column", "pincode,city,state,zone\n799301,A,B,C", 'Unknown column "zone"'],
    [
      "a header without city",
      "pincode,state\n799301,Tripura",
      "The header row must name at least pincode, city and state",
    ],
    ["no text at all", "", "The CSV file is empty"],
    ["a file that is too big", "x".repeat(2_000_001), "The CSV file is at most 2 MB"],
    [
      "a NUL in the file",
      "pincode,city,state\n799301,A\u0000,B",
      "Text must not contain NUL characters or invalid Unicode.",
    ],
  ])("refuses %s with a 400", async (_case, csv, message) => {
    const { status, body } = await upload(csv);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it("refuses a csv that is not text", async () => {
    expect(await upload(42)).toMatchObject({ status: 400, body: { message: "csv must be the file's text" } });
  });
});
