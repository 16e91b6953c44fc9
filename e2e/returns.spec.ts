import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { pdfText } from "../scripts/jest/pdf-text";
import {
  courierScans,
  expect,
  expectImageWidth,
  hydrated,
  payAtFakeRazorpay,
  signInNewShopper,
  test,
} from "./fixtures";

test("a shopper returns one of two lines of a delivered online order; the courier brings it back; the admin restocks and refunds it with a credit note of only that line", async ({
  admin: page,
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  // A delivered online order of two seeded products, paid through the fake Razorpay (its invoice issued on capture).
  const products = await database.product.findMany({
    where: { available: true, stock: { gt: 20 }, hsnCode: { not: null } },
    orderBy: { id: "asc" },
    distinct: ["hsnCode"],
    take: 2,
  });
  const { context, shopper, phone, customer } = await signInNewShopper(browser, database);
  const number = `ORD-E2E-RET${Date.now()}`;
  const total = products.reduce((sum, product) => sum + product.salePrice, 0);
  const order = await database.order.create({
    data: {
      orderNumber: number,
      customerId: customer.id,
      paymentMethod: "prepaid",
      status: "confirmed",
      paymentStatus: "pending",
      customerName: "Meera Iyer",
      customerEmail: "meera@example.in",
      customerPhone: phone.e164,
      recipientName: "Meera Iyer",
      recipientPhone: phone.e164,
      deliveryAddress: "4 Residency Road",
      deliveryCity: "Bengaluru",
      deliveryState: "Karnataka",
      deliveryPincode: "560025",
      itemsOriginalTotal: total,
      subtotal: total,
      total,
      items: {
        create: products.map((product) => ({
          productId: product.id,
          productName: product.name,
          quantity: 1,
          unitPrice: product.salePrice,
          discountPrice: product.salePrice,
          totalPrice: product.salePrice,
          gstRate: product.gstRate,
          hsnCode: product.hsnCode,
        })),
      },
      history: { create: { status: "confirmed", changedByName: "Customer" } },
    },
  });
  await payAtFakeRazorpay(database, order);
  await database.order.update({ where: { id: order.id }, data: { status: "delivered" } });
  await database.orderStatusHistory.create({
    data: { orderId: order.id, status: "delivered", paymentStatus: "paid", changedByName: "Courier" },
  });
  const [kept, returned] = products;

  // The shopper asks to return the second line.
  await shopper.goto(`/orders/${order.id}`);
  const returns = shopper.getByTestId("order-returns");
  const ask = returns.getByRole("button", { name: "Return items" });
  await hydrated(ask);
  await ask.click();
  const form = returns.getByRole("form", { name: "Return items" });
  await form.getByLabel(`Units of ${returned.name} to return`).selectOption("1");
  await form.getByLabel("Reason").selectOption("Damaged in transit");
  await form.getByLabel("Note (optional)").fill("The box was crushed");
  // Two photos through "Add photos": each uploaded with its thumbnail; one removed before sending.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  await form.getByTestId("return-photo-input").setInputFiles([
    { name: "crushed-box.png", mimeType: "image/png", buffer: photo },
    { name: "label.png", mimeType: "image/png", buffer: photo },
  ]);
  const chosen = form.getByRole("list", { name: "Chosen photos" }).getByTestId("return-photo-item");
  await expect(chosen).toHaveCount(2);
  await expect(chosen.filter({ hasText: "crushed-box.png" })).toContainText("Uploaded");
  await expect(chosen.filter({ hasText: "label.png" })).toContainText("Uploaded");
  await form.getByRole("button", { name: "Remove label.png" }).click();
  await expect(chosen).toHaveCount(1);
  await expect(form.getByRole("status")).toHaveText("label.png removed.");
  await form.getByRole("button", { name: "Send return request" }).click();
  await expect(returns.getByTestId("return-status")).toHaveText("Return requested");
  // The photo is on the return, private, and shown to the shopper (loaded with their session).
  const shown = returns.getByRole("img", { name: "Return photo 1 of 1" });
  await expect(shown).toBeVisible();
  await expectImageWidth(shown, 800);
  const [photoPath] = (await database.returnRequest.findFirstOrThrow({ where: { orderId: order.id } })).photos;
  expect(photoPath).toMatch(/^\/return-photos\/[0-9a-f]{32}\.webp$/);
  expect((await fetch(new URL(photoPath, shopper.url()))).status).toBe(401); // signed out

  // The admin finds it in the queue (filtered by status in the address) and approves it: the fake courier's pickup is booked.
  await page.goto("/admin/returns?status=requested");
  await page.getByRole("link", { name: `${number}-R1` }).click();
  const approve = page.getByRole("button", { name: "Approve and book pickup" });
  await hydrated(approve);
  await expectImageWidth(page.getByRole("img", { name: "Return photo 1 of 1" }), 800);
  await approve.click();
  await expect(page.getByTestId("return-status")).toHaveText("Pickup scheduled");
  const stored = await database.returnRequest.findFirstOrThrow({ where: { orderId: order.id } });
  const awb = stored.trackingNumber!;
  expect(awb).toMatch(/^\d+$/);

  // The courier picks it up at the shopper's and delivers it back to the shop (webhooks with is_return).
  await courierScans(awb);
  await courierScans(awb, "DELIVERED");
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("return-status")).toHaveText("Received by us", { timeout: 2_000 });
  }).toPass();

  // Inspected as sellable (back in stock), then refunded after the preview.
  const before = (await database.product.findUniqueOrThrow({ where: { id: returned.id } })).stock;
  await page.getByRole("button", { name: "Save inspection" }).click();
  await expect(page.getByRole("button", { name: "Preview refund" })).toBeVisible();
  expect((await database.product.findUniqueOrThrow({ where: { id: returned.id } })).stock).toBe(before + 1);
  await page.getByRole("button", { name: "Preview refund" }).click();
  const amount = `₹${(returned.salePrice / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId("return-refund-preview")).toContainText(`Refund ${amount}`);
  await page.getByRole("button", { name: `Confirm refund of ${amount}` }).click();
  await expect(page.getByTestId("return-status")).toHaveText("Refunded");
  const refund = await database.refund.findFirstOrThrow({ where: { orderId: order.id } });
  expect(refund).toMatchObject({ amount: returned.salePrice, status: "processed", kind: "partial" });

  // The shopper's order shows the partial refund; its credit note has only the returned line.
  await shopper.reload();
  await expect(shopper.getByTestId("return-status")).toHaveText("Refunded"); // refunded, then closed
  const refunds = shopper.getByTestId("order-refunds");
  await expect(refunds).toContainText(`Refunded so far: ${amount}`);
  const downloading = shopper.waitForEvent("download");
  await refunds.getByRole("link", { name: /Credit note PAC\// }).click();
  const text = (await pdfText(await readFile((await (await downloading).path())!))).replace(/\s+/g, " ");
  expect(text).toContain(returned.name);
  expect(text).not.toContain(kept.name);

  // The shopper asks to return the other line, then cancels it before any pickup is booked.
  await shopper.reload();
  const again = returns.getByRole("button", { name: "Return items" });
  await hydrated(again);
  await again.click();
  await form.getByLabel(`Units of ${kept.name} to return`).selectOption("1");
  await form.getByLabel("Reason").selectOption("Defective");
  await form.getByRole("button", { name: "Send return request" }).click();
  const second = returns.getByTestId("return-card").filter({ hasText: `Return ${number}-R2` });
  await expect(second.getByTestId("return-status")).toHaveText("Return requested");
  await second.getByRole("button", { name: "Cancel this return" }).click();
  await shopper.getByRole("alertdialog").getByRole("button", { name: "Cancel the return" }).click();
  await expect(second.getByTestId("return-status")).toHaveText("Cancelled");
  await expect(second.getByRole("button", { name: "Cancel this return" })).toHaveCount(0);
  await expect(second).toContainText("Closed:");
  // Staff see it in the queue's "Closed" filter.
  await page.goto("/admin/returns?status=closed");
  await expect(page.getByRole("row").filter({ hasText: `${number}-R2` })).toContainText("Cancelled");
  await context.close();
});
