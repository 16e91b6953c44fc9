import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test("an editor exports the filtered products, imports a file with one good and one bad row, and downloads the report", async ({ editor: page, seed }) => {
  const chyawanprashSku = seed.chyawanprash.slug.toUpperCase();
  await page.goto(`/portal/products?search=${chyawanprashSku}`);
  await expect(page.getByTestId("product-row").first()).toBeVisible();

  // Export CSV downloads the products the filters select, in the import's columns.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const exported = await downloading;
  expect(exported.suggestedFilename()).toMatch(/^products_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await exported.path())!)).toString("utf8");
  expect(text.startsWith("\uFEFFsku,name,description,price,discount_type,discount,category,")).toBe(true);
  expect(text).toContain(`\r\n${chyawanprashSku},${seed.chyawanprash.name},`);
  expect(text).not.toContain(seed.giloy.slug.toUpperCase());

  // Import: one new product, and one row refused (a price that is not a number).
  const sku = `E2E-CSV-${Date.now().toString(36).toUpperCase()}`;
  const csv = `sku,name,price,category,stock\r\n${sku},E2E Imported Tulsi Tea,149.00,${seed.herbalSupplements.slug},7\r\n${sku}-BAD,E2E Refused Tea,free,${seed.herbalSupplements.id},1\r\n`;
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  await dialog.getByLabel("CSV file").setInputFiles({ name: "e2e-products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Imported with 1 refused row" })).toBeVisible();
  await expect(dialog.getByTestId("import-created")).toHaveText("1");
  await expect(dialog.getByTestId("import-refused")).toHaveText("1");
  const refused = dialog.getByRole("table", { name: "Refused rows" });
  await expect(refused.getByRole("row").nth(1)).toContainText(`3${sku}-BADPrice must be an amount in rupees`);

  const reportDownload = page.waitForEvent("download");
  await dialog.getByRole("link", { name: /Download the refused rows/ }).click();
  const report = (await readFile((await (await reportDownload).path())!)).toString("utf8");
  expect(report).toBe(`\uFEFFsku,name,price,category,stock,error\r\n${sku}-BAD,E2E Refused Tea,free,${seed.herbalSupplements.id},1,Line 3: Price must be an amount in rupees\r\n`);

  await dialog.getByRole("button", { name: "Done" }).click();
  await page.goto(`/portal/products?search=${sku}`);
  await expect(page.getByTestId("product-row")).toHaveCount(1);
  await expect(page.getByTestId("product-row")).toContainText("E2E Imported Tulsi Tea");
  await expect(page.getByTestId("product-row")).toContainText("low stock");
});

test("a failed upload shows its error with Retry", async ({ editor: page }) => {
  await page.goto("/portal/products");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  await dialog.getByLabel("CSV file").setInputFiles({ name: "wrong.csv", mimeType: "text/csv", buffer: Buffer.from("name,colour\r\nTea,green\r\n") });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByRole("alert")).toContainText('Unknown column "colour"');
  let calls = 0;
  await page.route("**/api/portal/products/import/", async (route) => {
    calls += 1;
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ id: 1, created: 0, updated: 0, unchanged: 1, refused: [], report: null }) });
  });
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Imported: every row was applied." })).toBeVisible();
  expect(calls).toBe(1);
});

test("the restock list: an editor adds received units to a low-stock product from the dashboard's link", async ({ editor: page, seed }) => {
  const sku = `E2E-LOW-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post("/api/portal/products/", { data: { name: `AAA E2E Low ${sku}`, sku, price: 99, category: seed.herbalSupplements.id, stock: 0 } });
  expect(created.status()).toBe(201);
  await page.goto("/portal/dashboard");
  await page.getByRole("link", { name: "Restock low-stock products" }).click();
  await expect(page).toHaveURL(/\/portal\/stock$/);
  await expect(page.getByRole("heading", { level: 1, name: "Low stock" })).toBeVisible();
  const row = page.getByTestId("restock-row").filter({ hasText: sku });
  await expect(row).toContainText("out of stock");
  await row.getByLabel(/Units received for/).fill("4");
  await row.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added 4 to AAA E2E Low ${sku}: 4 in stock.` })).toBeVisible();
  await expect(row).toContainText("low stock");
});

// Also leaves screenshots to look at in the test's output folder (test-results/).
test("the products table with its CSV buttons, the import outcome and the restock list, on a desktop and a phone", async ({ editor: page, seed }, testInfo) => {
  // The dialog's shots are of the screen as seen (a full-page shot of a long table shows the dialog tiny on a phone).
  const shot = (name: string, fullPage = true) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
  const csv = `sku,name,price,category\r\nE2E-SHOT-1,Shot Tea,10,${seed.herbalSupplements.id}\r\nE2E-SHOT-2,,abc,${seed.herbalSupplements.id}\r\nE2E-SHOT-3,Shot Tea 3,10,nowhere\r\n`;
  for (const [name, viewport] of [["desktop", { width: 1366, height: 900 }], ["mobile", { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/portal/products");
    await expect(page.getByTestId("product-row").first()).toBeVisible();
    await shot(`products-${name}`);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import products" });
    await shot(`import-choose-${name}`, false);
    await dialog.getByLabel("CSV file").setInputFiles({ name: "shots.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(dialog.getByRole("table", { name: "Refused rows" })).toBeVisible();
    await shot(`import-outcome-${name}`, false);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.goto("/portal/stock");
    await expect(page.getByTestId("restock-row").first()).toBeVisible();
    await shot(`restock-${name}`);
  }
});

test("the low-stock threshold is a setting: an admin sees it, a value under 1 is refused at its field", async ({ admin: page }, testInfo) => {
  await page.goto("/admin/settings");
  const threshold = page.getByLabel("Low stock at or below (units)");
  await expect(threshold).toHaveValue("10");
  await threshold.fill("0");
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(page.getByText("Low-stock threshold is at least 1 unit")).toBeVisible();
  await expect(threshold).toHaveAttribute("aria-invalid", "true");
  await threshold.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("settings-threshold-desktop.png") });
  expect((await page.request.get("/api/admin/settings/")).ok()).toBe(true);
  expect((await (await page.request.get("/api/admin/settings/")).json()).low_stock_threshold).toBe(10);
});
