import { db } from "@/lib/server/db";
import { POST as adminSignIn } from "@/app/api/admin/token/route";
import { POST as adminRefresh } from "@/app/api/admin/token/refresh/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as signOut } from "@/app/api/auth/signout/route";
import { GET as adminOrders } from "@/app/api/admin/orders/route";
import { POST as refresh } from "@/app/api/token/refresh/route";
import type { Principal } from "@/lib/domain/principal";
import { issueTokenPair } from "./refresh-tokens";
import { SESSION_LIFETIMES, SESSION_TOUCH_SECONDS } from "./sessions";
import {
  asCustomer,
  getRequest,
  jsonRequest,
  seededStaff,
  sessionCookie,
  statusAndJson,
  type RequestOptions,
} from "@/scripts/jest/requests";

afterAll(() => db.$disconnect());

let customer: Principal;
let admin: Principal;

beforeAll(async () => {
  customer = asCustomer((await db.customer.create({ data: { phone: "+919822222222" } })).id);
  admin = await seededStaff("admin");
});

const whoAmI = (auth: RequestOptions) => statusAndJson(me(getRequest("/api/auth/me/", auth)));
const signOutWith = (auth: RequestOptions) => signOut(jsonRequest("POST", "/api/auth/signout/", undefined, auth));
const sidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString()).sid as string;
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);

describe("sign-out ends the session on the server", () => {
  it.each([
    ["a customer", () => customer],
    ["an admin", () => admin],
  ])("replaying %s's session cookie after sign-out gets 401", async (_who, principal) => {
    const cookie = await sessionCookie(principal());
    expect(await whoAmI({ cookie })).toEqual({ status: 200, body: principal() });
    const response = await signOutWith({ cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect(await whoAmI({ cookie })).toEqual({
      status: 401,
      body: { error: "unauthorized", message: "No access token available" },
    });
    expect(await db.session.count({ where: { id: sidOf(cookieValue(cookie)) } })).toBe(0);
  });

  it.each([
    ["a customer", () => customer, "/api/token/refresh/", refresh],
    ["an admin", () => admin, "/api/admin/token/refresh/", adminRefresh],
  ] as const)(
    "replaying %s's access token or refresh token after sign-out gets 401",
    async (_who, principal, refreshPath, refreshRoute) => {
      const { access, refresh: refreshToken } = await issueTokenPair(principal());
      expect((await whoAmI({ bearer: access })).status).toBe(200);
      expect((await signOutWith({ bearer: access })).status).toBe(200);
      expect(await whoAmI({ bearer: access })).toEqual({
        status: 401,
        body: { error: "unauthorized", message: "Authentication failed" },
      });
      const rotated = await refreshRoute(jsonRequest("POST", refreshPath, { refresh: refreshToken }));
      expect(rotated.status).toBe(401);
      expect(await db.refreshToken.count({ where: { sessionId: sidOf(access) } })).toBe(0);
    },
  );

  it("signs out only the session it is given: the same account's other sessions go on", async () => {
    const first = await sessionCookie(customer);
    const second = await sessionCookie(customer);
    await signOutWith({ cookie: first });
    expect((await whoAmI({ cookie: first })).status).toBe(401);
    expect((await whoAmI({ cookie: second })).status).toBe(200);
  });

  it("staff signing in through the API get a session of their own, which the admin API checks", async () => {
    const signedIn = await statusAndJson(
      adminSignIn(jsonRequest("POST", "/api/admin/token/", { username: "admin", password: "admin-pass-123" })),
    );
    expect(signedIn.status).toBe(200);
    const stored = await db.session.findUniqueOrThrow({ where: { id: sidOf(signedIn.body.access) } });
    expect(stored).toMatchObject({ staffUserId: admin.id, customerId: null, client: "api" });
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(SESSION_LIFETIMES.staff.absoluteSeconds * 1000);
    const orders = (bearer: string) => adminOrders(getRequest("/api/admin/orders/", { bearer }));
    expect((await orders(signedIn.body.access)).status).toBe(200);
    await signOutWith({ bearer: signedIn.body.access });
    expect(await statusAndJson(orders(signedIn.body.access))).toEqual({
      status: 401,
      body: { error: "unauthorized", message: "Admin authentication expired" },
    });
  });

  it("a reused refresh token ends its session: the access tokens of it are refused too", async () => {
    const { access, refresh: first } = await issueTokenPair(customer);
    const rotate = (token: string) => refresh(jsonRequest("POST", "/api/token/refresh/", { refresh: token }));
    const rotated = await statusAndJson(rotate(first));
    expect(rotated.status).toBe(200);
    expect((await rotate(first)).status).toBe(401);
    expect((await whoAmI({ bearer: access })).status).toBe(401);
    expect((await whoAmI({ bearer: rotated.body.access })).status).toBe(401);
    expect((await rotate(rotated.body.refresh)).status).toBe(401);
  });
});

describe("lifetimes", () => {
  it("keeps the constants in one place: staff 8 hours with 30 idle minutes, customers 30 days", () => {
    expect(SESSION_LIFETIMES).toEqual({
      customer: { absoluteSeconds: 30 * 24 * 60 * 60, idleSeconds: null },
      staff: { absoluteSeconds: 8 * 60 * 60, idleSeconds: 30 * 60 },
    });
    expect(SESSION_TOUCH_SECONDS).toBe(60);
  });

  it("ends a staff session after 30 idle minutes, cookie and bearer alike", async () => {
    const cookie = await sessionCookie(admin);
    const { access } = await issueTokenPair(admin);
    await db.session.updateMany({
      where: { id: { in: [sidOf(cookieValue(cookie)), sidOf(access)] } },
      data: { lastSeenAt: minutesAgo(31) },
    });
    expect((await whoAmI({ cookie })).status).toBe(401);
    expect((await whoAmI({ bearer: access })).status).toBe(401);
  });

  it("slides a staff session's idle expiry on use, writing the last use at most once a minute", async () => {
    const cookie = await sessionCookie(admin);
    const id = sidOf(cookieValue(cookie));
    const recent = new Date(Date.now() - 30 * 1000);
    await db.session.update({ where: { id }, data: { lastSeenAt: recent } });
    expect((await whoAmI({ cookie })).status).toBe(200);
    expect((await db.session.findUniqueOrThrow({ where: { id } })).lastSeenAt).toEqual(recent);

    await db.session.update({ where: { id }, data: { lastSeenAt: minutesAgo(29) } });
    expect((await whoAmI({ cookie })).status).toBe(200);
    const touched = (await db.session.findUniqueOrThrow({ where: { id } })).lastSeenAt;
    expect(Date.now() - touched.getTime()).toBeLessThan(5000);
  });

  it("ends any session at its absolute end; a customer's has no idle limit", async () => {
    const staffCookie = await sessionCookie(admin);
    await db.session.update({
      where: { id: sidOf(cookieValue(staffCookie)) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await whoAmI({ cookie: staffCookie })).status).toBe(401);

    const customerCookie = await sessionCookie(customer);
    const id = sidOf(cookieValue(customerCookie));
    await db.session.update({ where: { id }, data: { lastSeenAt: minutesAgo(60 * 24 * 20) } });
    expect((await whoAmI({ cookie: customerCookie })).status).toBe(200);
    await db.session.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await whoAmI({ cookie: customerCookie })).status).toBe(401);
  });

  it("refuses a validly signed cookie or token whose session belongs to someone else or does not exist", async () => {
    const cookie = await sessionCookie(customer);
    const other = await db.customer.create({ data: { phone: "+919822222223" } });
    await db.session.update({ where: { id: sidOf(cookieValue(cookie)) }, data: { customerId: other.id } });
    expect((await whoAmI({ cookie })).status).toBe(401);
    await db.session.deleteMany({ where: { id: sidOf(cookieValue(cookie)) } });
    expect((await whoAmI({ cookie })).status).toBe(401);
  });
});
