import { expect, hydrated, signInNewShopper, test } from "./fixtures";

test("a partial goodwill refund of an online order through the fake Razorpay, a second one refused past the payment, and the shopper sees the refund", async ({
  admin: page,
  browser,
  database,
  seedOrders,
}) => {
  const tag = `PR${Date.now()}`;
  const order = await seedOrders.paidOnline(tag, "Kavya Rao"); // ₹500.00, paid through the fake's checkout
  await page.goto(`/admin/orders/${order.id}`);
  const panel = page.getByRole("region", { name: "Refunds" });
  await expect(panel.getByTestId("refund-totals")).toContainText(/Paid\s*₹500\.00/);
  await expect(panel.getByText("No refunds yet.")).toBeVisible();

  const goodwill = panel.getByRole("radio", { name: "An amount (goodwill)" });
  await hydrated(goodwill);
  await goodwill.check();
  await panel.getByLabel("Amount in rupees (at most ₹500.00)").fill("200");
  await panel.getByLabel("Reason for this refund (required)").fill("Parcel arrived late");
  await panel.getByRole("button", { name: "Preview refund" }).click();
  await expect(panel.getByTestId("refund-preview")).toContainText("Refund ₹200.00");
  await expect(panel.getByTestId("refund-preview")).toContainText("Nothing is restocked.");
  await panel.getByRole("button", { name: "Confirm refund of ₹200.00" }).click();
  await expect(panel.getByRole("status")).toContainText(/Refunded ₹200\.00: credit note PAC\//);
  await expect(panel.getByTestId("refund-totals")).toContainText(/Refunded\s*₹200\.00/);
  await expect(panel.getByTestId("refund-totals")).toContainText(/Remaining\s*₹300\.00/);
  const made = panel.getByRole("table", { name: "Refunds made" });
  await expect(made).toContainText("₹200.00");
  await expect(made).toContainText(/processed/i);
  const stored = await database.refund.findFirstOrThrow({ where: { orderId: order.id } });
  expect(stored).toMatchObject({ amount: 20000, kind: "partial", status: "processed" });
  expect(stored.razorpayRefundId).toMatch(/^rfnd_/);

  // A second refund that would take the total past the payment is refused, and nothing is sent.
  await panel.getByLabel("Amount in rupees (at most ₹300.00)").fill("350");
  await panel.getByLabel("Reason for this refund (required)").fill("More goodwill");
  await panel.getByRole("button", { name: "Preview refund" }).click();
  await expect(panel.getByRole("alert")).toHaveText(
    "This refund is more than the order has left to refund: at most ₹300.00.",
  );
  await expect(panel.getByRole("button", { name: /Confirm refund/ })).toHaveCount(0);
  expect(await database.refund.count({ where: { orderId: order.id } })).toBe(1);

  // The shopper whose order it is sees the refund and its credit note on the order's page.
  const { context, shopper, customer } = await signInNewShopper(browser, database);
  await database.order.update({ where: { id: order.id }, data: { customerId: customer.id } });
  await shopper.goto(`/orders/${order.id}`);
  const refunds = shopper.getByTestId("order-refunds");
  await expect(refunds).toContainText("Refunded so far: ₹200.00");
  await expect(refunds).toContainText("To your original payment method");
  await expect(refunds.getByRole("link", { name: /Credit note PAC\// })).toBeVisible();
  await context.close();
});
