import type { APIResponse, Response } from "@playwright/test";
import {
  addToCart,
  enterCode,
  expect,
  freshPhone,
  placeOrder,
  SEEDED_STAFF,
  sendCode,
  submitStaffLogin,
  test,
  type Page,
} from "./fixtures";

/**
 * The Content-Security-Policy (DESIGN.md section 6a, lib/http/content-security-policy.ts): a nonce
 * on the pages rendered per request, the fixed policy on the cached storefront, and not one
 * violation across the shop's flows (phone sign-in through the Auth emulator, payment through the
 * fake Razorpay's Checkout, the admin and the portal).
 */

/** Every CSP violation the page reports: the browser's console messages and securitypolicyviolation events. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Refused to load (securitypolicyviolation): ${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

/** The nonce policy of a page rendered for this request: every script of the HTML carries the header's nonce. */
async function expectNoncePolicy(response: Response | APIResponse | null): Promise<string> {
  expect(response).not.toBeNull();
  const policy = response!.headers()["content-security-policy"];
  expect(policy).toBeTruthy();
  const scripts = directives(policy).get("script-src")!;
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))!.slice("'nonce-".length, -1);
  expect(nonce.length).toBeGreaterThanOrEqual(22);
  const html = await response!.text();
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  return nonce;
}

/** The fixed policy of a cached page: no nonce, inline scripts allowed, every other source restricted. */
function expectFixedPolicy(response: Response | null) {
  expect(response).not.toBeNull();
  const policy = directives(response!.headers()["content-security-policy"]);
  const scripts = policy.get("script-src")!;
  expect(scripts).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'", "https://checkout.razorpay.com"]));
  expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(false);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
}

test("the cached storefront keeps its fixed policy and the shopper's flows run without a violation", async ({
  page,
  seed,
}) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);

  expectFixedPolicy(await page.goto("/"));
  await expect(page.getByRole("banner")).toBeVisible();
  expectFixedPolicy(await page.goto("/products"));
  expectFixedPolicy(await page.goto(`/product/${seed.giloy.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`/products?search=giloy`);
  await expect(page.getByRole("link", { name: seed.giloy.name }).first()).toBeVisible();

  // Phone sign-in through the Auth emulator, under the login page's nonce.
  const login = await page.goto("/login");
  const firstNonce = await expectNoncePolicy(login);
  const phone = freshPhone();
  await sendCode(page, phone.typed);
  await enterCode(page, phone.e164);
  await page.waitForURL(/\/checkout/);

  // The cart (cached) leads to checkout by a client-side navigation, under the cart's policy.
  await addToCart(page, seed.giloy.id, 1);
  expectFixedPolicy(await page.goto("/cart"));
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await page.waitForURL(/\/checkout/);
  await expect(page.getByRole("heading", { name: "Checkout" }).first()).toBeVisible();
  expect(await expectNoncePolicy(await page.goto("/checkout"))).not.toBe(firstNonce);
  await expect(page.getByLabel("First Name")).toBeVisible({ timeout: 20_000 });

  // An online order, paid through the fake Razorpay's Checkout.js loaded by the payment page.
  const orderId = await placeOrder(page, "razorpay", { phone: phone.e164 });
  await expectNoncePolicy(await page.goto(`/razorpay-payment?order=${orderId}&return=/orders/${orderId}`));
  await page.getByRole("button", { name: /Pay ₹249.00/ }).click();
  await page.getByRole("dialog", { name: "Razorpay Checkout" }).getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL(/\/orders\/\d+\?paymentSuccess=true&paymentId=pay_/);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expectNoncePolicy(await page.goto(`/orders/${orderId}`));
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expectNoncePolicy(await page.goto("/orders"));
  await expect(page.getByTestId("order-card")).toHaveCount(1);

  expect(violations).toEqual([]);
});

test("the admin and the portal run under their nonce without a violation", async ({ page }) => {
  const violations = watchViolations(page);
  await expectNoncePolicy(await page.goto("/admin/login"));
  await submitStaffLogin(page, SEEDED_STAFF.admin.username, SEEDED_STAFF.admin.password);
  await page.waitForURL(/\/admin\/dashboard$/);
  await expectNoncePolicy(await page.goto("/admin/orders"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoncePolicy(await page.goto("/portal/products"));
  await expect(page.getByTestId("product-row").first()).toBeVisible();
  // Authenticated JSON is never stored by a cache.
  for (const path of ["/api/auth/me", "/api/admin/orders/", "/api/portal/products/"]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["cache-control"], path).toBe("private, no-store");
  }
  expect(violations).toEqual([]);
});

test("redirects carry nosniff: the addresses that moved and the sign-in redirects", async ({ request }) => {
  const redirects = [
    { path: "/catalogue/skincare", status: 308 },
    { path: "/blog/", status: 308 },
    { path: "/profile", status: 307 },
    { path: "/admin/orders", status: 307 },
  ];
  for (const { path, status } of redirects) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(status);
    expect(answer.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("a change sent from another site's page is refused, under next start too, and the shop's own still works", async ({
  admin: page,
}) => {
  const username = `e2e.csrf.${Date.now().toString(36)}`;
  const staff = { username, name: "Mallory", role: "editor", password: "a-long-enough-password" };
  const fromElsewhere = await page.request.post("/api/portal/staff/", {
    data: staff,
    headers: { origin: "http://evil.example" },
  });
  expect([fromElsewhere.status(), await fromElsewhere.json()]).toEqual([
    403,
    { error: "cross_site_request", message: "This request must come from the shop's own pages." },
  ]);
  const asText = await page.request.post("/api/portal/staff/", {
    data: JSON.stringify(staff),
    headers: { "content-type": "text/plain" },
  });
  expect(asText.status()).toBe(415);
  const signOut = await page.request.post("/api/auth/signout/", { headers: { origin: "http://localhost:4031" } });
  expect(signOut.status()).toBe(403);
  // The same page's own calls (its origin, its cookie) still work: the session survived the attempts.
  await page.goto("/portal/staff");
  const created = await page.evaluate(async (body) => {
    const response = await fetch("/api/portal/staff/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.status;
  }, staff);
  expect(created).toBe(201);
});
