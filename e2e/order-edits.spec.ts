import { expect, hydrated, openOrderEdit, paidOnlineOrderFor, seriousAxe, signInNewShopper, test } from "./fixtures";

test("an admin edits a paid online order down (one line removed): the difference is refunded and the shopper sees the refund and its credit note", async ({
  admin: page,
  browser,
  database,
}) => {
  const tag = `OE${Date.now()}`;
  // The shopper signs in first, so the order is theirs.
  const { context, shopper, phone, customer } = await signInNewShopper(browser, database);
  const [first, second] = await database.product.findMany({
    where: { available: true, stock: { gt: 10 } },
    orderBy: { id: "asc" },
    take: 2,
  });
  const order = await paidOnlineOrderFor(database, { customer, phone }, tag, [
    { product: first, price: 60_000 },
    { product: second, price: 40_000 },
  ]);

  const panel = await openOrderEdit(page, order.id);
  await expect(panel.getByText("This order has not been edited.")).toBeVisible();
  await panel.getByRole("button", { name: `Remove ${second.name}` }).click();
  await panel.getByLabel("Reason (shown in the order's history)").fill("Out of the second product");
  await panel.getByRole("button", { name: "Preview" }).click();
  const preview = panel.getByTestId("order-edit-preview");
  await expect(preview).toContainText("(was ₹1,000.00)");
  await expect(preview).toContainText("will be refunded to the customer's original payment method");
  await panel.getByRole("button", { name: "Save edit" }).click();
  await expect(panel.getByTestId("order-edits")).toContainText("Out of the second product");

  const edited = await database.order.findUniqueOrThrow({ where: { id: order.id } });
  expect(edited.version).toBe(1);
  expect(edited.total).toBeLessThan(100_000);
  const refund = await database.refund.findFirstOrThrow({ where: { orderId: order.id } });
  expect(refund).toMatchObject({ amount: 100_000 - edited.total, status: "processed" });
  expect(refund.razorpayRefundId).toMatch(/^rfnd_/);

  await shopper.goto(`/orders/${order.id}`);
  const refunds = shopper.getByTestId("order-refunds");
  await expect(refunds).toContainText("To your original payment method");
  await expect(refunds.getByRole("link", { name: /Credit note / })).toBeVisible();
  await expect(shopper.getByText(second.name)).toHaveCount(0);
  await context.close();
});

test("an admin edits a cash-on-delivery order up: it waits for the shopper to accept the new total, then may ship", async ({
  admin: page,
  browser,
  database,
  seedOrders,
}) => {
  const tag = `OEC${Date.now()}`;
  const { context, shopper, customer } = await signInNewShopper(browser, database);
  const { "Rohan Das": order } = await seedOrders.cashOnDelivery(tag, [{ name: "Rohan Das", status: "confirmed" }]);
  await database.order.update({ where: { id: order.id }, data: { customerId: customer.id } });
  const panel = await openOrderEdit(page, order.id);
  await panel.getByLabel("Quantity of Ashwagandha, 60 capsules").fill("2");
  await panel.getByRole("button", { name: "Preview" }).click();
  const preview = panel.getByTestId("order-edit-preview");
  await expect(preview).toContainText(
    "Cash on delivery: the customer pays ₹1,000.00, ₹500.00 more than they agreed to. The order is held from shipping",
  );
  await expect(panel.getByTestId("order-edit-difference")).toHaveText("+₹500.00");
  await panel.getByRole("button", { name: "Save edit" }).click();
  await expect(panel.getByTestId("order-edits")).toContainText("₹500.00 → ₹1,000.00");
  await expect(panel.getByTestId("balance-due")).toContainText(
    "Waiting for the customer to accept the new total: they pay ₹1,000.00 in cash on delivery, ₹500.00 more than they agreed to.",
  );
  expect(await database.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
    total: 100_000,
    balanceDue: 50_000,
  });
  // Held: the order's actions offer no "Create Shipment".
  await expect(page.getByRole("button", { name: "Create Shipment", exact: true })).toHaveCount(0);

  await shopper.goto(`/orders/${order.id}`);
  const box = shopper.getByTestId("balance-due");
  await expect(box).toContainText("New total: ₹1,000.00");
  await expect(box).toContainText("its total went up by ₹500.00");
  // What it looks like (the test's output folder), desktop and phone, with no serious axe finding in the box.
  expect(await seriousAxe(shopper, ['[data-testid="balance-due"]'])).toEqual([]);
  await box.screenshot({ path: test.info().outputPath("accept-total-desktop.png") });
  await shopper.setViewportSize({ width: 390, height: 844 });
  await box.screenshot({ path: test.info().outputPath("accept-total-phone.png") });
  await panel.screenshot({ path: test.info().outputPath("cod-balance-admin.png") });
  const accept = box.getByRole("button", { name: "Accept ₹1,000.00 on delivery" });
  await hydrated(accept);
  await accept.click();
  await expect(shopper.getByTestId("balance-due")).toHaveCount(0);
  expect(await database.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
    total: 100_000,
    balanceDue: 0,
  });

  await page.reload();
  await expect(page.getByTestId("balance-due")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create Shipment", exact: true })).toBeVisible();
  await context.close();
});

test("an admin corrects the delivery details and edits a paid online order up: the shopper pays the difference by the payment link and the order may ship", async ({
  admin: page,
  browser,
  database,
}) => {
  const tag = `OEL${Date.now()}`;
  const { context, shopper, phone, customer } = await signInNewShopper(browser, database);
  const product = await database.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 10 } },
    orderBy: { id: "asc" },
  });
  const order = await paidOnlineOrderFor(database, { customer, phone }, tag, [{ product, price: 100_000 }]);

  // The delivery details, in the same panel (the old delivery-details page is gone): the money stays.
  const panel = await openOrderEdit(page, order.id);
  await panel.getByLabel("Change the delivery details (recipient, address, notes)").check();
  await panel.getByLabel("Address", { exact: true }).fill("14 MG Road");
  await panel.getByLabel("Delivery notes").fill("Ring twice");
  await panel.getByRole("button", { name: "Preview" }).click();
  await expect(panel.getByTestId("order-edit-preview")).toContainText("No payment changes.");
  await panel.getByRole("button", { name: "Save edit" }).click();
  await expect(panel.getByTestId("order-edits")).toContainText('Address "12 MG Road" → "14 MG Road"');
  expect(await database.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
    deliveryAddress: "14 MG Road",
    notes: "Ring twice",
    total: 100_000,
  });

  // Up: two units; the panel shows the payment link of the balance, to copy.
  const edit = panel.getByRole("button", { name: "Edit order" });
  await hydrated(edit);
  await edit.click();
  await panel.getByLabel(`Quantity of ${product.name}`).fill("2");
  await panel.getByRole("button", { name: "Preview" }).click();
  await panel.getByRole("button", { name: "Save edit" }).click();
  const link = panel.getByTestId("payment-link");
  await expect(link).toContainText("Payment link for ₹");
  const url = (await link.locator("code").textContent())!;
  const { balanceDue } = await database.order.findUniqueOrThrow({ where: { id: order.id } });
  expect(balanceDue).toBeGreaterThan(0);

  // The shopper pays on Razorpay's (the fake's) page.
  await shopper.goto(url);
  await shopper.getByRole("button", { name: /^Pay ₹/ }).click();
  // (Razorpay then sends them to the callback, the order page at APP_URL, which the e2e server does not answer.)
  await expect
    .poll(async () => (await database.order.findUniqueOrThrow({ where: { id: order.id } })).balanceDue)
    .toBe(0);
  expect(await database.payment.count({ where: { orderId: order.id, status: "captured" } })).toBe(2);
  await page.reload();
  await expect(page.getByTestId("balance-due")).toHaveCount(0);
  await context.close();
});
