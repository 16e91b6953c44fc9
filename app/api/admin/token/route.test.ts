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
  expect(await attempt(" Editor ", "editor-pass-123")).toMatchObject({
    status: 200,
    body: { user: { username: "editor" } },
  });
});

it("refuses a wrong password or an unknown user with the spec's text", async () => {
  const expected = {
    status: 401,
    body: { error: "invalid_credentials", message: "Invalid admin credentials. Please try again." },
  };
  expect(await attempt("admin", "wrong")).toEqual(expected);
  expect(await attempt("nobody", "admin-pass-123")).toEqual(expected);
});

it("refuses a deactivated account", async () => {
  await db.staffUser.create({
    data: {
      username: "former",
      passwordHash: (await db.staffUser.findUniqueOrThrow({ where: { username: "editor" } })).passwordHash,
      role: "editor",
      active: false,
    },
  });
  expect((await attempt("former", "editor-pass-123")).status).toBe(401);
});

/** A new admin account with the seeded admin's password, "admin-pass-123". */
async function account(username: string) {
  const { passwordHash } = await db.staffUser.findUniqueOrThrow({ where: { username: "admin" } });
  return db.staffUser.create({ data: { username, role: "admin", passwordHash } });
}

const lockAudits = (staffId: number) =>
  db.auditEntry.findMany({
    where: { entity: "staff", entityId: String(staffId), action: "sign_in_locked" },
    orderBy: { id: "asc" },
  });

const TOO_MANY = {
  status: 429,
  body: { error: "rate_limited", message: "Too many attempts. Please try again later." },
};

it("locks an address out of a username after 5 failures, even with the right password, and audits the lock once", async () => {
  const staff = await account("locked");
  const guesser = fromAddress("10.2.0.1");
  for (let failure = 0; failure < 5; failure++) expect((await attempt("locked", "wrong", guesser)).status).toBe(401);
  expect(await attempt("locked", "admin-pass-123", guesser)).toEqual(TOO_MANY);
  expect(await attempt("LOCKED", "wrong", guesser)).toEqual(TOO_MANY);
  expect(await db.loginAttempt.count({ where: { identifier: "locked", success: false } })).toBe(5);
  expect(await lockAudits(staff.id)).toEqual([
    expect.objectContaining({
      staffId: null,
      staffName: "Sign-in guard",
      after: { username: "locked", scope: "address", address: "10.2.0.1", failures: 5, window_minutes: 15 },
    }),
  ]);
  // The owner, elsewhere, is not locked out.
  expect((await attempt("locked", "admin-pass-123")).status).toBe(200);
}, 60_000);

it("signs the owner in after 6 wrong passwords from 6 addresses", async () => {
  await account("spread");
  for (let failure = 0; failure < 6; failure++) expect((await attempt("spread", "wrong")).status).toBe(401);
  expect((await attempt("spread", "admin-pass-123")).status).toBe(200);
}, 60_000);

it("refuses 1,000 guesses from rotating addresses long before they end; an address the account signed in from still gets in", async () => {
  const staff = await account("target");
  const home = fromAddress("10.9.0.1");
  expect((await attempt("target", "admin-pass-123", home)).status).toBe(200);
  const statuses: number[] = [];
  for (let batch = 0; batch < 50; batch++) {
    // 20 at a time: guesses sent together are counted as surely as guesses sent one by one.
    const guesses = Array.from({ length: 20 }, (_, i) =>
      attempt("target", "wrong", fromAddress(`10.10.${batch}.${i + 1}`)),
    );
    statuses.push(...(await Promise.all(guesses)).map((answer) => answer.status));
  }
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(100);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(900);
  expect(statuses.slice(150)).toEqual(Array(850).fill(429));
  // A new address is refused even with the right password; the one the owner signed in from is not.
  expect(await attempt("target", "admin-pass-123", fromAddress("10.9.0.2"))).toEqual(TOO_MANY);
  expect((await attempt("target", "admin-pass-123", home)).status).toBe(200);
  expect((await lockAudits(staff.id)).map((entry) => entry.after)).toEqual([
    { username: "target", scope: "account", address: expect.any(String), failures: 100, window_minutes: 1440 },
  ]);
}, 300_000);

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
