import { expect, test } from "./fixtures";

test("an admin delivers a cash-on-delivery order, then records the cash: the payment becomes paid, with history", async ({
  admin: page,
  seedOrders,
}) => {
  const tag = `M${Date.now()}`;
  const { Cash: order } = await seedOrders.cashOnDelivery(tag, [{ name: "Cash", status: "shipped", total: 64900 }]);
  await page.goto(`/admin/orders/${order.id}`);
  const actions = page.getByRole("region", { name: "Actions" });
  await expect(page.getByText("Payment: pending")).toBeVisible();
  await expect(actions.getByRole("button", { name: "Cash collected" })).toHaveCount(0); // not delivered yet

  await actions.getByRole("button", { name: "Mark Delivered", exact: true }).click();
  await actions.getByRole("button", { name: "Confirm Mark Delivered" }).click();
  await expect(page.getByRole("list", { name: "Status history" }).getByText("delivered").first()).toBeVisible();

  await actions.getByRole("button", { name: "Cash collected" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: `Cash collected for order ${order.number}?` })).toBeVisible();
  await expect(dialog).toContainText("This records ₹649.00 received in cash on delivery");
  await dialog.getByRole("button", { name: "Record cash collected" }).click();

  await expect(page.getByText("Payment: paid")).toBeVisible();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText(
    "Cash collected: ₹649.00, recorded by an admin",
  );
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("by Store Admin");
  await expect(page.getByRole("region", { name: "Actions" })).toHaveCount(0); // nothing left to do
});

test("cancelling a paid online order names the order and the refund before the click", async ({
  admin: page,
  seedOrders,
}) => {
  test.setTimeout(90_000);
  const order = await seedOrders.paidOnline(`R${Date.now()}`, "Cancel And Refund");
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByText("Payment: paid")).toBeVisible();
  const actions = page.getByRole("region", { name: "Actions" });
  await actions.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByTestId("close-warning")).toHaveText(
    `Cancel order ${order.number}. This refunds ₹500.00 to the customer through Razorpay.`,
  );
  await expect(page.getByRole("checkbox", { name: /Put the 1 unit back in stock/ })).toBeChecked();
  const confirm = actions.getByRole("button", { name: "Confirm Cancel" });
  await expect(confirm).toBeDisabled();
  await page.getByLabel("Reason (required)").fill("Out of delivery area");
  await confirm.click();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Out of delivery area");
  await expect(page.getByText("cancelled", { exact: true }).first()).toBeVisible();
});

test("an unpaid online order says it waits for its payment and offers only Cancel", async ({
  admin: page,
  seedOrders,
  database,
}) => {
  const tag = `W${Date.now()}`;
  const { Waiting: order } = await seedOrders.cashOnDelivery(tag, [{ name: "Waiting" }]);
  await database.order.update({
    where: { id: order.id },
    data: { paymentMethod: "prepaid", paymentExpiresAt: new Date(Date.now() + 30 * 60_000) },
  });
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByTestId("awaiting-payment")).toHaveText("Waiting for online payment");
  const actions = page.getByRole("region", { name: "Actions" });
  await expect(actions.getByRole("note")).toContainText(
    "Confirm, Process and Create Shipment appear once the customer's online payment is captured.",
  );
  await expect(actions.getByRole("button")).toHaveText(["Cancel"]);
});
