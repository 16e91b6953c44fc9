/**
 * Accessibility (WCAG 2.1 AA, issue 16): an axe-core scan of the shop's main screens and of every
 * back-office screen, with no serious or critical violation, and the main flows with the keyboard alone.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { addToCart, codeFor, expect, freshPhone, placeOrder, seriousAxe, test, type Page } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

async function settled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test.describe("axe scan: no serious or critical violations", () => {
  test("home, listing, product, cart and login", async ({ page, seed }) => {
    const found: Record<string, string[]> = {};
    for (const path of [
      "/",
      "/products",
      "/products?search=tulsi&view=list",
      `/product/${seed.chyawanprash.id}`,
      "/login",
    ]) {
      await settled(page, path);
      found[path] = await seriousAxe(page);
    }
    await addToCart(page, seed.chyawanprash.id, 2);
    await settled(page, "/cart");
    await expect(page.getByTestId("cart-line").first()).toBeVisible();
    found["/cart"] = await seriousAxe(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });

  test("checkout and orders of a signed-in shopper", async ({ shopper: page, seed }) => {
    await addToCart(page, seed.giloy.id);
    for (const path of ["/checkout", "/orders"]) {
      await settled(page, path);
      expect({ path, violations: await seriousAxe(page) }).toEqual({ path, violations: [] });
    }
  });

  test("the payment page and the paid online order's confirmation page (issue 26, item 14)", async ({
    shopper: page,
    seed,
  }) => {
    await addToCart(page, seed.giloy.id);
    const orderId = await placeOrder(page, "razorpay");
    await settled(page, `/razorpay-payment?order=${orderId}&return=/orders/${orderId}`);
    expect({ page: "payment", violations: await seriousAxe(page) }).toEqual({ page: "payment", violations: [] });
    await page.getByRole("button", { name: "Pay ₹249.00", exact: true }).click();
    await page.getByRole("dialog", { name: "Razorpay Checkout" }).getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/\/orders\/\d+\?paymentSuccess=true/);
    await expect(page.getByRole("heading", { name: "Payment received", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect({ page: "paid confirmation", violations: await seriousAxe(page) }).toEqual({
      page: "paid confirmation",
      violations: [],
    });
  });

  test("the admin's orders, with a selection and the cancel confirmation", async ({ admin: page, seedOrders }) => {
    const tag = `AX${Date.now()}`;
    await seedOrders.cashOnDelivery(tag, [{ name: "Axe One" }, { name: "Axe Two" }]);
    await settled(page, "/admin/orders");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect({ path: "/admin/orders", violations: await seriousAxe(page) }).toEqual({
      path: "/admin/orders",
      violations: [],
    });
    await settled(page, `/admin/orders?search=ORD-E2E-${tag}`);
    await page.getByLabel("Select all on this page").check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar).toContainText("2 selected");
    expect({ state: "selection", violations: await seriousAxe(page) }).toEqual({
      state: "selection",
      violations: [],
    });
    await bar.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("alertdialog")).toContainText("This will cancel 2 orders");
    expect({ state: "cancel dialog", violations: await seriousAxe(page) }).toEqual({
      state: "cancel dialog",
      violations: [],
    });
  });
});

/** The routes of every `page.tsx` under `app/{area}`, as patterns (`/portal/products/[id]`); route groups left out. */
function screensOf(area: "admin" | "portal"): string[] {
  const root = path.join(__dirname, "..", "app");
  return readdirSync(path.join(root, area), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) =>
      `/${area}/${path.dirname(file)}`
        .split(path.sep)
        .join("/")
        .replace(/\/\([^)]+\)/g, "")
        .replace(/\/\.$/, ""),
    )
    .sort();
}

/**
 * Every admin and portal screen, found from the app's files so a new screen is scanned too; a screen
 * of one record opens the record of `records` for its pattern (a pattern missing there fails the test).
 */
async function scanScreens(page: Page, area: "admin" | "portal", records: Record<string, string | number>) {
  const found: Record<string, string[]> = {};
  for (const pattern of screensOf(area)) {
    if (pattern === "/admin/login") continue;
    const record = records[pattern.replace(/\/edit$/, "")];
    if (pattern.includes("[") && record === undefined)
      throw new Error(`No record to open ${pattern} with: add one to the scan`);
    const url = pattern.replace(/\[[^\]]+\]/, String(record));
    await settled(page, url);
    await expect(page.getByRole("heading", { level: 1 }).first(), url).toBeVisible();
    await expect(page.getByText(/^Loading\b/), url).toHaveCount(0);
    found[url] = await seriousAxe(page);
  }
  expect(Object.keys(found).length).toBeGreaterThan(5);
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((url) => [url, []])));
}

test.describe("axe scan of every back-office screen", () => {
  test.describe.configure({ timeout: 240_000 });

  test("the admin area, and its login page", async ({ browser, baseURL, admin: page, database, seedOrders }) => {
    const signedOut = await browser.newContext({ baseURL });
    const login = await signedOut.newPage();
    await settled(login, "/admin/login");
    expect({ path: "/admin/login", violations: await seriousAxe(login) }).toEqual({
      path: "/admin/login",
      violations: [],
    });
    await signedOut.close();
    const { order } = await seedOrders.cashOnDelivery(`AXB${Date.now()}`, [{ name: "order" }]);
    const { customerId } = await database.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { customerId: true },
    });
    const item = await database.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const returned = await database.returnRequest.create({
      data: {
        number: `AXB-RETURN-${order.id}`,
        orderId: order.id,
        customerId,
        reason: "Damaged in transit",
        note: "The seal was broken.",
        refundUpiId: "asha@okaxis",
        refundUpiMasked: "as••@okaxis",
        lines: { create: { orderItemId: item.id, quantity: 1 } },
        steps: { create: { status: "requested", byName: "Shopper" } },
      },
    });
    await scanScreens(page, "admin", {
      "/admin/orders/[id]": order.id,
      "/admin/customers/[id]": customerId,
      "/admin/returns/[id]": returned.id,
    });
  });

  test("the Product Portal", async ({ admin: page, database, seed }) => {
    const [healthTag, slide, pincode, coupon, editor] = await Promise.all([
      database.healthTag.findFirstOrThrow({ select: { id: true } }),
      database.slide.findFirstOrThrow({ select: { id: true } }),
      database.pincode.findFirstOrThrow({ select: { pincode: true } }),
      database.coupon.findFirstOrThrow({ where: { code: seed.welcomeCoupon.code }, select: { id: true } }),
      database.staffUser.findFirstOrThrow({ where: { role: "editor" }, select: { id: true } }),
    ]);
    await scanScreens(page, "portal", {
      "/portal/products/[id]": seed.chyawanprash.id,
      "/portal/categories/[id]": seed.herbalSupplements.id,
      "/portal/health-tags/[id]": healthTag.id,
      "/portal/slides/[id]": slide.id,
      "/portal/pincodes/[id]": pincode.pincode,
      "/portal/coupons/[id]": coupon.id,
      "/portal/staff/[id]": editor.id,
    });
  });
});

/** The focused element draws a visible focus indicator (an outline or a ring). */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "nothing focused";
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    return outline || ring ? "visible" : `no focus indicator on ${element.outerHTML.slice(0, 120)}`;
  });
  expect(indicator).toBe("visible");
}

/**
 * Presses Tab until `target` has the focus (at most `limit` times: a small limit checks the order),
 * checking that it shows its focus; with `everyStop`, every element passed on the way too.
 */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 60, { everyStop = false } = {}) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    if (everyStop) await expectVisibleFocus(page);
  }
  throw new Error(`Tab never reached ${target}`);
}

const EVERY_STOP = { everyStop: true };

test.describe("keyboard only", () => {
  test("the skip link leads past the header to the page", async ({ page }) => {
    await settled(page, "/products");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("search, then filters and the view toggle, which says which view is on", async ({ page }) => {
    await settled(page, "/");
    const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await tabTo(page, search);
    await page.keyboard.type("tulsi tea");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=tulsi(%20|\+)tea/);
    await expect(search).toHaveValue("tulsi tea");
    await page.waitForLoadState("networkidle");

    const grid = page.getByRole("button", { name: "Grid view" });
    const list = page.getByRole("button", { name: "List view" });
    await expect(grid).toHaveAttribute("aria-pressed", "true");
    await expect(list).toHaveAttribute("aria-pressed", "false");
    await tabTo(page, list);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=list/);
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");

    const inStock = page.getByRole("complementary", { name: "Filters" }).getByRole("radio", { name: "In Stock" });
    await inStock.focus();
    await expectVisibleFocus(page);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/availability=in-stock/);
  });

  test("a product goes into the cart and its quantity changes, by keyboard", async ({ page, seed }) => {
    await settled(page, `/product/${seed.giloy.id}`);
    const add = page
      .getByRole("main")
      .getByRole("button", { name: /Add to Cart/ })
      .first();
    await tabTo(page, add, 80);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");

    await settled(page, "/cart");
    const plus = page.getByRole("button", { name: `Increase quantity of ${seed.giloy.name}` });
    await tabTo(page, plus, 80);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status", { name: `Quantity of ${seed.giloy.name}` })).toHaveText("2");
    const checkout = page.getByRole("link", { name: "Proceed to Checkout" });
    await tabTo(page, checkout, 40);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout/);
  });

  test("checkout by keyboard: from the cart to a placed cash-on-delivery order, in order, with no trap", async ({
    shopper: page,
    seed,
  }) => {
    test.setTimeout(120_000);
    await addToCart(page, seed.chyawanprash.id, 1);
    await settled(page, "/cart");

    // The coupon: open the list, pick the coupon, apply it.
    await tabTo(page, page.getByRole("button", { name: "Choose a coupon" }), 80, EVERY_STOP);
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("option", { name: new RegExp(seed.welcomeCoupon.code) }), 5, EVERY_STOP);
    await page.keyboard.press("Enter");
    // The list closes and hands the focus to Apply; once applied, to the coupon's Remove button.
    await expect(page.getByRole("button", { name: "Apply", exact: true })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Coupon ${seed.welcomeCoupon.code} applied!`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Remove coupon ${seed.welcomeCoupon.code}` })).toBeFocused();
    await expectVisibleFocus(page);
    await tabTo(page, page.getByRole("link", { name: "Proceed to Checkout" }), 40, EVERY_STOP);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("No addresses found")).toBeVisible({ timeout: 20_000 });

    // After the client-side navigation the browser's Tab starting point is the removed link's place,
    // past the end of the new page (known, not fixed here): the walk starts at the form's first field.
    await page.getByLabel("First Name").focus();
    await expectVisibleFocus(page);
    await page.keyboard.type("Asha");
    await tabTo(page, page.getByLabel("Last Name"), 1, EVERY_STOP);
    await page.keyboard.type("Rao");
    await tabTo(page, page.getByLabel("Email", { exact: true }), 1, EVERY_STOP);
    await page.keyboard.type("asha@example.in");
    await tabTo(page, page.getByLabel("Phone", { exact: true }), 1, EVERY_STOP);

    // A first address: the form opens with the focus in it, and gives the focus back when saved.
    await tabTo(page, page.getByRole("button", { name: "Add New Address" }), 5, EVERY_STOP);
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Recipient name (optional)")).toBeFocused();
    await expectVisibleFocus(page);
    await tabTo(page, page.getByLabel("Mobile (optional)"), 1, EVERY_STOP);
    await tabTo(page, page.getByLabel("Address", { exact: true }), 1, EVERY_STOP);
    await page.keyboard.type("12 MG Road");
    await tabTo(page, page.getByLabel("Apartment (optional)"), 1, EVERY_STOP);
    await tabTo(page, page.getByLabel("City"), 1, EVERY_STOP);
    await page.keyboard.type("Bengaluru");
    await tabTo(page, page.getByLabel("State"), 1, EVERY_STOP);
    await page.keyboard.type("Karnataka");
    await tabTo(page, page.getByLabel("ZIP Code"), 1, EVERY_STOP);
    await page.keyboard.type("560001");
    page.once("dialog", (dialog) => dialog.accept());
    await tabTo(page, page.getByRole("button", { name: "Save Address" }), 3, EVERY_STOP);
    await page.keyboard.press("Enter");
    const address = page.getByRole("radio", { name: /12 MG Road/ });
    await expect(address).toHaveAttribute("aria-checked", "true");
    await expect(page.locator("body")).not.toBeFocused();

    // The payment method, chosen with Space, then Place Order with Enter.
    await tabTo(page, page.getByRole("radio", { name: /Cash on Delivery/ }), 3, EVERY_STOP);
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toHaveAttribute("aria-checked", "true");
    const placeOrder = page.getByRole("button", { name: "Place Order" });
    await tabTo(page, placeOrder, 20, EVERY_STOP);
    // No trap: Shift+Tab leaves the button and Tab comes back to it.
    await page.keyboard.press("Shift+Tab");
    await expect(placeOrder).not.toBeFocused();
    await expectVisibleFocus(page);
    await tabTo(page, placeOrder, 1, EVERY_STOP);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/orders\/\d+$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Thank you! Your order is placed" })).toBeVisible();
  });

  test("sign-in by keyboard", async ({ page }) => {
    await settled(page, "/login?next=%2Fprofile");
    const phone = freshPhone();
    const field = page.getByLabel("Phone Number");
    await tabTo(page, field, 80);
    await page.keyboard.type(phone.typed);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
    await page.getByLabel("Verification Code").focus();
    await expectVisibleFocus(page);
    await page.keyboard.type(await codeFor(phone.e164));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
  });
});
