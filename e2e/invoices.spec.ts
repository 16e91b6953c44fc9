import { readFile } from "node:fs/promises";
import { shopDay } from "../lib/domain/shop-days";
import { pdfText } from "../scripts/jest/pdf-text";
import { addToCart, expect, fillCheckoutAs, placeCodOrderAtCheckout, SEEDED_STAFF, test, type Page } from "./fixtures";

/** The seeded seller's GSTIN (prisma/seed-data/content.ts). */
const SELLER_GSTIN = "29AAJCP7251M1ZQ";

/** Places a cash-on-delivery order of `quantity` of `product`, delivered to Pune (Maharashtra), and opens /orders; returns its number. */
async function placeCodOrder(page: Page, product: number, quantity: number): Promise<string> {
  await addToCart(page, product, quantity);
  await fillCheckoutAs(page, {
    firstName: "Kiran",
    lastName: "Joshi",
    email: "kiran@example.in",
    address: "9 FC Road",
    city: "Pune",
    state: "Maharashtra",
    zipCode: "411001",
  });
  const { number: orderNumber } = await placeCodOrderAtCheckout(page);
  await page.goto("/orders");
  return orderNumber;
}

test("a shopper downloads the GST invoice of a COD order once it is confirmed, from /orders", async ({
  shopper: page,
  seed,
  database,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const orderNumber = await placeCodOrder(page, seed.chyawanprash.id, 2);
  const card = page.getByTestId("order-card").filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  // No invoice while the COD order is pending.
  await expect(card.getByRole("link", { name: "Download invoice" })).toHaveCount(0);

  // The admin confirms it through the API, as the back office does.
  const order = await database.order.findUniqueOrThrow({ where: { orderNumber }, include: { items: true } });
  const login = await request.post("/api/admin/token/", {
    data: { username: SEEDED_STAFF.admin.username, password: SEEDED_STAFF.admin.password },
  });
  const { access } = (await login.json()) as { access: string };
  const confirmed = await request.patch(`/api/admin/orders/${order.id}/update_status/`, {
    data: { new_status: "confirmed" },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(confirmed.status()).toBe(200);
  const invoice = await database.invoice.findUniqueOrThrow({ where: { orderId: order.id } });

  await page.reload();
  await expect(card.getByText(`Tax invoice ${invoice.number}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("orders-desktop.png"), fullPage: true });
  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download invoice" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${invoice.number.replaceAll("/", "-")}.pdf`);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain("TAX INVOICE");
  expect(text).toContain(`GSTIN: ${SELLER_GSTIN}`);
  expect(text).toContain(invoice.number);
  expect(text).toContain(order.items[0].hsnCode!);
  // Pune is in Maharashtra (27), the seller in Karnataka (29): IGST, no CGST/SGST.
  expect(text).toContain("Maharashtra (27)");
  expect(text).toMatch(/IGST\s*₹[\d,]+\.\d\d/);
  expect(text).not.toContain("CGST");
  const total = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(order.total / 100);
  expect(text).toMatch(new RegExp(`Invoice total\\s*${total.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("orders-phone.png"), fullPage: true });

  // Someone else's invoice is a 404, exactly as a missing order.
  const stranger = await page.request.get(`/api/my-orders/${order.id + 1_000_000}/invoice.pdf`);
  expect(stranger.status()).toBe(404);
});

test("the admin finds the invoice on the order, the GST settings and the month's GST summary", async ({
  admin: page,
  seedOrders,
  database,
}, testInfo) => {
  test.setTimeout(90_000);
  const paid = await seedOrders.paidOnline("gst", "Meena Pillai");
  const invoice = await database.invoice.findUniqueOrThrow({ where: { orderId: paid.id } });

  await page.goto(`/admin/orders/${paid.id}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download invoice" }).click();
  const text = await pdfText(await readFile((await (await downloading).path())!));
  expect(text).toContain(invoice.number);
  await page.screenshot({ path: testInfo.outputPath("admin-order.png"), fullPage: true });

  await page.goto("/admin/settings");
  await expect(page.getByLabel("GSTIN")).toHaveValue(SELLER_GSTIN);
  await page.getByLabel("GSTIN").fill("29AAJCP7251M1ZX");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(
    page.getByText("The GSTIN's check character does not match: please check for a typing mistake"),
  ).toBeVisible();
  await page.getByRole("heading", { name: "GST tax invoices" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("admin-settings-desktop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("heading", { name: "GST tax invoices" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("admin-settings-phone.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto("/admin/reports");
  const summary = page.getByRole("region", { name: "GST summary" });
  // The figure's label (the B2C table's row says the same count).
  await expect(summary.getByRole("term").filter({ hasText: /\d+ invoices/ })).toBeVisible();
  await expect(summary.getByRole("cell", { name: "Maharashtra (27)" })).toBeVisible();
  await summary.scrollIntoViewIfNeeded();
  await summary.screenshot({ path: testInfo.outputPath("admin-gst-summary-desktop.png") });
  await summary.getByLabel("Month").fill("2019-02");
  await expect(summary.getByText("No invoices or credit notes in February 2019")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await summary.getByLabel("Month").fill(shopDay(new Date()).slice(0, 7));
  // The figure's label (the B2C table's row says the same count).
  await expect(summary.getByRole("term").filter({ hasText: /\d+ invoices/ })).toBeVisible();
  await summary.screenshot({ path: testInfo.outputPath("admin-gst-summary-phone.png") });
});
