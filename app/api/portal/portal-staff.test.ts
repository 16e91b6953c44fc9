import bcrypt from "bcryptjs";
import { db } from "@/lib/server/db";
import {
  accessToken,
  asStaff,
  bearerRequest,
  getRequest,
  withRoleTokens,
  routeParams,
  seededStaff,
  sessionCookie,
  statusAndJson,
  ROLE_MATRIX,
} from "@/scripts/jest/requests";
import { GET as listProducts } from "./products/route";
import { GET as getOne, PATCH as patch } from "./staff/[id]/route";
import { GET as list, POST as create } from "./staff/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000401");
let adminId: number;

beforeAll(async () => {
  adminId = (await seededStaff("admin")).id;
});

const post = (body: unknown, token: string | null = tokens.admin) =>
  statusAndJson(create(bearerRequest("/api/portal/staff/", { method: "POST", body, token })));
const patchRaw = (id: number, body: unknown, token: string | null = tokens.admin) =>
  statusAndJson(
    patch(bearerRequest(`/api/portal/staff/${id}/`, { method: "PATCH", body, token }), routeParams({ id })),
  );
/** A PATCH made on the account's stored version (what an admin who just opened it saw). */
const edit = async (id: number, body: Record<string, unknown>, token: string | null = tokens.admin) => {
  const stored = await db.staffUser.findUnique({ where: { id } });
  return patchRaw(id, { version: stored?.version ?? 1, ...body }, token);
};

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  username: `Staff.${Math.random().toString(36).slice(2, 8)}`,
  name: "Meera Iyer",
  role: "editor",
  password: "correct horse battery",
  ...overrides,
});

describe("who may manage staff", () => {
  it.each(ROLE_MATRIX.admins)("%s -> %i", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    expect((await list(bearerRequest("/api/portal/staff/", { token }))).status).toBe(status);
    expect((await post({}, token)).status).toBe(status === 200 ? 400 : status);
    expect((await edit(adminId, {}, token)).status).toBe(status === 200 ? 400 : status);
    expect(
      (await getOne(bearerRequest(`/api/portal/staff/${adminId}/`, { token }), routeParams({ id: adminId }))).status,
    ).toBe(status);
  });
});

describe("staff accounts", () => {
  it("creates an account with a bcrypt-hashed password, lists it without the hash, and audits without the password", async () => {
    const { status, body } = await post(newStaff({ username: "Meera.Iyer" }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ username: "meera.iyer", name: "Meera Iyer", role: "editor", active: true });
    const stored = await db.staffUser.findUniqueOrThrow({ where: { id: body.id } });
    expect(await bcrypt.compare("correct horse battery", stored.passwordHash)).toBe(true);

    const listed = await statusAndJson(list(bearerRequest("/api/portal/staff/?role=editor", { token: tokens.admin })));
    expect(listed.body.results).toContainEqual(body);
    expect(JSON.stringify(listed.body)).not.toContain("$2");

    const audit = await db.auditEntry.findFirstOrThrow({ where: { entity: "staff", entityId: String(body.id) } });
    expect(audit.action).toBe("create");
    expect(JSON.stringify(audit.after)).not.toMatch(/correct horse|passwordHash|\$2/);
    expect(await post(newStaff({ username: "MEERA.IYER" }))).toMatchObject({
      status: 409,
      body: { error: "username_taken", field: "username" },
    });
  });

  it.each([
    ["a short password", { password: "short" }, "Password has at least 10 characters"],
    ["a password beyond bcrypt's 72 bytes", { password: "ळ".repeat(30) }, "Password is at most 72 bytes"],
    ["an unknown role", { role: "owner" }, "Role is admin or editor"],
    [
      "a username with spaces",
      { username: "meera iyer" },
      "Username has 3 to 40 letters, digits, dots, dashes or underscores",
    ],
    ["a name as a number", { name: 7 }, "Name must be text"],
    ["a huge name", { name: "x".repeat(5000) }, "Name is at most 120 characters"],
    ["a NUL in the name", { name: "a\u0000b" }, "Text must not contain NUL characters or invalid Unicode."],
  ])("refuses %s with a 400", async (_case, overrides, message) => {
    const before = await db.staffUser.count();
    expect(await post(newStaff(overrides))).toMatchObject({ status: 400, body: { message } });
    expect(await db.staffUser.count()).toBe(before);
  });

  it("resets a password and disables an account: every session of it is refused at once (401), then enables it", async () => {
    const { body: editor } = await post(newStaff());
    const products = (token: string) => listProducts(bearerRequest("/api/portal/products/", { token }));
    const beforeReset = await accessToken(asStaff("editor", editor.id));
    const webBeforeReset = await sessionCookie(asStaff("editor", editor.id));
    expect((await products(beforeReset)).status).toBe(200);

    expect((await edit(editor.id, { password: "a brand new secret" })).status).toBe(200);
    const stored = await db.staffUser.findUniqueOrThrow({ where: { id: editor.id } });
    expect(await bcrypt.compare("a brand new secret", stored.passwordHash)).toBe(true);
    expect((await products(beforeReset)).status).toBe(401);
    expect((await listProducts(getRequest("/api/portal/products/", { cookie: webBeforeReset }))).status).toBe(401);

    const afterReset = await accessToken(asStaff("editor", editor.id));
    expect((await products(afterReset)).status).toBe(200);
    expect(await edit(editor.id, { active: false })).toMatchObject({ status: 200, body: { active: false } });
    expect(await statusAndJson(products(afterReset))).toEqual({
      status: 401,
      body: { error: "unauthorized", message: "Admin authentication expired" },
    });
    expect(await db.session.count({ where: { staffUserId: editor.id } })).toBe(0);
    expect(await edit(editor.id, { active: true })).toMatchObject({ status: 200, body: { active: true } });
    expect((await products(afterReset)).status).toBe(401);

    const actions = await db.auditEntry.findMany({
      where: { entity: "staff", entityId: String(editor.id) },
      orderBy: { id: "asc" },
    });
    expect(actions.map((row) => row.action)).toEqual(["create", "reset_password", "disable", "enable"]);
    expect(actions[1].after).toEqual({ version: 2, password_reset: true });
  });

  it("refuses an admin disabling themselves, and disabling or demoting the last active admin", async () => {
    expect(await edit(adminId, { active: false })).toMatchObject({
      status: 409,
      body: { error: "cannot_disable_self" },
    });
    const { body: second } = await post(newStaff({ role: "admin" }));
    const secondToken = await accessToken(asStaff("admin", second.id));
    // Other admins than the seeded one and this one would also count; make sure only these two are active.
    await db.staffUser.updateMany({
      where: { role: "admin", id: { notIn: [adminId, second.id] } },
      data: { active: false },
    });

    expect(await edit(adminId, { active: false }, secondToken)).toMatchObject({ status: 200, body: { active: false } });
    expect(await edit(second.id, { role: "editor" }, secondToken)).toMatchObject({
      status: 409,
      body: { error: "last_admin" },
    });
    await db.staffUser.update({ where: { id: adminId }, data: { active: true } });
    // Disabling ended the seeded admin's sessions: sign in again.
    expect((await edit(second.id, { active: false })).status).toBe(401);
    tokens.admin = await accessToken(await seededStaff("admin"));
    expect(await edit(second.id, { active: false })).toMatchObject({ status: 200, body: { active: false } });
    expect(await edit(adminId, { role: "editor" })).toMatchObject({ status: 409, body: { error: "last_admin" } });
  });

  it("answers 404 for an account that does not exist", async () => {
    expect((await edit(999999, { name: "Nobody" })).status).toBe(404);
    expect(
      (await getOne(bearerRequest("/api/portal/staff/999999/", { token: tokens.admin }), routeParams({ id: 999999 })))
        .status,
    ).toBe(404);
  });

  it("reads one account with its version, and refuses an edit without it or made on an older one (409 edit_conflict), changing nothing", async () => {
    const { body: created } = await post(newStaff({ name: "Asha Rao" }));
    const read = await statusAndJson(
      getOne(
        bearerRequest(`/api/portal/staff/${created.id}/`, { token: tokens.admin }),
        routeParams({ id: created.id }),
      ),
    );
    expect(read).toEqual({ status: 200, body: created });
    expect(created.version).toBe(1);

    expect(await patchRaw(created.id, { name: "No version" })).toMatchObject({
      status: 400,
      body: { message: "version is required: the version of the account you edited" },
    });
    expect(await patchRaw(created.id, { name: "Asha R.", version: 1 })).toMatchObject({
      status: 200,
      body: { name: "Asha R.", version: 2 },
    });
    // A second admin who opened the account at version 1 saves after the first: refused, nothing changes.
    for (const stale of [{ name: "Overwrite" }, { active: false }, { password: "another long secret" }]) {
      expect(await patchRaw(created.id, { ...stale, version: 1 })).toMatchObject({
        status: 409,
        body: { error: "edit_conflict" },
      });
    }
    const stored = await db.staffUser.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored).toMatchObject({ name: "Asha R.", active: true, version: 2 });
    expect(await bcrypt.compare("correct horse battery", stored.passwordHash)).toBe(true);
    expect(await db.auditEntry.count({ where: { entity: "staff", entityId: String(created.id) } })).toBe(2);
  });
});
