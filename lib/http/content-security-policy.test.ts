import { contentSecurityPolicy, createNonce } from "./content-security-policy";

const E2E = {
  NODE_ENV: "production",
  APP_ENV: "test",
  RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:4510/checkout.js",
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9599",
};
const PRODUCTION = { NODE_ENV: "production", NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "prakriti-shop.firebaseapp.com" };

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split("; ")
      .map((directive) => directive.split(" "))
      .map(([name, ...values]) => [name, values]),
  );
}

describe("the Content-Security-Policy", () => {
  it("gives a page rendered per request its nonce with 'strict-dynamic' and no 'unsafe-inline' for scripts", () => {
    const scripts = directives(contentSecurityPolicy(PRODUCTION, "bm9uY2U="))["script-src"];
    expect(scripts.slice(0, 3)).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("gives the cached pages inline scripts instead of a nonce, and the same hosts", () => {
    const fixed = directives(contentSecurityPolicy(PRODUCTION));
    const nonced = directives(contentSecurityPolicy(PRODUCTION, "bm9uY2U="));
    expect(fixed["script-src"].slice(0, 2)).toEqual(["'self'", "'unsafe-inline'"]);
    expect(fixed["script-src"].some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(fixed["script-src"].slice(2)).toEqual(nonced["script-src"].slice(3));
    expect(fixed["connect-src"]).toEqual(nonced["connect-src"]);
    expect(fixed["frame-src"]).toEqual(nonced["frame-src"]);
  });

  it("restricts every other source in production: Razorpay Checkout and Firebase sign-in only", () => {
    expect(directives(contentSecurityPolicy(PRODUCTION))).toEqual({
      "default-src": ["'self'"],
      "script-src": [
        "'self'",
        "'unsafe-inline'",
        "https://checkout.razorpay.com",
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
      ],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'"],
      "connect-src": [
        "'self'",
        "https://api.razorpay.com",
        "https://lumberjack.razorpay.com",
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
      ],
      "frame-src": [
        "https://api.razorpay.com",
        "https://www.google.com/recaptcha/",
        "https://recaptcha.google.com/recaptcha/",
        "https://prakriti-shop.firebaseapp.com",
      ],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "upgrade-insecure-requests": [],
    });
  });

  it("allows the local fake Razorpay and the Auth emulator outside production only, whatever production sets", () => {
    const e2e = directives(contentSecurityPolicy(E2E));
    expect(e2e["script-src"]).toContain("http://127.0.0.1:4510");
    expect(e2e["connect-src"]).toEqual(expect.arrayContaining(["http://127.0.0.1:4510", "http://127.0.0.1:9599"]));
    expect(e2e["upgrade-insecure-requests"]).toBeUndefined();
    const production = contentSecurityPolicy({ ...E2E, APP_ENV: undefined });
    expect(production).not.toContain("127.0.0.1");
    expect(directives(contentSecurityPolicy({ NODE_ENV: "development" }))["script-src"]).toEqual(
      expect.arrayContaining(["'unsafe-eval'", "http://127.0.0.1:4010"]),
    );
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
