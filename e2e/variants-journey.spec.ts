import { LOCAL_SHIPROCKET } from "../lib/local-shiprocket";
import { pdfText } from "../scripts/jest/pdf-text";
import { productWithSizes } from "../scripts/jest/variants";
import { expect, hydrated, test } from "./fixtures";

const FAKE_SHIPROCKET = `http://127.0.0.1:${process.env.SHIPROCKET_FAKE_PORT ?? LOCAL_SHIPROCKET.port}`;

type Booked = {
  reference: string;
  awb: string;
  items: { name: string; sku: string; units: number }[];
  weight_kg: number;
};

/**
 * Issue 28, one walk in the browser from the product page's size picker to the courier: a shopper picks the
 * 120-capsule size, adds two, pays cash on delivery; the admin sees the size on the order, confirms it (the invoice
 * PDF names the size), ships it, and the fake Shiprocket's booking carries the size's SKU and its weight x units.
 */
test("a shopper picks the larger size on the page and pays COD; the admin's order, invoice and courier booking name it", async ({
  shopper: page,
  browser,
  adminCookies,
  database,
}) => {
  test.setTimeout(150_000);
  const name = `Journey Ashwagandha ${Date.now() % 100000}`;
  const product = await productWithSizes(database, name, [
    { value: "60 capsules", price: 30_000, salePrice: 27_000, stock: 12, weightGrams: 150 },
    { value: "120 capsules", price: 55_000, salePrice: 49_900, stock: 7, weightGrams: 300 },
  ]);
  const [small, large] = product.variants;
  const label = `${name}, 120 capsules`;

  // The product page: pick the larger size, add two.
  await page.goto(`/product/${product.id}`);
  const main = page.getByRole("main");
  const sizes = main.getByRole("group", { name: /^Size/ });
  const largeRadio = sizes.getByRole("radio", { name: /120 capsules/ });
  await hydrated(largeRadio);
  await expect(sizes.getByRole("radio", { name: /60 capsules/ })).toBeChecked();
  await largeRadio.check();
  await expect(page).toHaveURL(`/product/${product.id}?variant=${large.id}`);
  await expect(main.getByLabel("Total price")).toHaveText("₹499.00");
  for (let added = 0; added < 2; added += 1) {
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/carts/items/",
    );
    await main.getByRole("button", { name: "Add to Cart" }).first().click();
    expect((await answered).ok()).toBe(true);
  }
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("heading", { name: label })).toBeVisible();

  // Checkout, cash on delivery (the default).
  await page.goto("/checkout");
  await expect(page.getByText("No addresses found")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("First Name").fill("Kiran");
  await page.getByLabel("Last Name").fill("Joshi");
  await page.getByLabel("Email", { exact: true }).fill(`journey.${Date.now()}@example.in`);
  await page.getByRole("button", { name: "Add New Address" }).click();
  await page.getByLabel("Address", { exact: true }).fill("9 FC Road");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("ZIP Code").fill("411001");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByRole("radio", { name: /9 FC Road/ })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(label).first()).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/orders\/\d+$/);
  await expect(page.getByTestId("order-confirmation")).toContainText("Cash on Delivery");
  const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();
  const order = await database.order.findUniqueOrThrow({ where: { orderNumber } });

  // The admin: the size on the order, then confirm (invoice), process and ship.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addCookies(adminCookies);
  const admin = await context.newPage();
  await admin.goto(`/admin/orders/${order.id}`);
  await expect(admin.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(`2 × ₹499.00 · SKU ${large.sku}`)).toBeVisible();
  const actions = admin.getByRole("region", { name: "Actions" });
  const step = async (action: string, confirm: string) => {
    await actions.getByRole("button", { name: action, exact: true }).click();
    await actions.getByRole("button", { name: confirm }).click();
  };
  await step("Confirm", "Confirm Confirm");
  const invoiceLink = admin.getByRole("link", { name: /^Download invoice / });
  await expect(invoiceLink).toBeVisible();
  const pdf = await admin.request.get((await invoiceLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect((await pdfText(await pdf.body())).replace(/\s+/g, " ")).toContain(label);

  await step("Process", "Confirm Process");
  await expect(admin.getByRole("list", { name: "Status history" }).getByText("processing")).toBeVisible();
  await step("Create Shipment", "Confirm Create Shipment");
  const tracking = admin.getByTestId("tracking-number");
  await expect(tracking).toBeVisible();

  // The courier was asked for the size's SKU, two units, and 2 x 300 g (not the default size's 150 g).
  const booked = (await (
    await fetch(`${FAKE_SHIPROCKET}/__fake/orders?reference=${encodeURIComponent(orderNumber)}`)
  ).json()) as Booked[];
  expect(booked).toEqual([
    expect.objectContaining({
      awb: (await tracking.textContent())!.trim(),
      items: [{ name: label, sku: large.sku, units: 2 }],
      weight_kg: 0.6,
    }),
  ]);

  // Only the larger size's stock moved.
  const stocks = await database.productVariant.findMany({
    where: { productId: product.id },
    orderBy: { position: "asc" },
  });
  expect(stocks.map((variant) => [variant.id, variant.stock])).toEqual([
    [small.id, 12],
    [large.id, 5],
  ]);
  await context.close();

  // A second shopper (a browser of their own) sees the smaller size still in stock and the larger one's last five.
  const next = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await next.newPage();
  await visitor.goto(`/product/${product.id}`);
  const offered = visitor.getByRole("main").getByRole("group", { name: /^Size/ });
  await expect(offered.locator("label").filter({ hasText: "60 capsules" })).toContainText("In stock");
  await expect(offered.locator("label").filter({ hasText: "120 capsules" })).toContainText("Only 5 left");
  await next.close();
});
