import { courierScans, expect, test } from "./fixtures";

test("an admin ships an order through the courier, its scans mark it delivered, and the tracking page shows them", async ({
  admin: page,
  seedOrders,
}) => {
  const tag = `C${Date.now()}`;
  const { Courier: order } = await seedOrders.cashOnDelivery(tag, [{ name: "Courier", status: "confirmed" }]);
  await page.goto(`/admin/orders/${order.id}`);
  const actions = page.getByRole("region", { name: "Actions" });
  await actions.getByRole("button", { name: "Process", exact: true }).click();
  await actions.getByRole("button", { name: "Confirm Process" }).click();
  await expect(page.getByRole("list", { name: "Status history" }).getByText("processing")).toBeVisible();
  await actions.getByRole("button", { name: "Create Shipment", exact: true }).click();
  await page.getByLabel("Notes (optional)").fill("Fragile: glass bottle");
  await actions.getByRole("button", { name: "Confirm Create Shipment" }).click();
  const tracking = page.getByTestId("tracking-number");
  await expect(tracking).toBeVisible();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Fragile: glass bottle");
  const awb = (await tracking.textContent())!.trim();

  await courierScans(awb); // picked up
  await courierScans(awb, "DELIVERED");
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole("list", { name: "Status history" }).getByText("Delivered, as the courier's tracking reports"),
    ).toBeVisible({ timeout: 10_000 }); // the admin's order loads after the page: seconds on a busy machine
  }).toPass();
  // The courier collected the cash of this cash-on-delivery order.
  await expect(page.getByRole("list", { name: "Status history" })).toContainText(
    "Cash collected: ₹500.00, collected by the courier on delivery",
  );
  await expect(page.getByText("Payment: paid")).toBeVisible();

  await page.goto(`/track/${awb}`);
  await expect(page.getByTestId("tracking-awb")).toHaveText(awb);
  await expect(page.getByTestId("tracking-status")).toHaveText("Delivered");
  await expect(page.getByTestId("tracking-scan").first()).toContainText("Delivered");
  expect(await page.getByTestId("tracking-scan").count()).toBeGreaterThanOrEqual(2);

  const unknown = await page.goto("/track/NO-SUCH-AWB");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  expect(unknown?.status()).toBe(404); // issue 26
});
