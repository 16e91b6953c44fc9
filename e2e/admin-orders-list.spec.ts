import { expect, test, type Page } from "./fixtures";

/** The orders list's filters, as the address carries them. */
async function openList(page: Page, query: Record<string, string>) {
  await page.goto(`/admin/orders?${new URLSearchParams(query)}`);
}

const rows = (page: Page) => page.getByTestId("order-row");
const bar = (page: Page) => page.getByRole("region", { name: "Bulk actions" });

test("a bulk cancel names the orders and the refund before the click, and reports each order by its number", async ({
  admin: page,
  seedOrders,
  database,
}) => {
  test.setTimeout(60_000);
  const tag = `BC${Date.now()}`;
  const cod = await seedOrders.cashOnDelivery(tag, [
    { name: "Cancel One" },
    { name: "Cancel Two", status: "confirmed" },
    { name: "Already Delivered", status: "shipped" },
  ]);
  await database.order.update({ where: { id: cod["Already Delivered"].id }, data: { status: "delivered" } });
  const paid = await seedOrders.paidOnline(tag, "Paid Online");

  await openList(page, { search: paid.number });
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await openList(page, { search: `ORD-E2E-${tag}` });
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByText("4 orders", { exact: true })).toBeVisible();
  await page.getByLabel("Select all on this page").check();
  await expect(bar(page)).toContainText("4 selected");
  for (const order of [...Object.values(cod), paid]) await expect(bar(page)).toContainText(order.number);
  await page.screenshot({ path: test.info().outputPath("bulk-bar-1366.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await bar(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("bulk-bar-390.png") });
  await page.setViewportSize({ width: 1366, height: 900 });

  await bar(page).getByRole("button", { name: "Cancel", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  // In the list's order: newest first.
  await expect(dialog).toContainText(
    `This will cancel 3 orders (${paid.number}, ${cod["Cancel Two"].number} and ${cod["Cancel One"].number}) and refund ₹500.00 to the customer's online payment.`,
  );
  await expect(dialog.getByRole("list", { name: "Orders left as they are" })).toContainText(
    `${cod["Already Delivered"].number}: Cannot cancel an order that is delivered.`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("bulk-cancel-dialog-390.png") });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath("bulk-cancel-dialog-1366.png") });
  await dialog.getByRole("button", { name: "Cancel orders" }).click();

  await expect(page.getByText("3 orders updated, 1 order not changed")).toBeVisible();
  await expect(page.getByRole("list", { name: "Orders not changed" })).toContainText(
    `${cod["Already Delivered"].number}: Cannot cancel an order that is delivered.`,
  );
  await expect(page.getByRole("list", { name: "Orders updated" })).toContainText(`${paid.number}: now cancelled`);
  await expect(bar(page)).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("bulk-results-1366.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("bulk-results-390.png") });
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(rows(page).filter({ hasText: "Cancel One" }).getByText("cancelled", { exact: true })).toBeVisible();
});

test("filters live in the address; the mobile filter matches any spelling; paging and back/forward never keep an unseen selection", async ({
  admin: page,
  seedOrders,
  database,
}) => {
  const tag = `UF${Date.now()}`;
  const seeded = await seedOrders.cashOnDelivery(
    tag,
    Array.from({ length: 21 }, (_, index) => ({ name: `Paging ${index}` })),
  );
  const { customerPhone } = await database.order.findUniqueOrThrow({ where: { id: seeded["Paging 0"].id } });
  const national = customerPhone.slice(3);
  const spelled = `+91 ${national.slice(0, 5)} ${national.slice(5)}`;

  await page.goto("/admin/orders");
  await page.getByLabel("Customer mobile").fill(spelled);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/customer_mobile=%2B91/);
  await expect(page.getByText("21 orders")).toBeVisible();
  await expect(rows(page)).toHaveCount(20);

  await page.getByLabel("Select all on this page").check();
  await expect(bar(page)).toContainText("20 selected");
  // The bar stays in view at the foot of the page, where the last rows are picked.
  await page.getByRole("navigation", { name: "Pages" }).scrollIntoViewIfNeeded();
  await expect(bar(page)).toBeInViewport();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(1);
  await expect(bar(page)).toBeHidden();
  await page.goBack();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(bar(page)).toBeHidden();
  await page.goForward();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Customer mobile")).toHaveValue(spelled);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();

  for (const spelling of [
    `0${national.slice(0, 5)} ${national.slice(5)}`,
    national,
    `${national.slice(0, 5)}-${national.slice(5)}`,
  ]) {
    await openList(page, { customer_mobile: spelling });
    await expect(page.getByText("21 orders")).toBeVisible();
  }
  await openList(page, { search: spelled });
  await expect(page.getByText("21 orders")).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Customer mobile")).toHaveValue(`${national.slice(0, 5)}-${national.slice(5)}`);
});

test("a single cancel or refund from the list names the order and the refund; after a 409 the row shows the order as it is now", async ({
  admin: page,
  seedOrders,
  database,
}) => {
  test.setTimeout(60_000);
  const tag = `SC${Date.now()}`;
  const { "Changed Meanwhile": changed } = await seedOrders.cashOnDelivery(tag, [{ name: "Changed Meanwhile" }]);
  const paid = await seedOrders.paidOnline(tag, "Refund Preview");
  await openList(page, { search: `ORD-E2E-${tag}` });

  const paidRow = rows(page).filter({ hasText: "Refund Preview" });
  await paidRow.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    `This will refund ₹500.00 for order ${paid.number} to the customer's online payment.`,
  );
  await dialog.getByRole("button", { name: "Keep as it is" }).click();
  await paidRow.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toContainText(
    `This will cancel order ${paid.number} and refund ₹500.00 to the customer's online payment.`,
  );
  await dialog.getByRole("button", { name: "Keep as it is" }).click();

  const row = rows(page).filter({ hasText: "Changed Meanwhile" });
  await row.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toContainText(`This will cancel order ${changed.number}. No online payment is refunded.`);
  // Someone else delivers it while the dialog is open.
  await database.order.update({ where: { id: changed.id }, data: { status: "delivered" } });
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to perform action" })).toContainText(
    `Failed to perform action: Order ${changed.number}: Cannot cancel an order that is delivered.`,
  );
  await expect(row.getByText("delivered", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Cancel", exact: true })).toBeHidden();
});
