import { db } from "@/lib/server/db";
import { fromAddress, jsonRequest } from "@/scripts/jest/requests";
import { POST as refresh } from "./refresh/route";
import { POST as login } from "./route";

afterAll(() => db.$disconnect());

let ipCounter = 0;
const fromNewIp = () => fromAddress(`10.1.0.${++ipCounter}`);

async function attempt(username: string, password: string, headers = fromNewIp()) {
  const response = await login(jsonRequest("POST", "/api/admin/token/", { username, password }, { headers }));
  return { status: response.status, body: await response.json() };
}

it("gives an admin an access and refresh token pair with the user", async () => {
  const { status, body } = await attempt("admin", "admin-pass-123");
  expect(status).toBe(200);
  expect(body).toEqual({
    access: expect.any(String),
    refresh: expect.any(String),
    user: { id: expect.any(Number), username: "admin", name: "Store Admin", role: "admin" },
  });
  const staff = await db.staffUser.findUniqueOrThrow({ where: { username: "admin" } });
  expect(staff.lastLoginAt).toBeInstanceOf(Date);
});

it("signs an editor in with the editor role", async () => {
  expect((await attempt("editor", "editor-pass-123")).body.user.role).toBe("editor");
});

it("reads the username in any case, as accounts are stored lower-case", async () => {
  expect(await attempt(" Editor ", "editor-pass-123")).toMatchObject({ status: 200, body: { user: { username: "editor" } } });
});

it("refuses a wrong password or an unknown user with the spec's text", async () => {
  const expected = { status: 401, body: { error: "invalid_credentials", message: "Invalid admin credentials. Please try again." } };
  expect(await attempt("admin", "wrong")).toEqual(expected);
  expect(await attempt("nobody", "admin-pass-123")).toEqual(expected);
});

it("refuses a deactivated account", async () => {
  await db.staffUser.create({ data: { username: "former", passwordHash: (await db.staffUser.findUniqueOrThrow({ where: { username: "editor" } })).passwordHash, role: "editor", active: false } });
  expect((await attempt("former", "editor-pass-123")).status).toBe(401);
});

it("locks a username out after 5 failures, even with the right password", async () => {
  await db.staffUser.create({
    data: { username: "locked", role: "admin", passwordHash: (await db.staffUser.findUniqueOrThrow({ where: { username: "admin" } })).passwordHash },
  });
  for (let failure = 0; failure < 5; failure++) expect((await attempt("locked", "wrong")).status).toBe(401);
  expect(await attempt("locked", "admin-pass-123")).toEqual({
    status: 429,
    body: { error: "rate_limited", message: "Too many attempts. Please try again later." },
  });
  expect(await db.loginAttempt.count({ where: { identifier: "locked", success: false } })).toBe(5);
}, 30_000);

it("locks an address out after 20 failures across usernames", async () => {
  const ip = fromNewIp();
  for (let failure = 0; failure < 20; failure++) await attempt(`guess${failure}`, "wrong", ip);
  expect((await attempt("admin", "admin-pass-123", ip)).status).toBe(429);
  expect((await attempt("admin", "admin-pass-123")).status).toBe(200);
}, 60_000);

it("answers 400 without a username or password", async () => {
  const response = await login(jsonRequest("POST", "/api/admin/token/", { username: "admin" }));
  expect(response.status).toBe(400);
});

it("rotates a staff refresh token and refuses its reuse", async () => {
  const { body } = await attempt("admin", "admin-pass-123");
  const rotate = (token: string) => refresh(jsonRequest("POST", "/api/admin/token/refresh/", { refresh: token }));
  const first = await rotate(body.refresh);
  expect(first.status).toBe(200);
  const rotated = await first.json();
  const reuse = await rotate(body.refresh);
  expect(reuse.status).toBe(401);
  expect((await reuse.json()).message).toBe("Admin token refresh failed");
  expect((await rotate(rotated.refresh)).status).toBe(401);
  const missing = await refresh(jsonRequest("POST", "/api/admin/token/refresh/", {}));
  expect((await missing.json()).message).toBe("No admin refresh token available");
});
