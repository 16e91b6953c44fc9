import { expect as baseExpect, hydrated, test, type Page } from "./fixtures";

// Dynamic listing pages render on the server at request time; leave room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const results = (page: Page) => page.getByRole("list", { name: "Products" });
const cards = (page: Page) => results(page).getByRole("article");
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** Waits for hydration too: on a busy machine a click on a link that is still hydrating can be lost. */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

async function openProduct(page: Page, name: string) {
  await gotoHydrated(page, `/products?search=${encodeURIComponent(name)}`);
  await cards(page).filter({ hasText: name }).getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("listing", () => {
  test("shows all products with the generic intro, then a category with its description", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("complementary", { name: "Filters" }).getByRole("link", { name: "Stress and Sleep" }).click();
    await expect(page).toHaveURL("/products/herbal-supplements/stress-and-sleep");
    await expect(page.getByRole("heading", { level: 1, name: "Stress and Sleep" })).toBeVisible();
    await expect(page.getByText("Adaptogens and medhya herbs")).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    // The prerendered first pages live under /catalogue, which is never an address of its own.
    await page.goto("/catalogue/skincare");
    await expect(page).toHaveURL("/products/skincare");
    await expect(page.getByRole("heading", { level: 1, name: "Skincare" })).toBeVisible();
  });

  test("accepts ?category= with an id or a slug, and shows the 404 page for an unknown category path or ?category=", async ({
    page,
    seed,
  }) => {
    await page.goto("/products?category=skincare");
    await expect(page.getByRole("heading", { level: 1, name: "Skincare" })).toBeVisible();
    await page.goto(`/products?category=${seed.herbalSupplements.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Herbal Supplements" })).toBeVisible();
    await page.goto("/products/no-such-category");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    // issue 26: not the whole catalogue under "All Products"
    expect((await page.goto("/products?category=nope&sort=price_asc"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  });

  test("sorts by price and by name through the URL", async ({ page }) => {
    await page.goto("/products?search=oil");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/sort=price_asc/);
    // A listing's first request streams its cards after its skeleton.
    await expect(results(page).locator("article p.card-price > span:first-child").first()).toBeVisible();
    const prices = (await results(page).locator("article p.card-price > span:first-child").allTextContents()).map(
      rupees,
    );
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name: Z to A" });
    await expect(page).toHaveURL(/sort=name_desc/);
    await expect(results(page).getByRole("heading", { level: 3 }).first()).toBeVisible();
    const names = await results(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toEqual([...names].sort().reverse());
  });

  test("filters by availability, price and view, and Clear All resets everything", async ({ page }) => {
    await page.goto("/products");
    // The filters navigate from client code: wait until the page is interactive.
    await page.waitForLoadState("networkidle");
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await sidebar.getByRole("radio", { name: "Out of Stock" }).click();
    await expect(page).toHaveURL(/availability=out-of-stock/);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) await expect(card.getByText("Out of Stock")).toBeVisible();

    await sidebar.getByLabel("Min Price").fill("300");
    await sidebar.getByLabel("Min Price").press("Enter");
    await expect(page).toHaveURL(/min_price=300/);
    await sidebar.getByLabel("Max Price").fill("100");
    await sidebar.getByLabel("Max Price").blur();
    // A maximum typed below the minimum: the range the right way round (issue 26).
    await expect(page).toHaveURL(/min_price=100&max_price=300/);
    await expect(sidebar.getByLabel("Min Price")).toHaveValue("100");
    await expect(sidebar.getByLabel("Max Price")).toHaveValue("300");

    await page.getByRole("button", { name: "List view" }).click();
    await expect(page).toHaveURL(/view=list/);
    await page.getByRole("link", { name: "Clear All", exact: true }).click();
    await expect(page).toHaveURL("/products");
    await expect(cards(page)).toHaveCount(24);
  });

  test("keyboard: changing Sort by, Availability or a brand with the keys keeps the focus on the control on the new listing (issue 26)", async ({
    page,
  }) => {
    await page.goto("/products?search=oil");
    await page.waitForLoadState("networkidle");
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(sort).toHaveValue("price_asc");
    await expect(sort).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(sort).toBeFocused();

    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await sidebar.getByRole("radio", { name: "All" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/availability=in-stock/);
    await expect(sidebar.getByRole("radio", { name: "In Stock" })).toBeChecked();
    await expect(sidebar.getByRole("radio", { name: "In Stock" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/availability=out-of-stock/);
    await expect(sidebar.getByRole("radio", { name: "Out of Stock" })).toBeFocused();

    const brand = sidebar.getByRole("checkbox").first();
    await brand.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/brand=/);
    await expect(sidebar.getByRole("checkbox").first()).toBeChecked();
    await expect(sidebar.getByRole("checkbox").first()).toBeFocused();
  });

  test("searches, counts, clears the search, and explains an empty result", async ({ page }) => {
    await page.goto("/products?search=ASHWAGANDHA");
    const banner = page.getByRole("status").filter({ hasText: "Search results for" });
    await expect(banner).toContainText('Search results for "ASHWAGANDHA"');
    const count = await cards(page).count();
    await expect(banner).toContainText(`${count} products found`);
    await expect(cards(page).first().getByRole("heading")).toContainText(/ashwagandha/i);
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(page).toHaveURL("/products");

    await page.goto("/products?search=unobtainium");
    await expect(page.getByRole("heading", { name: 'No products found for "unobtainium"' })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or browse our categories instead.")).toBeVisible();
    await page.getByRole("link", { name: "Clear Search & Show All Products" }).click();
    await expect(page).toHaveURL("/products");
  });

  test("pages through the catalogue with real links", async ({ page }) => {
    await gotoHydrated(page, "/products");
    const first = await cards(page).first().getByRole("heading").textContent();
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", "/products?page=2");
    await next.click();
    await expect(page).toHaveURL("/products?page=2");
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(first!);
  });
});

test.describe("product detail", () => {
  test("shows price, tabs and related products", async ({ page, seed }) => {
    await openProduct(page, seed.chyawanprash.name);
    const main = page.getByRole("main");
    await expect(main.getByText("10% OFF").first()).toBeVisible();
    await expect(main.getByText("In Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toContainText("classical rasayana");
    await page.getByRole("tab", { name: "How to Use" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("1 teaspoon");
    await page.getByRole("tab", { name: "Ingredients" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("AYUSH Certified");
    await page.getByRole("tab", { name: "Reviews (3)" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Tastes just like the old days");
    await expect(page.getByRole("heading", { name: "You Might Also Like" })).toBeVisible();
    await expect(page.getByRole("list", { name: "You Might Also Like" }).getByRole("article")).not.toHaveCount(0);
    await expect(page.getByRole("list", { name: "Complete Your Ritual" }).getByRole("article")).toHaveCount(4);
  });

  test("keeps the quantity at least 1 and totals it", async ({ page, seed }) => {
    await openProduct(page, seed.chyawanprash.name);
    const quantity = page.getByLabel("Quantity", { exact: true });
    const total = page.getByLabel("Total price");
    const unit = rupees((await total.textContent())!);
    await quantity.fill("0");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");
    await quantity.fill("");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");
    await quantity.fill("3");
    await expect(total).toHaveText(`₹${(unit * 3).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("4");
  });

  test("opens the lightbox, wraps around and closes", async ({ page, seed }) => {
    await openProduct(page, seed.chyawanprash.name);
    await page.getByRole("button", { name: "Expand image" }).click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toContainText("Image 1 of 3");
    await lightbox.getByRole("button", { name: "Previous image" }).click();
    await expect(lightbox).toContainText("Image 3 of 3");
    await lightbox.getByRole("button", { name: "Next image" }).click();
    await expect(lightbox).toContainText("Image 1 of 3");
    await lightbox.getByRole("button", { name: "Close" }).click();
    await expect(lightbox).toBeHidden();
    await page.getByRole("button", { name: "Show image 2" }).click();
    await expect(page.getByRole("button", { name: "Show image 2" })).toHaveAttribute("aria-current", "true");
  });

  test("the wishlist heart only alerts", async ({ page, seed }) => {
    await openProduct(page, seed.chyawanprash.name);
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await page.getByRole("button", { name: "Remove from wishlist" }).click();
    expect(messages).toEqual(["Added to wishlist", "Removed from wishlist"]);
  });

  test("an out-of-stock product cannot be added to the cart", async ({ page }) => {
    await gotoHydrated(page, "/products?availability=out-of-stock");
    const card = cards(page).first();
    await expect(card.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").locator("p", { hasText: /^Out of Stock$/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first()).toBeDisabled();
  });

  test("an unknown product answers 404 with 'Product not found' and a way back", async ({ page }) => {
    expect((await page.goto("/product/999999"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL("/products");
  });
});

test.describe("home", () => {
  test("the carousel's dots jump between slides", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Featured" });
    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(carousel.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByRole("heading", { name: "A Cup of Calm" })).toBeVisible();
    await expect(carousel.getByRole("link", { name: "Discover Teas" })).toHaveAttribute(
      "href",
      "/products/wellness-teas",
    );
  });

  test("has the value cards, wisdom block and links to all products", async ({ page }) => {
    await page.goto("/");
    for (const title of [
      "Pure Ingredients",
      "Authentic Formulas",
      "Visible Results",
      "Our Philosophy",
      "Ingredient Spotlight",
      "Daily Rituals",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Explore All Categories" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("link", { name: "Shop All Products" }).last()).toHaveAttribute("href", "/products");
  });
});

test.describe("filter drawer @mobile", () => {
  test.use({ viewport: { width: 412, height: 839 } });

  test("opens from the Filters button, applies a filter and closes", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    // "Filters" alone: the drawer's "Close filters" has the word too.
    const open = page.getByRole("button", { name: "Filters", exact: true });
    await hydrated(open);
    await open.click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close filters" }).click();
    await expect(drawer).toBeHidden();
    await open.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("radio", { name: "In Stock" }).click();
    await expect(page).toHaveURL(/availability=in-stock/);
    // The drawer stays open through its changes (issue 16, defect 11), until Show results; each
    // change is made on the drawer of the listing the previous one led to, once it shows that listing.
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("radio", { name: "In Stock" })).toBeChecked();
    await drawer.getByLabel("Min Price").fill("200");
    await drawer.getByLabel("Min Price").press("Enter");
    await expect(page).toHaveURL(/min_price=200/);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("radio", { name: "In Stock" })).toBeChecked();
    await expect(drawer.getByLabel("Min Price")).toHaveValue("200");
    await drawer.getByRole("button", { name: "Reset to Full Range" }).click();
    // A change made before Reset's listing has landed starts from the old address and brings min_price back.
    await expect(page).toHaveURL(/\/products\?availability=in-stock$/);
    await expect(drawer.getByLabel("Min Price")).toHaveValue("0");
    await drawer.getByRole("radio", { name: "All", exact: true }).click();
    await expect(page).toHaveURL("/products");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("radio", { name: "All", exact: true })).toBeChecked();
    await drawer.getByRole("button", { name: "Show results" }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe("issue 16: listing and product page defects", () => {
  const sidebar = (page: Page) => page.getByRole("complementary", { name: "Filters" });

  test("the price inputs, slider and label follow Reset to Full Range and an emptied Max; the range ends at the highest price rounded up to 100 (defect 4)", async ({
    page,
    database,
  }) => {
    const { _max } = await database.product.aggregate({ where: { archivedAt: null }, _max: { price: true } });
    const fullMax = Math.ceil(_max.price! / 100 / 100) * 100;
    const min = sidebar(page).getByLabel("Min Price");
    const max = sidebar(page).getByLabel("Max Price");
    const expectFullRange = async () => {
      await expect(min).toHaveValue("0");
      await expect(max).toHaveValue(String(fullMax));
      await expect(sidebar(page).getByText(`₹0 – ₹${fullMax.toLocaleString("en-IN")}`)).toBeVisible();
      await expect(sidebar(page).getByRole("slider", { name: "Minimum price" })).toHaveAttribute("aria-valuenow", "0");
      await expect(sidebar(page).getByRole("slider", { name: "Maximum price" })).toHaveAttribute(
        "aria-valuenow",
        String(fullMax),
      );
      await expect(sidebar(page).getByRole("slider", { name: "Maximum price" })).toHaveAttribute(
        "aria-valuemax",
        String(fullMax),
      );
    };

    await gotoHydrated(page, "/products?min_price=200&max_price=500");
    await expect(max).toHaveValue("500");
    await sidebar(page).getByRole("button", { name: "Reset to Full Range" }).click();
    await expect(page).toHaveURL("/products");
    await expectFullRange();

    // From the full list: a range set there, then Reset, returns to the list the range left.
    await max.fill("500");
    await max.press("Enter");
    await expect(page).toHaveURL("/products?max_price=500");
    await expect(sidebar(page).getByText("₹0 – ₹500")).toBeVisible();
    await sidebar(page).getByRole("button", { name: "Reset to Full Range" }).click();
    await expect(page).toHaveURL("/products");
    await expectFullRange();
    await max.fill("300");
    await max.blur();
    await expect(page).toHaveURL("/products?max_price=300");
    await max.fill("");
    await max.blur();
    await expect(page).toHaveURL("/products");
    await expectFullRange();

    await gotoHydrated(page, "/products?max_price=500");
    await max.fill("");
    await max.blur();
    await expect(page).toHaveURL("/products");
    await expectFullRange();

    await max.fill("400");
    await max.press("Enter");
    await expect(page).toHaveURL("/products?max_price=400");
    await expect(sidebar(page).getByText("₹0 – ₹400")).toBeVisible();
    await min.fill("");
    await min.blur();
    await expect(min).toHaveValue("0");
    await expect(max).toHaveValue("400");
  });

  test("Clear All Filters leaves All selected (defect 5)", async ({ page }) => {
    await gotoHydrated(page, "/products");
    await sidebar(page).getByRole("radio", { name: "In Stock" }).click();
    await expect(page).toHaveURL(/availability=in-stock/);
    await expect(sidebar(page).getByRole("radio", { name: "In Stock" })).toBeChecked();
    await sidebar(page).getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL("/products");
    await expect(sidebar(page).getByRole("radio", { name: "All", exact: true })).toBeChecked();
    await sidebar(page).getByRole("radio", { name: "Out of Stock" }).click();
    await expect(page).toHaveURL(/availability=out-of-stock/);
    await sidebar(page).getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL("/products");
    await expect(sidebar(page).getByRole("radio", { name: "All", exact: true })).toBeChecked();
  });

  test("a page past the end links back to the last page (defect 10)", async ({ page, database }) => {
    const lastPage = Math.ceil((await database.product.count({ where: { archivedAt: null } })) / 24);
    await page.goto("/products?page=99");
    await expect(page.getByRole("heading", { name: "This page is past the end of the list" })).toBeVisible();
    await expect(page.getByText("No Products Found")).toHaveCount(0);
    await page.getByRole("link", { name: `Go to the last page (${lastPage})` }).click();
    await expect(page).toHaveURL(`/products?page=${lastPage}`);
    await expect(cards(page).first()).toBeVisible();
  });

  test("the quantity is capped at the stock and the line limit with a message; a sold-out product disables the controls (defect 9)", async ({
    page,
    seed,
    database,
  }) => {
    const { stock } = await database.product.findUniqueOrThrow({
      where: { id: seed.chyawanprash.id },
      select: { stock: true },
    });
    const cap = Math.min(stock, 99);
    await gotoHydrated(page, `/product/${seed.chyawanprash.id}`);
    const quantity = page.getByLabel("Quantity", { exact: true });
    await quantity.fill("500");
    await expect(quantity).toHaveValue(String(cap));
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: stock < 99 ? `Only ${stock} left in stock` : "You can order at most 99 of a product" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    const total = await page.getByLabel("Total price").textContent();
    expect(rupees(total!)).toBeCloseTo(359.1 * cap, 2);
    await quantity.fill("2");
    await expect(page.getByRole("status").filter({ hasText: "left in stock" })).toHaveCount(0);

    await gotoHydrated(page, `/product/${seed.amlaSoldOut.id}`);
    await expect(page.getByLabel("Quantity", { exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  });

  test("a product nobody has rated reads No ratings yet, on its card and its page (defect 14)", async ({
    page,
    database,
  }) => {
    const unrated = await database.product.findFirstOrThrow({
      where: { archivedAt: null, ratingCount: 0 },
      select: { id: true, name: true },
    });
    await page.goto(`/products?search=${encodeURIComponent(unrated.name)}`);
    const card = cards(page).filter({ hasText: unrated.name }).first();
    await expect(card.getByText("No ratings yet")).toBeVisible();
    await expect(card.getByText("0.0")).toHaveCount(0);
    await page.goto(`/product/${unrated.id}`);
    await expect(page.getByRole("main").getByText("No ratings yet")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Rated 0.0 out of 5")).toHaveCount(0);
  });
});
