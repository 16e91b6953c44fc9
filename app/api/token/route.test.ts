import { SignJWT } from "jose";
import { db } from "@/lib/server/db";
import { anonymousIdToken, phoneIdToken } from "@/lib/firebase/emulator-rest";
import { unsignedIdToken, useAuthEmulator, withEmulatorHost } from "@/scripts/jest/auth-emulator";
import { countEvent, LIMITS } from "@/lib/server/security/rate-limit";
import { fromAddress, jsonRequest, statusAndJson } from "@/scripts/jest/requests";
import { POST as failedAttempt } from "../auth/otp/failed-attempt/route";
import { POST as sendAttempt } from "../auth/otp/send-attempt/route";
import { POST as adminRefresh } from "../admin/token/refresh/route";
import { POST as refresh } from "./refresh/route";
import { POST as issue } from "./route";

// Real sign-ins through the emulator and dozens of requests per limit test: slower than jest's 5 s default.
jest.setTimeout(30_000);

let EMULATOR = "";
let stopEmulator = () => undefined as void;
beforeAll(async () => {
  ({ host: EMULATOR, stop: stopEmulator } = await useAuthEmulator());
}, 120_000);
afterAll(async () => {
  stopEmulator();
  await db.$disconnect();
});

let ipCounter = 0;
/** Each test calls from its own address, so per-address limits of one test do not leak into another. */
const fromNewIp = () => fromAddress(`10.0.0.${++ipCounter}`);

/** The whole phone sign-in: a real code through the Auth emulator, then the token exchange. */
async function signIn(phone: string, headers = fromNewIp()) {
  const idToken = await phoneIdToken({ host: EMULATOR }, phone);
  const response = await withEmulatorHost(EMULATOR, () =>
    issue(jsonRequest("POST", "/api/token/", { id_token: idToken }, { headers })),
  );
  return { status: response.status, body: await response.json() };
}

describe("POST /api/token/", () => {
  it("exchanges a Firebase ID token for access and refresh tokens and upserts the customer by phone", async () => {
    const first = await signIn("+919800000001");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { username: "+919800000001", phone: "+919800000001", role: "user" },
      message: "Authentication successful!",
    });
    const again = await signIn("+919800000001");
    expect(again.body.user.id).toBe(first.body.user.id);
    const customer = await db.customer.findUniqueOrThrow({
      where: { phone: "+919800000001" },
      include: { mobiles: true },
    });
    expect(customer.lastSignInAt).toBeInstanceOf(Date);
    expect(customer.mobiles.map((entry) => entry.mobile)).toEqual(["+919800000001"]);
    expect(await db.customer.count({ where: { phone: "+919800000001" } })).toBe(1);
  });

  it("needs an id_token, never a phone number as a password", async () => {
    const response = await issue(
      jsonRequest("POST", "/api/token/", { username: "+919800000002", password: "+919800000002" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request" });
  });

  it("refuses a token that proves no phone", async () => {
    const idToken = await anonymousIdToken({ host: EMULATOR });
    const response = await withEmulatorHost(EMULATOR, () =>
      issue(jsonRequest("POST", "/api/token/", { id_token: idToken }, { headers: fromNewIp() })),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "invalid_token", message: "Authentication failed" });
  });

  describe("without the Auth emulator (the real Firebase service)", () => {
    const rejected = async (idToken: string) => {
      const response = await withEmulatorHost(undefined, () =>
        issue(jsonRequest("POST", "/api/token/", { id_token: idToken }, { headers: fromNewIp() })),
      );
      return { status: response.status, body: await response.json() };
    };

    it("rejects an emulator's unsigned token", async () => {
      const idToken = await phoneIdToken({ host: EMULATOR }, "+919800000003");
      expect(await rejected(idToken)).toEqual({
        status: 401,
        body: { error: "invalid_token", message: "Authentication failed" },
      });
    });

    it("rejects a token signed with a key of its own", async () => {
      const forged = await new SignJWT({ phone_number: "+919800000003", aud: "demo-storefront" })
        .setProtectedHeader({ alg: "HS256", kid: "forged" })
        .setSubject("attacker")
        .setIssuer("https://securetoken.google.com/demo-storefront")
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("attacker-secret"));
      expect((await rejected(forged)).status).toBe(401);
      expect(await db.customer.count({ where: { phone: "+919800000003" } })).toBe(0);
    });

    it("rejects a hand-made unsigned token and garbage", async () => {
      expect((await rejected(unsignedIdToken("+919800000003"))).status).toBe(401);
      expect((await rejected("not-a-token")).status).toBe(401);
    });
  });
});

describe("POST /api/token/refresh/", () => {
  const rotate = async (token: string) => {
    const response = await refresh(jsonRequest("POST", "/api/token/refresh/", { refresh: token }));
    return { status: response.status, body: await response.json() };
  };

  it("returns a new access token and rotates the refresh token", async () => {
    const { body: tokens } = await signIn("+919800000010");
    const rotated = await rotate(tokens.refresh);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(rotated.body.refresh).not.toBe(tokens.refresh);
    expect((await rotate(rotated.body.refresh)).status).toBe(200);
  });

  it("revokes the whole family when a rotated refresh token is used again", async () => {
    const { body: tokens } = await signIn("+919800000011");
    const rotated = await rotate(tokens.refresh);
    const reuse = await rotate(tokens.refresh);
    expect(reuse).toEqual({ status: 401, body: { error: "invalid_refresh_token", message: "Token refresh failed" } });
    expect((await rotate(rotated.body.refresh)).status).toBe(401);
  });

  it("answers 400 'No refresh token available' without a token and 401 for an unknown one", async () => {
    const missing = await refresh(jsonRequest("POST", "/api/token/refresh/", {}));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("No refresh token available");
    expect((await rotate("unknown-token")).status).toBe(401);
  });

  it("does not take a customer's refresh token at the admin endpoint", async () => {
    const { body: tokens } = await signIn("+919800000012");
    const response = await adminRefresh(jsonRequest("POST", "/api/admin/token/refresh/", { refresh: tokens.refresh }));
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe("Admin token refresh failed");
  });

  it("refuses an expired refresh token", async () => {
    const { body: tokens } = await signIn("+919800000013");
    const customer = await db.customer.findUniqueOrThrow({ where: { phone: "+919800000013" } });
    await db.refreshToken.updateMany({
      where: { session: { customerId: customer.id } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await rotate(tokens.refresh)).status).toBe(401);
  });
});

describe("abuse limits", () => {
  const send = (phone: string, headers: Record<string, string>) =>
    sendAttempt(jsonRequest("POST", "/api/auth/otp/send-attempt/", { phone }, { headers }));
  const wrongCode = (phone: string) => failedAttempt(jsonRequest("POST", "/api/auth/otp/failed-attempt/", { phone }));

  it("allows 5 codes per phone per hour, then answers 'Too many attempts'", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await send("98000 00020", fromNewIp());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ phone: "+919800000020" });
    }
    const refused = await send("+919800000020", fromNewIp());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: "rate_limited",
      message: "Too many attempts. Please try again later.",
    });
  });

  it("limits the codes one address may request", async () => {
    const ip = fromNewIp();
    for (let attempt = 0; attempt < 30; attempt++)
      expect((await send(`+9198100${String(attempt).padStart(5, "0")}`, ip)).status).toBe(200);
    expect((await send("+919810099999", ip)).status).toBe(429);
  });

  it("rejects a malformed phone with the spec's text", async () => {
    const response = await send("12ab", fromNewIp());
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Invalid phone number format. Please enter a valid phone number.");
  });

  it("kills a code after 5 wrong tries: sign-in is refused until a new code is sent", async () => {
    const phone = "+919800000030";
    await send(phone, fromNewIp());
    for (let attempt = 1; attempt < 5; attempt++) expect((await wrongCode(phone)).status).toBe(200);
    const fifth = await wrongCode(phone);
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).message).toBe("Too many attempts. Please try again later.");
    expect((await signIn(phone)).status).toBe(429);

    await send(phone, fromNewIp());
    expect((await signIn(phone)).status).toBe(200);
  });

  it("limits token exchanges per address, counted at the exchange whatever the page did", async () => {
    const ip = fromNewIp();
    const address = ip["x-storefront-peer-address"];
    for (let used = 0; used < LIMITS.tokenExchangePerIp.max - 1; used++)
      await countEvent(LIMITS.tokenExchangePerIp, address);
    const idToken = await phoneIdToken({ host: EMULATOR }, "+919820000001");
    const exchange = () =>
      withEmulatorHost(EMULATOR, () =>
        issue(jsonRequest("POST", "/api/token/", { id_token: idToken }, { headers: ip })),
      );
    expect((await exchange()).status).toBe(200);
    expect(await statusAndJson(exchange())).toEqual({
      status: 429,
      body: { error: "rate_limited", message: "Too many attempts. Please try again later." },
    });
    const garbage = await issue(jsonRequest("POST", "/api/token/", { id_token: "not-a-token" }, { headers: ip }));
    expect(garbage.status).toBe(429);
  });

  it("limits token exchanges per phone, from any number of addresses", async () => {
    const idToken = await phoneIdToken({ host: EMULATOR }, "+919820000002");
    const exchange = () =>
      withEmulatorHost(EMULATOR, () =>
        issue(jsonRequest("POST", "/api/token/", { id_token: idToken }, { headers: fromNewIp() })),
      );
    for (let attempt = 0; attempt < LIMITS.tokenExchangePerPhone.max; attempt++)
      expect((await exchange()).status).toBe(200);
    expect((await exchange()).status).toBe(429);
  });
});
