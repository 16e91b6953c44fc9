import { expect as baseExpect, test, type Page } from "./fixtures";

// Shop pages render on the server and are revalidated stale-while-revalidate; leave room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Reloads `url` until `check` passes. The shop serves a saved change from the second load at the
 * latest (stale-while-revalidate); how many loads it took is recorded on the test.
 */
async function eventually(page: Page, url: string, what: string, check: () => Promise<void>) {
  let loads = 0;
  await baseExpect(async () => {
    loads += 1;
    await page.goto(url);
    await check();
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 45_000 });
  test.info().annotations.push({ type: "shop loads", description: `${what}: ${loads}` });
}

const productRow = (page: Page, text: string) => page.getByTestId("product-row").filter({ hasText: text });

test("an editor creates a product, finds it in the shop, reprices it, adjusts its stock and archives it", async ({
  editor: page,
}) => {
  const tag = `${Date.now()}`;
  const name = `Aarogya Tulsi Drops ${tag}`;
  const sku = `PT-${tag}`;

  await page.goto("/portal/products/new");
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
  const form = page.getByRole("form", { name: "New product" });
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();

  await form.getByLabel("Name").fill(name);
  await form.getByLabel("SKU").fill(sku);
  await form.getByLabel("Category").selectOption({ label: "Wellness Teas" });
  await form.getByLabel(/^Unit label/).fill("30 ml");
  await form.getByLabel("Description").fill("Holy basil drops for the daily cup.");
  await form.getByLabel("Price (₹)").fill("400");
  await form.getByLabel("Discount", { exact: true }).selectOption("percent");
  await form.getByLabel("Discount (% off)").fill("10");
  await expect(form.getByTestId("shop-price")).toHaveText("₹360.00");
  await expect(form.getByRole("group", { name: "Shop price" })).toContainText("10% OFF");
  await form.getByLabel("HSN code").fill("3004");
  await form.getByLabel("Opening stock").fill("25");
  await form.getByLabel("Benefits").fill("Supports immunity\nCalms the mind");
  await form.getByRole("button", { name: "Create product" }).click();

  await expect(page).toHaveURL(/\/portal\/products\/\d+\?created=1$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("status").filter({ hasText: "Product created." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole("form", { name: "Edit product" }).getByLabel("Category").locator("option:checked"),
  ).toHaveText("Wellness Teas");
  await expect(page.getByRole("link", { name: "View in shop" })).toHaveAttribute("href", `/product/${id}`);

  // The table finds it by SKU.
  await page.getByRole("link", { name: "Products", exact: true }).first().click();
  await page.getByLabel("Search", { exact: true }).fill(sku);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${sku}`));
  await expect(productRow(page, sku)).toHaveCount(1);
  await expect(productRow(page, sku)).toContainText("₹400.00");
  await expect(productRow(page, sku)).toContainText("₹360.00");
  await expect(productRow(page, sku)).toContainText("Wellness Teas");

  // The shop: search, its category page and its own page.
  await eventually(page, `/products?search=${tag}`, "search after create", async () => {
    await expect(
      page.getByRole("list", { name: "Products" }).getByRole("article").filter({ hasText: name }),
    ).toHaveCount(1, { timeout: 3_000 });
  });
  await eventually(page, "/products/wellness-teas", "category page after create", async () => {
    await expect(
      page.getByRole("list", { name: "Products" }).getByRole("article").filter({ hasText: name }),
    ).toHaveCount(1, { timeout: 3_000 });
  });
  await eventually(page, `/product/${id}`, "product page after create", async () => {
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 3_000 });
  });
  await expect(page.getByRole("main")).toContainText("₹360.00");

  // A new price in the portal; the product page shows it on the next load, also when the page was
  // rendering (the shop's prefetch of it, say) while the price was saved.
  await page.goto(`/portal/products/${id}`);
  const editForm = page.getByRole("form", { name: "Edit product" });
  await editForm.getByLabel("Price (₹)").fill("500");
  await expect(editForm.getByTestId("shop-price")).toHaveText("₹450.00");
  await editForm.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByLabel("Total price")).toHaveText("₹450.00");

  // Stock: a signed adjustment with its reason, and one that would go below zero.
  await page.goto(`/portal/products/${id}`);
  const stock = page.getByRole("region", { name: "Stock", exact: true });
  await expect(stock.getByTestId("current-stock")).toHaveText("25");
  // The opening stock typed in the form is the history's first row.
  await expect(stock.getByRole("table", { name: "Stock history" }).getByRole("row").nth(1)).toContainText("+25");
  await expect(stock.getByRole("table", { name: "Stock history" }).getByRole("row").nth(1)).toContainText(
    "Opening stock",
  );
  await stock.getByLabel(/^Change/).fill("-5");
  await stock.getByLabel("Reason").selectOption("damaged");
  await stock.getByLabel("Note (optional)").fill("Broken seal");
  await stock.getByRole("button", { name: "Apply adjustment" }).click();
  await expect(stock.getByRole("status").filter({ hasText: "Stock -5: now 20." })).toBeVisible();
  await expect(stock.getByTestId("current-stock")).toHaveText("20");
  await expect(stock.getByRole("table", { name: "Stock history" })).toContainText("Broken seal");
  await expect(stock.getByRole("table", { name: "Stock history" })).toContainText("Damaged");
  await stock.getByLabel(/^Change/).fill("-100");
  await stock.getByRole("button", { name: "Apply adjustment" }).click();
  await expect(stock.getByRole("alert").filter({ hasText: "Stock cannot go below zero: 20 in stock." })).toBeVisible();

  // Archive from the table, after a confirmation; the shop's search loses it.
  await page.goto(`/portal/products?search=${sku}`);
  await productRow(page, sku).getByRole("button", { name: "Archive" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Archive product" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Archived "${name}"` })).toBeVisible();
  await expect(productRow(page, sku)).toContainText("archived");
  await expect(productRow(page, sku).getByRole("button", { name: "Restore" })).toBeVisible();
  // Not "No products found": the typo-tolerant search may find another test's product named with a timestamp near ours.
  await eventually(page, `/products?search=${tag}`, "search after archive", async () => {
    const results = page.getByRole("status").filter({ hasText: `Search results for "${tag}"` });
    await expect(results).toBeVisible({ timeout: 3_000 });
    await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(0, { timeout: 1_000 });
  });
});

test("a stale edit is refused with a Reload that brings the other person's change", async ({ editor: page }) => {
  await page.goto("/portal/dashboard");
  const categories = await (await page.request.get("/api/categories/")).json();
  const created = await page.request.post("/api/portal/products/", {
    data: {
      name: `Conflict Test Tea ${Date.now()}`,
      sku: `CT-${Date.now()}`,
      price: 100,
      category: categories[0].id,
      available: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id, version } = await created.json();
  await page.goto(`/portal/products/${id}`);
  const form = page.getByRole("form", { name: "Edit product" });
  await expect(form.getByLabel("Name")).toHaveValue(/^Conflict Test Tea/);

  // Someone else saves first (the same session, straight through the API).
  const theirs = `Their Brand ${Date.now()}`;
  expect((await page.request.patch(`/api/portal/products/${id}/`, { data: { brand: theirs, version } })).status()).toBe(
    200,
  );

  await form.getByLabel(/^Unit label/).fill("1 pack");
  await form.getByRole("button", { name: "Save changes" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Someone else changed this product" });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("form", { name: "Edit product" }).getByLabel("Brand")).toHaveValue(theirs);
});

test("the dashboard counts lead into the table, the table offers Retry when loading fails, and the menu fits the role", async ({
  editor: page,
}) => {
  await page.goto("/portal/dashboard");
  const menu = page.getByRole("navigation", { name: "Portal" });
  await expect(menu.getByRole("link")).toHaveText([
    "Dashboard",
    "Products",
    "Low stock",
    "Waiting for stock",
    "Search synonyms",
    "Categories",
    "Hero slides",
    "Health tags",
    "Reviews",
    "Messages",
  ]);

  const figures = page.getByRole("list", { name: "Catalogue figures" });
  const outOfStock = figures.getByRole("link", { name: /Out of stock/ });
  const count = Number((await outOfStock.innerText()).match(/\d+/)![0]);
  await outOfStock.click();
  await expect(page).toHaveURL(/\/portal\/products\?availability=available&stock=out$/);
  if (count > 0) await expect(page.getByTestId("product-row").first()).toContainText("out of stock");
  await expect(page.getByText(`${count} ${count === 1 ? "product" : "products"}`, { exact: true })).toBeVisible();

  // The list API fails once: the table says so, and Retry loads it.
  await page.route(
    (url) => url.pathname === "/api/portal/products/",
    (route) =>
      route.fulfill({ status: 500, json: { error: "server_error", message: "Something went wrong on our side." } }),
    { times: 1 },
  );
  await page.getByLabel("Stock", { exact: true }).selectOption("all");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load products" })).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("product-row").first()).toBeVisible();

  await page.goto("/portal/audit");
  await expect(page.getByText("Only administrators can read the audit log")).toBeVisible();
});

test("an admin reaches the portal from the admin area and reads the audit log", async ({ admin: page }) => {
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL("/portal/products");
  const menu = page.getByRole("navigation", { name: "Portal" });
  await expect(menu.getByRole("link")).toHaveText([
    "Dashboard",
    "Products",
    "Low stock",
    "Waiting for stock",
    "Search synonyms",
    "Categories",
    "Hero slides",
    "Health tags",
    "Reviews",
    "Messages",
    "Coupons",
    "Staff",
    "Pincodes",
    "Newsletter",
    "Audit log",
    "Admin area",
  ]);
  await menu.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Audit log" }).or(page.getByText("No changes recorded for these filters")),
  ).toBeVisible();
});
