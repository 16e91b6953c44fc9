import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { productWithSizes } from "../scripts/jest/variants";
import { expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test("an editor exports the filtered products, previews a file with one good and one bad row, applies it, and downloads the report", async ({
  editor: page,
  seed,
}) => {
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
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name: "e2e-products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await dialog.getByRole("button", { name: "Upload" }).click();
  // The preview: nothing is applied yet.
  await expect(
    dialog
      .getByRole("status")
      .filter({ hasText: "Preview of e2e-products.csv: nothing is applied until you click Apply import." }),
  ).toBeVisible();
  await expect(dialog.getByTestId("preview-to_create")).toHaveText("1");
  await expect(dialog.getByTestId("preview-refused")).toHaveText("1");
  await expect(dialog.getByRole("table", { name: "Products to create" }).getByRole("row").nth(1)).toContainText(
    `2${sku}E2E Imported Tulsi Tea7`,
  );
  await expect(dialog.getByRole("table", { name: "Refused rows" })).toContainText("Price must be an amount in rupees");
  expect((await page.request.get(`/api/portal/products/?search=${sku}`)).ok()).toBe(true);
  expect((await (await page.request.get(`/api/portal/products/?search=${sku}`)).json()).count).toBe(0);
  await dialog.getByRole("button", { name: "Apply import" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Imported with 1 refused row" })).toBeVisible();
  await expect(dialog.getByTestId("import-created")).toHaveText("1");
  await expect(dialog.getByTestId("import-refused")).toHaveText("1");
  const refused = dialog.getByRole("table", { name: "Refused rows" });
  await expect(refused.getByRole("row").nth(1)).toContainText(`3${sku}-BADPrice must be an amount in rupees`);

  const reportDownload = page.waitForEvent("download");
  await dialog.getByRole("link", { name: /Download the refused rows/ }).click();
  const report = (await readFile((await (await reportDownload).path())!)).toString("utf8");
  expect(report).toBe(
    `\uFEFFsku,name,price,category,stock,error\r\n${sku}-BAD,E2E Refused Tea,free,${seed.herbalSupplements.id},1,Line 3: Price must be an amount in rupees\r\n`,
  );

  await dialog.getByRole("button", { name: "Done" }).click();
  await page.goto(`/portal/products?search=${sku}`);
  await expect(page.getByTestId("product-row")).toHaveCount(1);
  await expect(page.getByTestId("product-row")).toContainText("E2E Imported Tulsi Tea");
  await expect(page.getByTestId("product-row")).toContainText("low stock");
});

test("re-importing an old export: the preview shows the price change and, apart, the stock; stock stays as sold unless 'Set stock from this file' is ticked", async ({
  editor: page,
  seed,
  database,
}, testInfo) => {
  const sku = `E2E-REIMPORT-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post("/api/portal/products/", {
    data: {
      name: `E2E Reimport Tea ${sku}`,
      sku,
      price: 200,
      category: seed.herbalSupplements.id,
      stock: 47,
      description: "A tea.",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const exported = (await (await page.request.get(`/api/portal/products/export/?search=${sku}`)).text()).replace(
    /^\uFEFF/,
    "",
  );
  expect(exported).toContain(`,200.00,`);
  // Two units sell after the export.
  await database.product.update({ where: { id }, data: { stock: { decrement: 2 } } });
  const file = Buffer.from(exported.replace(",200.00,", ",225.00,"));

  await page.goto(`/portal/products?search=${sku}`);
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  const upload = async () => {
    await dialog.getByLabel("CSV file").setInputFiles({ name: "old-export.csv", mimeType: "text/csv", buffer: file });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Preview of old-export.csv" })).toBeVisible();
  };
  await upload();
  await expect(dialog.getByTestId("preview-to_update")).toHaveText("1");
  await expect(dialog.getByTestId("preview-stock_changes")).toHaveText("1");
  await expect(dialog.getByRole("table", { name: "Products to update" })).toContainText("price: 200.00 → 225.00");
  await expect(dialog.getByRole("table", { name: "Products to update" })).not.toContainText("stock");
  await expect(dialog.getByRole("table", { name: "Stock changes" }).getByRole("row").nth(1)).toContainText(
    `E2E Reimport Tea ${sku}${sku}4547`,
  );
  const setStock = dialog.getByRole("checkbox", { name: "Set stock from this file" });
  await expect(setStock).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath("import-stock-preview.png") });
  await dialog.getByRole("button", { name: "Apply import" }).click();
  await expect(dialog.getByTestId("import-updated")).toHaveText("1");
  await expect(dialog.getByTestId("import-stock")).toHaveText("The stock of existing products was left as it was.");
  expect(await (await page.request.get(`/api/portal/products/${id}/`)).json()).toMatchObject({ price: 225, stock: 45 });

  // The same file again, ticked: the file's count is set.
  await dialog.getByRole("button", { name: "Import another file" }).click();
  await upload();
  await expect(dialog.getByTestId("preview-to_update")).toHaveText("0");
  await setStock.check();
  await dialog.getByRole("button", { name: "Apply import" }).click();
  await expect(dialog.getByTestId("import-stock")).toHaveText("Stock set from the file for 1 product.");
  expect(await (await page.request.get(`/api/portal/products/${id}/`)).json()).toMatchObject({ stock: 47 });
});

test("an editor adds a size to a product by CSV: the preview says per product what changes, and the size is sold", async ({
  editor: page,
  database,
}) => {
  const name = `E2E Csv Sizes ${Date.now() % 100000}`;
  const product = await productWithSizes(database, name, [
    { value: "60 capsules", price: 30_000, salePrice: 30_000, stock: 10 },
    { value: "120 capsules", price: 55_000, salePrice: 55_000, stock: 4 },
  ]);
  const exported = await page.request.get(`/api/portal/products/export/?search=${product.variants[0].sku}`);
  const rows = parse((await exported.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
  expect(rows.map((row) => row.option1_value)).toEqual(["60 capsules", "120 capsules"]);
  const newSku = `${product.variants[0].sku}-240`;
  rows.push({
    ...rows[1],
    sku: newSku,
    option1_value: "240 capsules",
    price: "999.00",
    stock: "6",
    quantity: "240 capsules",
  });
  rows[1].price = "579.00";
  const columns = Object.keys(rows[0]);
  const file = [columns, ...rows.map((row) => columns.map((column) => row[column]))]
    .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(","))
    .join("\r\n");

  await page.goto(`/portal/products?search=${product.variants[0].sku}`);
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name: "sizes.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByTestId("preview-to_update")).toHaveText("1");
  const table = dialog.getByRole("table", { name: "Products with variants" });
  await expect(table).toContainText(name);
  await expect(table).toContainText(`Variants added: ${newSku}`);
  await expect(table).toContainText(`${product.variants[1].sku}: price: 550.00 → 579.00`);
  await dialog.getByRole("button", { name: "Apply import" }).click();
  await expect(dialog.getByTestId("import-updated")).toHaveText("1");

  const variants = await database.productVariant.findMany({
    where: { productId: product.id },
    orderBy: { position: "asc" },
  });
  expect(variants.map((variant) => [variant.sku, variant.optionValues, variant.price, variant.stock])).toEqual([
    [product.variants[0].sku, ["60 capsules"], 30_000, 10],
    [product.variants[1].sku, ["120 capsules"], 57_900, 4],
    [newSku, ["240 capsules"], 99_900, 6],
  ]);
  // The shop's page offers the new size.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("main").getByRole("radio", { name: /240 capsules/ })).toBeVisible();
});

test("a failed upload shows its error with Retry", async ({ editor: page }) => {
  await page.goto("/portal/products");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name: "wrong.csv", mimeType: "text/csv", buffer: Buffer.from("name,colour\r\nTea,green\r\n") });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByRole("alert")).toContainText('Unknown column "colour"');
  let calls = 0;
  await page.route("**/api/portal/products/import/", async (route) => {
    calls += 1;
    const preview = {
      id: 1,
      file: "wrong.csv",
      to_create: 0,
      to_update: 0,
      unchanged: 1,
      stock_changes: 0,
      creates: [],
      updates: [],
      stock: [],
      variant_products: [],
      refused: [],
      report: null,
    };
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(preview) });
  });
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Preview of wrong.csv" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Nothing to apply" })).toBeDisabled();
  expect(calls).toBe(1);
});

test("the restock list: an editor adds received units to a low-stock product from the dashboard's link", async ({
  editor: page,
  seed,
}) => {
  const sku = `E2E-LOW-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post("/api/portal/products/", {
    data: { name: `AAA E2E Low ${sku}`, sku, price: 99, category: seed.herbalSupplements.id, stock: 0 },
  });
  expect(created.status()).toBe(201);
  await page.goto("/portal/dashboard");
  await page.getByRole("link", { name: "Restock low-stock products" }).click();
  await expect(page).toHaveURL(/\/portal\/stock$/);
  await expect(page.getByRole("heading", { level: 1, name: "Low stock" })).toBeVisible();
  const row = page.getByTestId("restock-row").filter({ hasText: sku });
  await expect(row).toContainText("out of stock");
  await row.getByLabel(/Units received for/).fill("4");
  await row.getByRole("button", { name: "Add" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Added 4 to AAA E2E Low ${sku}: 4 in stock.` }),
  ).toBeVisible();
  await expect(row).toContainText("low stock");
});

// Also leaves screenshots to look at in the test's output folder (test-results/).
test("the products table with its CSV buttons, the import outcome and the restock list, on a desktop and a phone", async ({
  editor: page,
  seed,
}, testInfo) => {
  // The dialog's shots are of the screen as seen (a full-page shot of a long table shows the dialog tiny on a phone).
  const shot = (name: string, fullPage = true) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    // A new product each time, so each preview has something to apply.
    const csv = `sku,name,price,category\r\nE2E-SHOT-${name}-1,Shot Tea ${name},10,${seed.herbalSupplements.id}\r\nE2E-SHOT-2,,abc,${seed.herbalSupplements.id}\r\nE2E-SHOT-3,Shot Tea 3,10,nowhere\r\n`;
    await page.setViewportSize(viewport);
    await page.goto("/portal/products");
    await expect(page.getByTestId("product-row").first()).toBeVisible();
    await shot(`products-${name}`);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import products" });
    await shot(`import-choose-${name}`, false);
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "shots.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(dialog.getByRole("table", { name: "Refused rows" })).toBeVisible();
    await shot(`import-preview-${name}`, false);
    await dialog.getByRole("button", { name: "Apply import" }).click();
    await expect(dialog.getByTestId("import-refused")).toBeVisible();
    await shot(`import-outcome-${name}`, false);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.goto("/portal/stock");
    await expect(page.getByTestId("restock-row").first()).toBeVisible();
    await shot(`restock-${name}`);
  }
});

test("the low-stock threshold is a setting: an admin sees it, a value under 1 is refused at its field", async ({
  admin: page,
}, testInfo) => {
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
