import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";

test("an admin downloads the labels and the manifest of the selected shipped orders, and is told which orders have no shipment", async ({
  admin: page,
  seedOrders,
}, testInfo) => {
  const tag = `L${Date.now()}`;
  const orders = await seedOrders.cashOnDelivery(tag, [
    { name: "Label One", status: "confirmed" },
    { name: "Label Two", status: "confirmed" },
    { name: "Label Three", status: "confirmed" },
  ]);
  // Two of them are booked with the (fake) courier, as the list's bulk "Create shipments" does.
  const booked = await page.request.post("/api/admin/createshipment/", {
    data: { order_ids: [orders["Label One"].id, orders["Label Two"].id] },
  });
  expect((await booked.json()).success).toBe(true);

  await page.goto(`/admin/orders?search=ORD-E2E-${tag}`);
  await page.getByRole("checkbox", { name: `Select order ${orders["Label One"].number}` }).check();
  await page.getByRole("checkbox", { name: `Select order ${orders["Label Two"].number}` }).check();
  const documents = page.getByRole("group", { name: "Shipping documents" });
  await expect(documents).toContainText("Shipping documents for 2 selected");

  for (const [button, name] of [
    ["Download labels", /^labels_\d{4}-\d{2}-\d{2}\.pdf$/],
    ["Manifest", /^manifest_\d{4}-\d{2}-\d{2}\.pdf$/],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      documents.getByRole("button", { name: button }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(name);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  }
  await page.screenshot({ path: testInfo.outputPath("shipping-documents-desktop.png") });

  await page.getByRole("checkbox", { name: `Select order ${orders["Label Three"].number}` }).check();
  await documents.getByRole("button", { name: "Download labels" }).click();
  await expect(documents.getByRole("alert")).toContainText(
    `No shipment to label for ${orders["Label Three"].number}: create the shipment first`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await documents.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("shipping-documents-mobile.png") });
});

test("bulk Create Shipments says it is booking, then shows each order's AWB or refusal, and their labels and manifest download at once", async ({
  admin: page,
  seedOrders,
  database,
}) => {
  const tag = `B${Date.now()}`;
  const orders = await seedOrders.cashOnDelivery(tag, [
    { name: "Bulk One", status: "confirmed" },
    { name: "Bulk Two", status: "confirmed" },
    { name: "Bulk Three", status: "pending" },
  ]);
  await page.goto(`/admin/orders?search=ORD-E2E-${tag}`);
  for (const order of Object.values(orders))
    await page.getByRole("checkbox", { name: `Select order ${order.number}` }).check();

  // The courier takes its time (seconds per order in real life): the booking is held until the screen has been checked.
  let answer!: () => void;
  const courierAnswers = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/admin/createshipment/", async (route) => {
    await courierAnswers;
    await route.continue();
  });
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Create Shipments" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking 3 shipments…" })).toBeVisible();
  const waiting = page.getByRole("region", { name: "Bulk actions" }).getByRole("group", { name: "Shipping documents" });
  await expect(waiting.getByRole("button", { name: "Download labels" })).toBeDisabled();
  await expect(waiting).toContainText("once the shipments are booked");
  answer();

  const booked = page.getByRole("list", { name: "Orders updated" });
  await expect(page.getByText("2 of 3 shipments booked")).toBeVisible();
  for (const name of ["Bulk One", "Bulk Two"]) {
    const { trackingNumber } = await database.order.findUniqueOrThrow({ where: { id: orders[name].id } });
    expect(trackingNumber).toMatch(/^\d+$/);
    await expect(booked).toContainText(`${orders[name].number}: shipment booked, AWB ${trackingNumber}`);
  }
  await expect(page.getByRole("list", { name: "Orders not changed" })).toContainText(
    `${orders["Bulk Three"].number}: Cannot ship an order that is pending.`,
  );

  // The selection is cleared; the booked orders' documents are offered with the results.
  const documents = page.getByRole("group", { name: "Shipping documents" });
  await expect(documents).toHaveCount(1);
  await expect(documents).toContainText("Shipping documents for 2 booked");
  for (const button of ["Download labels", "Manifest"]) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      documents.getByRole("button", { name: button }).click(),
    ]);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  }
});
