import { enterCode, expect, FAKE_SHIPROCKET, sendCode, seriousAxe, test } from "./fixtures";

/** Drives the fake courier (as `npm run courier` does): a path, or one scan on; each scan is POSTed to the shop's webhook. */
async function courier(awb: string, body: Record<string, string>, route: "path" | "advance" = "advance") {
  const response = await fetch(`${FAKE_SHIPROCKET}/__fake/shipments/${awb}/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

test("a COD parcel undelivered twice is returned at the admin's word: stock back, no cash recorded", async ({
  admin: page,
  seedOrders,
  database,
}) => {
  const tag = `N${Date.now()}`;
  const { Nila: order } = await seedOrders.cashOnDelivery(tag, [{ name: "Nila", status: "confirmed" }]);
  // The seeded line sells the first product on sale's default variant.
  const variant = await database.productVariant.findFirstOrThrow({
    where: { isDefault: true, product: { available: true } },
    orderBy: { productId: "asc" },
    select: { id: true, productId: true, sku: true },
  });
  await database.orderItem.updateMany({
    where: { orderId: order.id },
    data: { productId: variant.productId, variantId: variant.id, variantSku: variant.sku },
  });
  const stockOf = async () =>
    (await database.productVariant.findUniqueOrThrow({ where: { id: variant.id }, select: { stock: true } })).stock;
  const before = await stockOf();

  await page.goto(`/admin/orders/${order.id}`);
  const actions = page.getByRole("region", { name: "Actions" });
  await actions.getByRole("button", { name: "Create Shipment", exact: true }).click();
  await actions.getByRole("button", { name: "Confirm Create Shipment" }).click();
  const tracking = page.getByTestId("tracking-number");
  await expect(tracking).toBeVisible();
  const awb = (await tracking.textContent())!.trim();

  // Picked up … a first failed attempt; out for delivery again, a second one.
  await courier(awb, { path: "undelivered" }, "path");
  await courier(awb, {});
  await courier(awb, { status: "UNDELIVERED", reason: "Customer refused to accept" });

  await page.goto(`/admin/ndr?search=${order.number}`);
  const row = page.getByTestId("ndr-row").filter({ hasText: order.number });
  await expect(row).toContainText("Customer refused to accept");
  await expect(row).toContainText("Waiting for an answer");
  await row.getByRole("link", { name: order.number }).click();

  const panel = page.getByRole("region", { name: "Delivery problems" });
  await expect(panel.getByTestId("ndr-attempt")).toHaveCount(2);
  await expect(panel.getByTestId("ndr-attempt").first()).toContainText("Attempt 1: Consignee unavailable");
  await panel.getByLabel("Return to us (cannot be undone)").check();
  await panel.getByLabel("Note for the courier").fill("Refused twice");
  await panel.getByRole("button", { name: "Return to us" }).click();
  await expect(panel.getByTestId("ndr-answered")).toHaveText("Return asked: the courier has it.");
  await expect(panel.getByTestId("ndr-attempt").last()).toContainText("Return asked (RTO) by");

  // The courier brings it back: RTO initiated, RTO delivered.
  await courier(awb, {});
  await courier(awb, {});
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("rto-status")).toContainText("Returned to us: back on", { timeout: 2_000 });
  }).toPass();
  const history = page.getByRole("list", { name: "Status history" });
  await expect(history).toContainText("The parcel is back with us (RTO delivered)");
  await expect(history).not.toContainText("Cash collected");
  await expect(page.getByText("Payment: pending")).toBeVisible();
  expect(await stockOf()).toBe(before + 1);
  const stored = await database.order.findUniqueOrThrow({ where: { id: order.id } });
  expect(stored).toMatchObject({ status: "returned", paymentStatus: "pending" });
  expect(await database.refund.count({ where: { orderId: order.id } })).toBe(0);

  await page.goto(`/admin/ndr?state=return&search=${order.number}`);
  await expect(page.getByTestId("ndr-row").filter({ hasText: order.number })).toContainText("Returning to us");
});

test("the shopper answers an undelivered parcel on their order page: Deliver again, once, through staff's path", async ({
  admin: page,
  seedOrders,
  database,
}) => {
  const { Ira: order } = await seedOrders.cashOnDelivery(`S${Date.now()}`, [{ name: "Ira", status: "confirmed" }]);
  await page.goto(`/admin/orders/${order.id}`);
  const actions = page.getByRole("region", { name: "Actions" });
  await actions.getByRole("button", { name: "Create Shipment", exact: true }).click();
  await actions.getByRole("button", { name: "Confirm Create Shipment" }).click();
  const tracking = page.getByTestId("tracking-number");
  await expect(tracking).toBeVisible();
  await courier((await tracking.textContent())!.trim(), { path: "undelivered" }, "path");

  // The order's shopper signs in with their phone in a browser of their own.
  const { customer } = await database.order.findUniqueOrThrow({
    where: { id: order.id },
    select: { customer: { select: { phone: true } } },
  });
  const shopper = await (
    await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await shopper.goto("/login");
  await sendCode(shopper, customer!.phone.replace(/^\+91/, ""));
  await enterCode(shopper, customer!.phone);
  await shopper.goto(`/orders/${order.id}`);
  // The page of a shipped order leads with its status, not the thank-you of a just-placed order.
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Order shipped");
  await expect(shopper.getByText("Thank you! Your order is placed")).toHaveCount(0);
  const panel = shopper.getByRole("region", { name: "We could not deliver your parcel" });
  await expect(panel).toContainText("Attempt 1");
  await expect(panel).toContainText("Consignee unavailable");
  expect(await seriousAxe(shopper, ["#delivery-attempt-title", "form"])).toEqual([]);
  // Screens to look at in the test's output folder, on a desktop and a phone.
  await shopper.screenshot({ path: test.info().outputPath("ndr-answer-desktop.png"), fullPage: true });
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shopper.screenshot({ path: test.info().outputPath("ndr-answer-phone.png"), fullPage: true });
  await panel.getByLabel("Landmark or directions (optional)").fill("Blue gate beside the temple");
  await panel.getByRole("button", { name: "Deliver again" }).click();
  await expect(panel.getByRole("status")).toContainText("You asked for another delivery on");
  await expect(panel.getByRole("button", { name: "Deliver again" })).toHaveCount(0);

  const attempt = await database.ndrAttempt.findFirstOrThrow({
    where: { shipment: { orderId: order.id } },
    orderBy: { attempt: "desc" },
  });
  expect(attempt).toMatchObject({ action: "reattempt", actionByName: "Customer" });
  expect(attempt.actionComment).toContain("Blue gate beside the temple");
  await page.reload();
  await expect(page.getByRole("region", { name: "Delivery problems" }).getByTestId("ndr-attempt").last()).toContainText(
    "Re-attempt asked by Customer",
  );
  await shopper.context().close();
});
