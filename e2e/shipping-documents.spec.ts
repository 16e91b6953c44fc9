import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";

test("an admin downloads the labels and the manifest of the selected shipped orders, and is told which orders have no shipment", async ({ admin: page, seedOrders }, testInfo) => {
  const tag = `L${Date.now()}`;
  const orders = await seedOrders.cashOnDelivery(tag, [{ name: "Label One", status: "confirmed" }, { name: "Label Two", status: "confirmed" }, { name: "Label Three", status: "confirmed" }]);
  // Two of them are booked with the (fake) courier, as the list's bulk "Create shipments" does.
  const booked = await page.request.post("/api/admin/createshipment/", { data: { order_ids: [orders["Label One"].id, orders["Label Two"].id] } });
  expect((await booked.json()).success).toBe(true);

  await page.goto(`/admin/orders?search=ORD-E2E-${tag}`);
  await page.getByRole("checkbox", { name: `Select order ${orders["Label One"].number}` }).check();
  await page.getByRole("checkbox", { name: `Select order ${orders["Label Two"].number}` }).check();
  const documents = page.getByRole("group", { name: "Shipping documents" });
  await expect(documents).toContainText("Shipping documents for 2 selected");

  for (const [button, name] of [["Download labels", /^labels_\d{4}-\d{2}-\d{2}\.pdf$/], ["Manifest", /^manifest_\d{4}-\d{2}-\d{2}\.pdf$/]] as const) {
    const [download] = await Promise.all([page.waitForEvent("download"), documents.getByRole("button", { name: button }).click()]);
    expect(download.suggestedFilename()).toMatch(name);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  }
  await page.screenshot({ path: testInfo.outputPath("shipping-documents-desktop.png") });

  await page.getByRole("checkbox", { name: `Select order ${orders["Label Three"].number}` }).check();
  await documents.getByRole("button", { name: "Download labels" }).click();
  await expect(documents.getByRole("alert")).toContainText(`No shipment to label for ${orders["Label Three"].number}: create the shipment first`);
  await page.setViewportSize({ width: 390, height: 844 });
  await documents.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("shipping-documents-mobile.png") });
});
