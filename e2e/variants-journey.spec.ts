import { LOCAL_SHIPROCKET } from "../lib/local-shiprocket";
import { pdfText } from "../scripts/jest/pdf-text";
import { expect, fillCheckoutAs, hydrated, KAVYA_IN_KOCHI, mailFor, test } from "./fixtures";

const FAKE_SHIPROCKET = `http://127.0.0.1:${process.env.SHIPROCKET_FAKE_PORT ?? LOCAL_SHIPROCKET.port}`;

type Booked = {
  reference: string;
  awb: string;
  items: { name: string; sku: string; units: number }[];
  weight_kg: number;
};

/**
 * Issue 28's walk, from the portal to the courier: an editor creates a product with two sizes at different prices and
 * stocks; a shopper picks the larger size on the product page, pays online through the fake Razorpay; the order, the
 * invoice PDF, the e-mail and the courier booking name the size; only that size's stock moved; a second shopper sees
 * the smaller size still in stock.
 */
test("an editor makes two sizes; a shopper buys the larger online; order, invoice, e-mail and courier name it; the smaller is still in stock", async ({
  shopper: page,
  browser,
  adminCookies,
  editorCookies,
  database,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const tag = `${Date.now()}`;
  const name = `Journey Ashwagandha ${tag}`;
  const sku = `JA-${tag}`;
  const label = `${name}, 120 capsules`;

  // The editor: a new product (the 60-capsule size), then a Size option with a dearer 120-capsule size.
  const editorContext = await browser.newContext({ baseURL });
  await editorContext.addCookies(editorCookies);
  const editor = await editorContext.newPage();
  await editor.goto("/portal/products/new");
  const form = editor.getByRole("form", { name: "New product" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("SKU").fill(sku);
  await form.getByLabel("Category").selectOption({ label: "Herbal Supplements" });
  await form.getByLabel(/^Unit label/).fill("60 capsules");
  await form.getByLabel("Price (₹)").fill("300");
  await form.getByLabel("Opening stock").fill("12");
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(editor).toHaveURL(/\/portal\/products\/\d+\?created=1$/);
  const productId = Number(new URL(editor.url()).pathname.split("/").pop());
  const section = editor.getByRole("form", { name: "Options and variants" });
  await section.getByRole("button", { name: "Add option" }).click();
  await section.getByLabel("Option 1 name").fill("Size");
  await section.getByLabel("Values, separated by commas").fill("60 capsules, 120 capsules");
  await section.getByRole("button", { name: "Generate variants" }).click();
  await expect(section.getByTestId("variant-row")).toHaveCount(2);
  await section.getByLabel("MRP of 120 capsules").fill("499");
  await section.getByLabel("Stock of 120 capsules").fill("6");
  await section.getByLabel("Weight of 60 capsules").fill("150");
  await section.getByLabel("Weight of 120 capsules").fill("300");
  await section.getByRole("button", { name: "Save variants" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Variants saved: 2 in all." })).toBeVisible();
  await editorContext.close();
  const [small, large] = await database.productVariant.findMany({
    where: { productId },
    orderBy: { position: "asc" },
  });
  expect([small.sku, small.stock, large.sku, large.stock, large.salePrice]).toEqual([
    sku,
    12,
    `${sku}-120-CAPSULES`,
    6,
    49_900,
  ]);

  // The shopper: the product page's picker (the smaller size first), the larger one's price, one to the cart.
  await expect(async () => {
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole("main").getByRole("group", { name: /^Size/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 45_000 });
  const main = page.getByRole("main");
  const sizes = main.getByRole("group", { name: /^Size/ });
  const largeRadio = sizes.getByRole("radio", { name: /120 capsules/ });
  await hydrated(largeRadio);
  await expect(sizes.getByRole("radio", { name: /60 capsules/ })).toBeChecked();
  await largeRadio.check();
  await expect(page).toHaveURL(`/product/${productId}?variant=${large.id}`);
  await expect(main.getByLabel("Total price")).toHaveText("₹499.00");
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/carts/items/",
  );
  await main.getByRole("button", { name: "Add to Cart" }).first().click();
  expect((await answered).ok()).toBe(true);
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("heading", { name: label })).toBeVisible();
  await expect(line.getByLabel("Unit price")).toHaveText("₹499.00");

  // Checkout, paid online at the fake Razorpay.
  const email = `journey.${tag}@example.in`;
  await fillCheckoutAs(page, { ...KAVYA_IN_KOCHI, email });
  await expect(page.getByText(label).first()).toBeVisible();
  await page.getByRole("radio", { name: /Pay Online/ }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/razorpay-payment/);
  await page.getByRole("button", { name: /Pay ₹/ }).click();
  await page.getByRole("dialog", { name: "Razorpay Checkout" }).getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL(/\/orders\/\d+\?paymentSuccess=true/);
  await expect(page.getByRole("heading", { name: "Payment received", exact: true })).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();
  await expect(page.getByText(label).first()).toBeVisible();
  const order = await database.order.findUniqueOrThrow({ where: { orderNumber }, include: { items: true } });
  expect(order.items).toEqual([
    expect.objectContaining({ variantId: large.id, variantSku: large.sku, variantLabel: "120 capsules", quantity: 1 }),
  ]);

  // The invoice PDF and the payment e-mail name the size.
  const pdf = await page.request.get(`/api/my-orders/${order.id}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  expect((await pdfText(await pdf.body())).replace(/\s+/g, " ")).toContain(label);
  const [mail] = await mailFor(email);
  expect(mail.subject).toBe(`Payment received for order ${orderNumber}`);
  expect(mail.text.replace(/\s+/g, " ")).toContain(label);

  // The admin sees the size and its SKU, processes and ships the paid order.
  const adminContext = await browser.newContext({ baseURL });
  await adminContext.addCookies(adminCookies);
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/orders/${order.id}`);
  await expect(admin.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(`1 × ₹499.00 · SKU ${large.sku}`)).toBeVisible();
  const actions = admin.getByRole("region", { name: "Actions" });
  const step = async (action: string) => {
    await actions.getByRole("button", { name: action, exact: true }).click();
    await actions.getByRole("button", { name: `Confirm ${action}` }).click();
  };
  if (order.status === "pending") await step("Confirm");
  await step("Process");
  await expect(admin.getByRole("list", { name: "Status history" }).getByText("processing")).toBeVisible();
  await step("Create Shipment");
  const tracking = admin.getByTestId("tracking-number");
  await expect(tracking).toBeVisible();

  // The courier was asked for the size's SKU, one unit, and its 300 g (not the smaller size's 150 g).
  const booked = (await (
    await fetch(`${FAKE_SHIPROCKET}/__fake/orders?reference=${encodeURIComponent(orderNumber)}`)
  ).json()) as Booked[];
  expect(booked).toEqual([
    expect.objectContaining({
      awb: (await tracking.textContent())!.trim(),
      items: [{ name: label, sku: large.sku, units: 1 }],
      weight_kg: 0.3,
    }),
  ]);
  await adminContext.close();

  // Only the larger size's stock moved.
  const stocks = await database.productVariant.findMany({ where: { productId }, orderBy: { position: "asc" } });
  expect(stocks.map((variant) => [variant.id, variant.stock])).toEqual([
    [small.id, 12],
    [large.id, 5],
  ]);
  expect((await database.product.findUniqueOrThrow({ where: { id: productId } })).stock).toBe(17);

  // A second shopper (a browser of their own) sees the smaller size in stock and the larger one's last five.
  const next = await browser.newContext({ baseURL });
  const visitor = await next.newPage();
  await visitor.goto(`/product/${productId}`);
  const offered = visitor.getByRole("main").getByRole("group", { name: /^Size/ });
  await expect(offered.locator("label").filter({ hasText: "60 capsules" })).toContainText("In stock");
  await expect(offered.locator("label").filter({ hasText: "120 capsules" })).toContainText("Only 5 left");
  await next.close();
});
