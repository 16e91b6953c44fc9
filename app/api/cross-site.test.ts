import { NextRequest } from "next/server";
import { db } from "@/lib/server/db";
import { accessToken, asCustomer, seededStaff, sessionCookie, statusAndJson } from "@/scripts/jest/requests";
import { POST as signOut } from "./auth/signout/route";
import { POST as addToCart } from "./carts/items/route";
import { POST as updateProfile } from "./customer/profile/update/route";
import { GET as me } from "./auth/me/route";
import { POST as createStaff } from "./portal/staff/route";
import { POST as upload } from "./portal/uploads/route";

afterAll(() => db.$disconnect());

/** The shop's own origin in the tests: APP_URL's default. */
const OWN_ORIGIN = "http://localhost:3000";
const EVIL_ORIGIN = "http://evil.example";

type Credential = { cookie: string } | { bearer: string };

/** A request as a page on `origin` (or no browser at all, for null) would send it, carrying `body` as `type`. */
function sent(
  method: string,
  path: string,
  credential: Credential,
  {
    origin,
    type = "application/json",
    body,
    fetchSite,
  }: { origin: string | null; type?: string | null; body?: BodyInit; fetchSite?: string },
) {
  const headers: Record<string, string> = {};
  if ("cookie" in credential) headers.cookie = credential.cookie;
  else headers.authorization = `Bearer ${credential.bearer}`;
  if (origin !== null) headers.origin = origin;
  if (fetchSite) headers["sec-fetch-site"] = fetchSite;
  if (type) headers["content-type"] = type;
  return new NextRequest(new URL(path, "http://localhost:3000"), { method, headers, body });
}

const staffBody = (username: string) =>
  JSON.stringify({ username, name: "Mallory", role: "admin", password: "a-long-enough-password" });

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

let adminCookie: string;
let customerId: number;
let customerCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookie(await seededStaff("admin"));
  customerId = (await db.customer.create({ data: { phone: "+919700025001", name: "Asha Rao" } })).id;
  customerCookie = await sessionCookie(asCustomer(customerId));
});

async function productId(): Promise<number> {
  return (await db.product.findFirstOrThrow({ where: { stock: { gt: 5 } }, select: { id: true } })).id;
}

describe("a state-changing request from another site's page is refused, with nothing changed", () => {
  const attacks = [
    ["text/plain", "text/plain;charset=UTF-8", (username: string) => staffBody(username)],
    [
      "a form",
      "application/x-www-form-urlencoded",
      (username: string) =>
        new URLSearchParams({ username, role: "admin", password: "a-long-enough-password" }).toString(),
    ],
    ["multipart", null, (username: string) => formOf({ username, role: "admin", password: "a-long-enough-password" })],
    ["JSON", "application/json", (username: string) => staffBody(username)],
  ] as const;

  it.each(attacks)("an admin's cookie creating staff with %s -> 403", async (_kind, type, body) => {
    const username = `mallory.${Math.random().toString(36).slice(2, 8)}`;
    const answer = await statusAndJson(
      createStaff(
        sent(
          "POST",
          "/api/portal/staff/",
          { cookie: adminCookie },
          { origin: EVIL_ORIGIN, type, body: body(username) },
        ),
      ),
    );
    expect(answer).toEqual({
      status: 403,
      body: { error: "cross_site_request", message: "This request must come from the shop's own pages." },
    });
    expect(await db.staffUser.count({ where: { username } })).toBe(0);
  });

  it.each([
    ["a sibling subdomain", "https://mail.localhost:3000"],
    ["another port of the same host", "http://localhost:4031"],
    ["a sandboxed frame", "null"],
  ])("from %s -> 403", async (_where, origin) => {
    const answer = await updateProfile(
      sent(
        "POST",
        "/api/customer/profile/update/",
        { cookie: customerCookie },
        { origin, type: "text/plain", body: JSON.stringify({ name: "Changed By Mallory" }) },
      ),
    );
    expect(answer.status).toBe(403);
    expect((await db.customer.findUniqueOrThrow({ where: { id: customerId } })).name).toBe("Asha Rao");
  });

  it("a customer's cookie: the profile, the cart and sign-out are all refused, without Origin too when the browser says cross-site", async () => {
    const product = await productId();
    const profile = await updateProfile(
      sent(
        "POST",
        "/api/customer/profile/update/",
        { cookie: customerCookie },
        { origin: EVIL_ORIGIN, body: JSON.stringify({ name: "Changed By Mallory" }) },
      ),
    );
    const cart = await addToCart(
      sent(
        "POST",
        "/api/carts/items/",
        { cookie: customerCookie },
        { origin: null, fetchSite: "cross-site", type: "text/plain", body: JSON.stringify({ product, quantity: 3 }) },
      ),
    );
    const sameSite = await addToCart(
      sent(
        "POST",
        "/api/carts/items/",
        { cookie: customerCookie },
        { origin: null, fetchSite: "same-site", body: JSON.stringify({ product, quantity: 3 }) },
      ),
    );
    const out = await signOut(
      sent("POST", "/api/auth/signout/", { cookie: customerCookie }, { origin: EVIL_ORIGIN, type: null }),
    );
    expect([profile.status, cart.status, sameSite.status, out.status]).toEqual([403, 403, 403, 403]);
    expect(out.headers.get("set-cookie")).toBeNull();

    expect((await db.customer.findUniqueOrThrow({ where: { id: customerId } })).name).toBe("Asha Rao");
    expect(await db.cartItem.count({ where: { cart: { customerId } } })).toBe(0);
    expect(
      (await me(sent("GET", "/api/auth/me/", { cookie: customerCookie }, { origin: EVIL_ORIGIN, type: null }))).status,
    ).toBe(200);
  });

  it("an upload from another site is refused before it is read", async () => {
    const answer = await upload(
      sent(
        "POST",
        "/api/portal/uploads/?kind=logo",
        { cookie: adminCookie },
        { origin: EVIL_ORIGIN, type: null, body: formOf({ file: "x" }) },
      ),
    );
    expect(answer.status).toBe(403);
  });
});

describe("the shop's own pages and API clients still work", () => {
  it("an admin's cookie from the shop's origin creates staff; a customer's changes the profile, the cart, and signs out", async () => {
    const username = `meera.${Math.random().toString(36).slice(2, 8)}`;
    expect(
      (
        await createStaff(
          sent(
            "POST",
            "/api/portal/staff/",
            { cookie: adminCookie },
            { origin: OWN_ORIGIN, body: staffBody(username) },
          ),
        )
      ).status,
    ).toBe(201);

    const customer = await db.customer.create({ data: { phone: "+919700025002", name: "Ravi Kumar" } });
    const cookie = await sessionCookie(asCustomer(customer.id));
    const product = await productId();
    const profile = await updateProfile(
      sent(
        "POST",
        "/api/customer/profile/update/",
        { cookie },
        { origin: OWN_ORIGIN, body: JSON.stringify({ name: "Ravi K" }) },
      ),
    );
    const cart = await addToCart(
      sent(
        "POST",
        "/api/carts/items/",
        { cookie },
        { origin: null, fetchSite: "same-origin", body: JSON.stringify({ product, quantity: 1 }) },
      ),
    );
    expect([profile.status, cart.status]).toEqual([200, 200]);
    expect((await db.customer.findUniqueOrThrow({ where: { id: customer.id } })).name).toBe("Ravi K");
    expect(
      (await signOut(sent("POST", "/api/auth/signout/", { cookie }, { origin: OWN_ORIGIN, type: null }))).status,
    ).toBe(200);
    expect((await me(sent("GET", "/api/auth/me/", { cookie }, { origin: OWN_ORIGIN, type: null }))).status).toBe(401);
  });

  it("a bearer token is no ambient credential: allowed from any origin", async () => {
    const username = `api.${Math.random().toString(36).slice(2, 8)}`;
    const bearer = await accessToken(await seededStaff("admin"));
    expect(
      (
        await createStaff(
          sent("POST", "/api/portal/staff/", { bearer }, { origin: EVIL_ORIGIN, body: staffBody(username) }),
        )
      ).status,
    ).toBe(201);
  });

  it("a client that is no browser (no Origin, no Sec-Fetch-Site) is judged by its credential alone", async () => {
    const username = `cli.${Math.random().toString(36).slice(2, 8)}`;
    expect(
      (
        await createStaff(
          sent("POST", "/api/portal/staff/", { cookie: adminCookie }, { origin: null, body: staffBody(username) }),
        )
      ).status,
    ).toBe(201);
  });
});

describe("JSON routes read only JSON", () => {
  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["no type at all", null],
  ])("a body sent as %s from the shop's own origin -> 415, nothing changed", async (_kind, type) => {
    const username = `typed.${Math.random().toString(36).slice(2, 8)}`;
    const answer = await statusAndJson(
      createStaff(
        sent(
          "POST",
          "/api/portal/staff/",
          { cookie: adminCookie },
          { origin: OWN_ORIGIN, type, body: staffBody(username) },
        ),
      ),
    );
    expect(answer).toEqual({
      status: 415,
      body: {
        error: "unsupported_media_type",
        message: "Send the request body as JSON (Content-Type: application/json).",
      },
    });
    expect(await db.staffUser.count({ where: { username } })).toBe(0);
  });

  it("JSON with a charset, and a POST with no body, are accepted", async () => {
    const username = `charset.${Math.random().toString(36).slice(2, 8)}`;
    expect(
      (
        await createStaff(
          sent(
            "POST",
            "/api/portal/staff/",
            { cookie: adminCookie },
            { origin: OWN_ORIGIN, type: "application/json; charset=utf-8", body: staffBody(username) },
          ),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await signOut(
          sent("POST", "/api/auth/signout/", { cookie: customerCookie }, { origin: OWN_ORIGIN, type: null }),
        )
      ).status,
    ).toBe(200);
  });
});
