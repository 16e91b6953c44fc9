import { SignJWT } from "jose";
import { db } from "@/lib/server/db";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as signOut } from "@/app/api/auth/signout/route";
import { requireCustomer, requireStaff } from "./guards";
import { signToken } from "./jwt";
import type { Principal } from "@/lib/domain/principal";
import { SESSION_COOKIE, signSession } from "./session";
import { startSession } from "./sessions";
import { accessToken, asCustomer, getRequest, jsonRequest, seededStaff, sessionCookie } from "@/scripts/jest/requests";

afterAll(() => db.$disconnect());

let customer: Principal;
let admin: Principal;
let editor: Principal;

beforeAll(async () => {
  const created = await db.customer.create({ data: { phone: "+919811111111" } });
  customer = asCustomer(created.id);
  admin = await seededStaff("admin");
  editor = await seededStaff("editor");
});

const bearer = async (principal: Principal) => getRequest("/api/x/", { bearer: await accessToken(principal) });
const cookie = async (principal: Principal) => getRequest("/api/x/", { cookie: await sessionCookie(principal) });

async function refusal(result: { ok: boolean; response?: Response }) {
  expect(result.ok).toBe(false);
  return { status: result.response!.status, body: await result.response!.json() };
}

describe("requireCustomer", () => {
  it("accepts a customer's bearer access token and session cookie", async () => {
    expect(await requireCustomer(await bearer(customer))).toEqual({ ok: true, principal: customer });
    expect(await requireCustomer(await cookie(customer))).toEqual({ ok: true, principal: customer });
  });

  it("answers 401 'No access token available' without credentials", async () => {
    expect(await refusal(await requireCustomer(getRequest("/api/x/")))).toEqual({
      status: 401,
      body: { error: "unauthorized", message: "No access token available" },
    });
  });

  it("answers 401 'Authentication failed' for forged, expired or misused tokens", async () => {
    const forged = await new SignJWT({ sub: String(customer.id), kind: "customer", role: "user", typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("prakriti-storefront")
      .setExpirationTime("15m")
      .sign(new TextEncoder().encode("not-the-servers-secret-0123456789abcdef"));
    const expired = await signToken("access", { sub: String(customer.id), kind: "customer", role: "user" }, -60);
    const sessionAsBearer = await signSession(await startSession(customer, "web"), {});
    for (const token of [forged, expired, sessionAsBearer, "garbage"]) {
      const result = await requireCustomer(getRequest("/api/x/", { bearer: token }));
      expect(await refusal(result)).toEqual({
        status: 401,
        body: { error: "unauthorized", message: "Authentication failed" },
      });
    }
  });

  it("ignores a forged session cookie and refuses staff with 403", async () => {
    const forgedCookie = getRequest("/api/x/", { cookie: `${SESSION_COOKIE}=${await accessToken(customer)}` });
    expect((await refusal(await requireCustomer(forgedCookie))).status).toBe(401);
    expect((await refusal(await requireCustomer(await bearer(admin)))).status).toBe(403);
  });
});

describe("requireStaff", () => {
  it("lets each role into what it is allowed", async () => {
    expect((await requireStaff(await bearer(admin), ["admin"])).ok).toBe(true);
    expect((await requireStaff(await cookie(editor), ["admin", "editor"])).ok).toBe(true);
  });

  it("answers 403 for the wrong role or a customer, 401 without credentials", async () => {
    expect((await refusal(await requireStaff(await bearer(editor), ["admin"]))).status).toBe(403);
    expect((await refusal(await requireStaff(await cookie(customer), ["admin", "editor"]))).status).toBe(403);
    expect(await refusal(await requireStaff(getRequest("/api/x/"), ["admin"]))).toEqual({
      status: 401,
      body: { error: "unauthorized", message: "No admin access token available" },
    });
    const invalid = getRequest("/api/x/", { bearer: "nope" });
    expect((await refusal(await requireStaff(invalid, ["admin"]))).body.message).toBe("Admin authentication expired");
  });

  it("refuses a deactivated staff member whose token is still valid, and follows a role change", async () => {
    const request = await bearer(editor);
    await db.staffUser.update({ where: { id: editor.id }, data: { active: false } });
    expect(await refusal(await requireStaff(request, ["editor"]))).toEqual({
      status: 401,
      body: { error: "unauthorized", message: "Admin authentication expired" },
    });
    await db.staffUser.update({ where: { id: editor.id }, data: { active: true } });
    const promoted = await bearer(editor);
    await db.staffUser.update({ where: { id: editor.id }, data: { role: "admin" } });
    expect(await requireStaff(promoted, ["admin"])).toEqual({
      ok: true,
      principal: { kind: "staff", id: editor.id, role: "admin" },
    });
    await db.staffUser.update({ where: { id: editor.id }, data: { role: "editor" } });
    expect((await refusal(await requireStaff(promoted, ["admin"]))).status).toBe(403);
  });
});

describe("GET /api/auth/me/ and POST /api/auth/signout/", () => {
  it("tells who the caller is by cookie or bearer", async () => {
    expect(await (await me(await cookie(customer))).json()).toEqual(customer);
    expect(await (await me(await bearer(admin))).json()).toEqual(admin);
    expect((await me(getRequest("/api/auth/me/"))).status).toBe(401);
  });

  it("clears the session cookie on sign-out", async () => {
    const response = await signOut(jsonRequest("POST", "/api/auth/signout"));
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(`${SESSION_COOKIE}=;`);
    expect(setCookie.toLowerCase()).toContain("httponly");
    expect(setCookie).toMatch(/Max-Age=0/i);
  });
});
