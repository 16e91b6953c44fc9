import { readFile } from "node:fs/promises";
import { actWithReason, expect, test, type Page } from "./fixtures";

// One shared database: the dashboard's five most recent orders must be this file's newest when it looks.
test.describe.configure({ mode: "serial" });

async function filterBySearch(page: Page, text: string) {
  await page.getByLabel("Search", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Apply Filters" }).click();
}

test("the dashboard shows the stats, quick links and recent orders", async ({ admin: page, seedOrders }) => {
  const tag = `D${Date.now()}`;
  await seedOrders.cashOnDelivery(tag, [{ name: "Dashboard Dev" }]);
  await page.goto("/admin/dashboard");
  for (const label of ["Total Orders", "Total Revenue", "Pending Orders", "Today's Revenue"])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const label of ["Manage Orders", "Track Shipments", "Customer Management", "Reports & Analytics"])
    await expect(page.getByRole("link", { name: label })).toBeVisible();
  await page.getByLabel("Search recent orders").fill("Dashboard Dev");
  await expect(page.getByText(`ORD-E2E-${tag}-0`)).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("shipped");
  await expect(page.getByText("No orders match your search")).toBeVisible();
});

test("an admin walks one order confirm -> process -> ship -> deliver and cancels another with a reason", async ({
  admin: page,
  context,
  seedOrders,
}) => {
  const tag = `W${Date.now()}`;
  const orders = await seedOrders.cashOnDelivery(tag, [{ name: "Walk Through" }, { name: "Cancel Me" }]);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/admin/orders");

  await filterBySearch(page, `ORD-E2E-${tag}`);
  await expect(page.getByTestId("order-row")).toHaveCount(2);
  await page.getByLabel("Status", { exact: true }).selectOption("confirmed");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page.getByText("No orders found")).toBeVisible();

  await page.goto(`/admin/orders/${orders["Walk Through"].id}`);
  const actions = page.getByRole("region", { name: "Actions" });
  const step = async (action: string, confirm: string, notes?: string) => {
    await actions.getByRole("button", { name: action, exact: true }).click();
    if (notes) await page.getByLabel("Notes (optional)").fill(notes);
    await actions.getByRole("button", { name: confirm }).click();
  };
  await step("Confirm", "Confirm Confirm", "Called the customer");
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Called the customer");
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("by Store Admin");
  await step("Process", "Confirm Process");
  await expect(page.getByRole("list", { name: "Status history" }).getByText("processing")).toBeVisible();
  await step("Create Shipment", "Confirm Create Shipment");
  const tracking = page.getByTestId("tracking-number");
  await expect(tracking).toBeVisible();
  await page.getByRole("button", { name: "Copy tracking number" }).click();
  await expect(page.getByText("Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await tracking.textContent());
  await expect(page.getByRole("link", { name: "Track shipment" })).toBeVisible();
  await step("Mark Delivered", "Confirm Mark Delivered");
  await expect(page.getByRole("list", { name: "Status history" }).getByText("delivered")).toBeVisible();
  // A delivered cash-on-delivery order has one thing left: recording its cash (e2e/order-money.spec.ts).
  await expect(actions.getByRole("button")).toHaveText(["Cash collected"]);

  await page.goto(`/admin/orders/${orders["Cancel Me"].id}`);
  await actWithReason(page, "Cancel", "Customer changed their mind");

  await page.goto("/admin/orders/99999999");
  await expect(page.getByText("Order not found")).toBeVisible();
});

test("bulk confirm reports the order that was not eligible, and Export downloads the filtered CSV", async ({
  admin: page,
  seedOrders,
}) => {
  const tag = `B${Date.now()}`;
  await seedOrders.cashOnDelivery(tag, [
    { name: "Bulk One" },
    { name: "Bulk Two" },
    { name: "Bulk Shipped", status: "shipped" },
  ]);
  await page.goto("/admin/orders");
  await filterBySearch(page, `ORD-E2E-${tag}`);
  await expect(page.getByTestId("order-row")).toHaveCount(3);
  await page.getByLabel("Select all on this page").check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("3 selected");
  // Confirm asks first, naming the orders it confirms and those it leaves; nothing changes until the click.
  await bar.getByRole("button", { name: "Confirm", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(/This will confirm 2 orders \(ORD-E2E-\S+ and ORD-E2E-\S+\)\./);
  await expect(dialog.getByRole("list", { name: "Orders left as they are" })).toContainText(
    "Cannot confirm an order that is shipped",
  );
  await dialog.getByRole("button", { name: "Confirm orders" }).click();
  // Successes and refusals apart: the refusal is not the headline of the whole action.
  await expect(page.getByText("2 orders updated, 1 order not changed")).toBeVisible();
  await expect(page.getByRole("list", { name: "Orders updated" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Orders updated" })).toContainText("now confirmed");
  await expect(page.getByRole("list", { name: "Orders not changed" })).toContainText(
    "Cannot confirm an order that is shipped",
  );
  await expect(bar).toBeHidden();
  await expect(
    page.getByTestId("order-row").filter({ hasText: "Bulk One" }).getByText("confirmed", { exact: true }),
  ).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, "utf8");
  expect(text.startsWith("\uFEFFid,order_id,")).toBe(true); // the UTF-8 BOM Excel needs, then the header
  const lines = text.slice(1).trim().split("\r\n");
  expect(
    lines
      .slice(1)
      .map((line) => line.split(",")[1])
      .sort(),
  ).toEqual([0, 1, 2].map((index) => `ORD-E2E-${tag}-${index}`));
});
