import type { Route } from "@playwright/test";
import { addToCart, expect, hydrated, test, type Page } from "./fixtures";

const searchBox = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search products" });

test("the header turns opaque after 20 px of scroll", async ({ page }) => {
  await page.goto("/conditions");
  const header = page.getByRole("banner");
  await expect(header.getByText("Natural Solution of Your Ploblem Is Now In Front Of You")).toBeVisible();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("an initials badge replaces a logo that fails to load", async ({ page }) => {
  await page.route(/logo\.webp/, (route) => route.abort());
  await page.goto("/blog");
  const home = page.getByRole("banner").getByRole("link", { name: "Prakriti Ayurveda home" });
  await expect(home.getByTestId("logo-initials")).toHaveText("PA");
  await expect(home.locator("img")).toHaveCount(0);
});

test("a product image that fails to load shows the placeholder, on the listing and the product page", async ({
  page,
}) => {
  await page.route(/ashwagandha-ksm-66-capsules-1\.webp/, (route) => route.abort());
  const placeholder = /placeholder\.webp/;
  await page.goto("/products?search=ashwagandha");
  const card = page.getByRole("article", { name: "Ashwagandha KSM-66 Capsules" });
  // The image link is hidden from assistive technology (the name link is the same address).
  await expect(card.locator("img")).toHaveAttribute("src", placeholder);
  await card.getByRole("link", { name: "Ashwagandha KSM-66 Capsules", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ashwagandha KSM-66 Capsules" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("img", { name: "Ashwagandha KSM-66 Capsules" }).first(),
  ).toHaveAttribute("src", placeholder);
});

test("the cart badge shows the cart's item count and follows cart changes", async ({ page }) => {
  let totalItems = 3;
  await page.route("**/api/carts/", (route) => route.fulfill({ json: { id: "c", items: [], totals: { totalItems } } }));
  await page.goto("/blog");
  const cart = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
  await expect(cart).toHaveAttribute("href", "/cart");
  await expect(cart.getByTestId("cart-count")).toHaveText("3");
  totalItems = 5;
  await page.evaluate(() => window.dispatchEvent(new Event("cart:changed")));
  await expect(cart.getByTestId("cart-count")).toHaveText("5");
});

test("the categories dropdown lists categories with their sub-categories", async ({ page }) => {
  await page.goto("/blog");
  const trigger = page.getByRole("banner").getByRole("button", { name: "Categories" });
  await hydrated(trigger); // a click before the page's script runs does nothing
  await trigger.click();
  const menu = page.getByRole("menu").first();
  await expect(menu.getByRole("menuitem")).toContainText([
    "Herbal Supplements",
    "Skincare",
    "Wellness Teas",
    "Hair Care",
    "All Products",
  ]);
  await menu.getByRole("menuitem", { name: "Herbal Supplements" }).hover();
  const sub = page.getByRole("menuitem", { name: "Immunity Boosters" });
  await expect(sub).toHaveAttribute("href", "/products/herbal-supplements/immunity-boosters");
  await expect(page.getByRole("menuitem", { name: "All Herbal Supplements" })).toHaveAttribute(
    "href",
    "/products/herbal-supplements",
  );
});

test("the categories dropdown opens for a press still held when its code arrives", async ({ page }) => {
  await page.goto("/blog");
  const trigger = page.getByRole("banner").getByRole("button", { name: "Categories" });
  await hydrated(trigger);
  // The menu's code loads on first approach; it arrives only when these are let through.
  const held: Route[] = [];
  let holding = true;
  await page.route("**/_next/static/chunks/**", (route) => (holding ? void held.push(route) : route.continue()));
  await trigger.hover();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.mouse.down();
  holding = false;
  for (const route of held) await route.continue();
  // The look-alike button is replaced under the press, so the press's click never comes.
  await expect(trigger).toHaveAttribute("data-state", /open|closed/);
  await page.mouse.up();
  await expect(page.getByRole("menu").first().getByRole("menuitem").first()).toHaveText("Herbal Supplements");
});

test("search suggests up to 5 products and closes on Escape and outside click", async ({ page }) => {
  await page.goto("/blog");
  const input = searchBox(page);
  await input.fill("hair");
  const list = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(list.getByRole("option")).toHaveCount(5);
  await expect(list.getByRole("option").first()).toContainText("₹");
  await input.press("Escape");
  await expect(list).toBeHidden();
  await input.fill("bhringraj");
  await expect(list.getByRole("option").first()).toBeVisible();
  await page.mouse.click(20, 600);
  await expect(list).toBeHidden();
  await input.fill("   ");
  await input.press("Enter");
  await expect(page).toHaveURL("/blog");
});

test("selecting a suggestion with the keyboard opens that product", async ({ page }) => {
  await page.goto("/blog");
  const input = searchBox(page);
  await input.fill("triphala churna");
  await expect(page.getByRole("option").first()).toContainText("Triphala Churna");
  await input.press("ArrowDown");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/product\/\d+$/);
});

test("an exact product name goes straight to the product, other text to the listing", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(searchBox(page));
  await searchBox(page).fill("BRAHMI VATI");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await page.goto("/blog");
  await hydrated(searchBox(page));
  await searchBox(page).fill("  calm tea ");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/products\?search=calm(%20|\+)tea$/);
});

test("the header search works before the page's script runs: a plain search of the listing", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog");
  await searchBox(page).fill("ashwagandha");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL("/products?search=ashwagandha");
  await expect(page.getByRole("list", { name: "Products" }).getByRole("article").first()).toContainText(/Ashwagandha/i);
  await context.close();
});

test("Enter on a name or tag several products share lists them instead of opening one; a search over 200 characters finds nothing (issue 26)", async ({
  page,
}) => {
  for (const term of ["saffron", "Immunity", "sleep", "green tea"]) {
    await page.goto("/blog");
    await hydrated(searchBox(page));
    await searchBox(page).fill(term);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(`/products?search=${encodeURIComponent(term)}`);
    await expect(page.getByRole("list", { name: "Products" }).getByRole("article").nth(1)).toBeVisible();
  }
  await page.goto("/blog");
  await hydrated(searchBox(page));
  await searchBox(page).fill("Tulsi Green Tea");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/product\/\d+$/);

  await page.goto("/blog");
  const pasted =
    "Please suggest something gentle for my grandmother's knees, she is eighty-two and cannot swallow big tablets; ".repeat(
      3,
    );
  expect(pasted.length).toBeGreaterThan(200);
  await searchBox(page).fill(pasted);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/products\?search=Please/);
  await expect(page.getByRole("heading", { name: /^No products found for/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Products" })).toHaveCount(0);
});

test("the footer newsletter asks for confirmation, and answers an address already asked for the same way", async ({
  page,
}) => {
  await page.goto("/blog");
  const email = `reader-${Date.now()}@example.in`;
  const box = page.getByRole("textbox", { name: "Email address" });
  await expect(box).toHaveAttribute("type", "email");
  for (const sent of [email, email.toUpperCase()]) {
    await box.fill(sent);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/newsletter/"));
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await answer).status()).toBe(201);
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you! Please check your inbox and confirm your subscription." }),
    ).toBeVisible();
    await expect(box).toHaveValue("");
  }
});

test("a policy dialog shows the merchant's dated text", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("contentinfo").getByRole("button", { name: "Terms and Conditions" }).click();
  const dialog = page.getByRole("dialog", { name: "Terms and Conditions" });
  await expect(dialog.getByText("Last updated: 16 July 2025")).toBeVisible();
  await expect(dialog).toContainText("governed by the laws of India");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "care@prakritiayurveda.in" })).toHaveAttribute(
    "href",
    "mailto:care@prakritiayurveda.in",
  );
});

test("every policy dialog opens after another was closed, by mouse and by keyboard (issue 16, defect 2)", async ({
  page,
}) => {
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  const footer = page.getByRole("contentinfo");
  const policies = [
    ["Shipping and Delivery", "Shipping and Delivery"],
    ["Cancellation", "Cancellation and Refund"],
    ["Terms and Conditions", "Terms and Conditions"],
    ["Privacy Policy", "Privacy Policy"],
  ] as const;
  for (const [round, [button, title]] of [...policies, ...policies].entries()) {
    await footer.getByRole("button", { name: button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByText("Last updated: 16 July 2025")).toBeVisible();
    if (round % 2 === 0) await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  }
  const contact = footer.getByRole("button", { name: "Contact Us" });
  await contact.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
});

test("contact details agree everywhere: long dated policies with the address, e-mail and India's law; one set of hours; a tel: link (issue 16, defect 15)", async ({
  page,
}) => {
  await page.goto("/contact");
  const details = page.getByRole("region", { name: "Get in touch" });
  const hours = (await details.getByText(/^Monday to Saturday/).textContent())!.trim();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "+918045671234" })).toHaveAttribute("href", "tel:+918045671234");
  await expect(footer.getByText(hours)).toBeVisible();
  for (const [button, title] of [
    ["Shipping and Delivery", "Shipping and Delivery"],
    ["Cancellation", "Cancellation and Refund"],
    ["Terms and Conditions", "Terms and Conditions"],
    ["Privacy Policy", "Privacy Policy"],
    ["Contact Us", "Contact Us"],
  ] as const) {
    const response = await page.request.get(
      `/api/policies/${{ "Shipping and Delivery": "shipping", Cancellation: "cancellation", "Terms and Conditions": "terms", "Privacy Policy": "privacy", "Contact Us": "contact" }[button]}/`,
    );
    const policy = (await response.json()) as { title: string; updated: string; body: string[] };
    const text = policy.body.join(" ");
    expect(policy.title).toBe(title);
    expect(policy.updated).toBe("16 July 2025");
    expect(text.length).toBeGreaterThan(2500);
    for (const part of ["Indiranagar, Bengaluru, Karnataka 560038", "care@prakritiayurveda.in", "laws of India", hours])
      expect(text).toContain(part);
  }
});

test("account pages keep the shop's header and footer: search, cart badge, account menu with Logout (issue 16, defect 6)", async ({
  shopper: page,
  seed,
}) => {
  await addToCart(page, seed.giloy.id, 2);
  for (const path of ["/checkout", "/orders", "/profile"]) {
    await page.goto(path);
    const header = page.getByRole("banner");
    await expect(header.getByRole("combobox", { name: "Search products" })).toBeVisible();
    await expect(header.getByRole("link", { name: /^Cart/ }).getByTestId("cart-count")).toHaveText("2");
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Privacy Policy" })).toBeVisible();
  }
  await page.getByRole("banner").getByRole("button", { name: /^Hi, / }).click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My Orders" })).toBeVisible();
});

test("a policy dialog whose text fails to load offers Retry", async ({ page }) => {
  await page.route("**/api/policies/**", (route) =>
    route.fulfill({ status: 503, json: { error: "unavailable", message: "Try later" } }),
  );
  await page.goto("/blog");
  await page.getByRole("contentinfo").getByRole("button", { name: "Privacy Policy" }).click();
  const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
  await expect(dialog.getByRole("alert")).toContainText("Failed to load this policy.");
  await page.unroute("**/api/policies/**");
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(dialog.getByText("Last updated: 16 July 2025")).toBeVisible();
});

test.describe("mobile menu @mobile", () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  /** A tap that lands before the page has hydrated opens nothing; tap again, as a shopper would. */
  async function openMenu(page: Page) {
    const menu = page.getByRole("dialog");
    await expect(async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass();
    return menu;
  }

  test("shows categories in an accordion and the visitor's account links", async ({ page }) => {
    await page.goto("/blog");
    const menu = await openMenu(page);
    await expect(menu.getByRole("link", { name: "All Products" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await menu.getByRole("button", { name: "Shop by Category" }).click();
    await menu.getByRole("button", { name: "Skincare" }).click();
    await expect(menu.getByRole("link", { name: "Face Oils" })).toHaveAttribute("href", "/products/skincare/face-oils");
  });

  test("closes when the route changes", async ({ page }) => {
    await page.goto("/blog");
    await (await openMenu(page)).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  });

  test("has a search toggle", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("button", { name: "Open search" }).click();
    await searchBox(page).fill("neem");
    await expect(page.getByRole("option").first()).toBeVisible();
  });
});

test("every page names the shop's icon, and /favicon.ico serves it", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('head link[rel="icon"]').first()).toHaveAttribute("href", /favicon\.ico/);
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});

test("API paths answer with their trailing slash, pages move to the address without it", async ({ request }) => {
  const api = await request.get("/api/categories/", { maxRedirects: 0 });
  expect(api.status()).toBe(200);
  expect(Array.isArray(await api.json())).toBe(true);
  expect((await request.get("/api/categories", { maxRedirects: 0 })).status()).toBe(200);
  const page = await request.get("/blog/", { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(page.headers().location).toBe("/blog");
  const listing = await request.get("/products/skincare/?sort=price_asc", { maxRedirects: 0 });
  expect(listing.status()).toBe(308);
  expect(listing.headers().location).toBe("/products/skincare?sort=price_asc");
});
