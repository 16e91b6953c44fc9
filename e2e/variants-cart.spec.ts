import { pdfText } from "../scripts/jest/pdf-text";
import { productWithSizes } from "../scripts/jest/variants";
import {
  expect,
  fillCheckoutAs,
  KAVYA_IN_KOCHI,
  MAIL_CATCHER as CATCHER,
  test,
  type CaughtMail as Caught,
} from "./fixtures";

/**
 * Issue 28, cart to invoice: a product with two sizes (made here, not the seed's), the shopper adds the larger one
 * through the cart API (the product page's picker is another branch's), pays online through the fake Razorpay; the
 * cart, the order page, the invoice PDF and the e-mail name the size, and only that size's stock moved.
 */
test("a shopper buys the larger size online; the order, invoice and e-mail name it; only its stock moved", async ({
  shopper: page,
  database,
}) => {
  test.setTimeout(120_000);
  const name = `Ashwagandha Capsules ${Date.now() % 100000}`;
  const product = await productWithSizes(database, name, [
    { value: "60 capsules", price: 30_000, salePrice: 27_000, stock: 12 },
    { value: "120 capsules", price: 55_000, salePrice: 49_900, stock: 7 },
  ]);
  const [small, large] = product.variants;
  const label = `${name}, 120 capsules`;

  const added = await page.request.post("/api/carts/items/", {
    data: { product: product.id, variant_id: large.id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("heading", { name: label })).toBeVisible();
  await expect(line.getByLabel("Unit price")).toHaveText("₹499.00");

  const email = `sizes.${Date.now()}@example.in`;
  await fillCheckoutAs(page, { ...KAVYA_IN_KOCHI, email });
  await expect(page.getByText(label).first()).toBeVisible();
  await page.getByRole("radio", { name: /Pay Online/ }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/razorpay-payment/);
  await page.getByRole("button", { name: /Pay ₹/ }).click();
  await page.getByRole("dialog", { name: "Razorpay Checkout" }).getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL(/\/orders\/\d+\?paymentSuccess=true/);
  await expect(page.getByRole("heading", { name: "Payment received", exact: true })).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").textContent())!;
  await expect(page.getByText(label).first()).toBeVisible();

  const order = await database.order.findUniqueOrThrow({ where: { orderNumber }, include: { items: true } });
  expect(order.items).toEqual([
    expect.objectContaining({ variantId: large.id, variantSku: large.sku, variantLabel: "120 capsules", quantity: 1 }),
  ]);
  const pdf = await page.request.get(`/api/my-orders/${order.id}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  expect((await pdfText(await pdf.body())).replace(/\s+/g, " ")).toContain(label);

  let mails: Caught[] = [];
  await expect
    .poll(
      async () => {
        mails = (await (await fetch(`${CATCHER}/messages?to=${encodeURIComponent(email)}`)).json()) as Caught[];
        return mails.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(1);
  expect(mails[0].subject).toBe(`Payment received for order ${orderNumber}`);
  expect(mails[0].text).toContain(label);

  // Only the larger size's stock moved; the smaller is still in stock for the next shopper.
  const stocks = await database.productVariant.findMany({
    where: { productId: product.id },
    orderBy: { position: "asc" },
  });
  expect(stocks.map((variant) => [variant.id, variant.stock])).toEqual([
    [small.id, 12],
    [large.id, 6],
  ]);
  expect((await database.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(18);
});
