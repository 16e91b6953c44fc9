import { formatINR } from "../lib/domain/format";
import {
  expect,
  FAKE_SHIPROCKET,
  fakeRazorpay,
  hydrated,
  openOrderEdit,
  paidOnlineOrderFor,
  signInNewShopper,
  test,
} from "./fixtures";

test("Collect on delivery: an admin edits a paid online order up (a line added), records the balance for collection on delivery, the link is cancelled and the courier is booked COD for exactly the balance", async ({
  admin: page,
  browser,
  database,
}) => {
  const tag = `OECD${Date.now()}`;
  const { context, shopper, phone, customer } = await signInNewShopper(browser, database);
  const [product, other] = await database.product.findMany({
    where: { available: true, stock: { gt: 10 } },
    orderBy: { id: "asc" },
    take: 2,
  });
  // The line added: the other product's variant, found in the picker by its SKU.
  const added = await database.productVariant.findFirstOrThrow({
    where: { productId: other.id, active: true, stock: { gt: 10 } },
    orderBy: { position: "asc" },
  });
  const order = await paidOnlineOrderFor(database, { customer, phone }, tag, [{ product, price: 100_000 }]);

  // Up: a line added from the product picker.
  const panel = await openOrderEdit(page, order.id);
  await panel.getByLabel("Add a product").fill(added.sku);
  await panel
    .getByRole("list", { name: "Matching products" })
    .getByRole("listitem")
    .filter({ hasText: added.sku })
    .getByRole("button", { name: "Add" })
    .click();
  await expect(panel.getByLabel(`Quantity of ${other.name} to add`)).toHaveValue("1");
  await panel.getByLabel("Reason (shown in the order's history)").fill("Customer asked for one more");
  await panel.getByRole("button", { name: "Preview" }).click();
  await expect(panel.getByTestId("order-edit-preview")).toContainText("(was ₹1,000.00)");
  await panel.getByRole("button", { name: "Save edit" }).click();
  await expect(panel.getByTestId("order-edits")).toContainText("Customer asked for one more");

  const edited = await database.order.findUniqueOrThrow({ where: { id: order.id } });
  const balance = edited.balanceDue;
  expect(balance).toBe(edited.total - 100_000);
  expect(balance).toBeGreaterThan(0);

  // The balance shows and the order cannot ship: no Create Shipment among its actions.
  await page.reload();
  await expect(page.getByTestId("balance-due")).toContainText(
    `Waiting for the balance: the customer owes ${formatINR(balance)} after an edit. The order cannot ship until it is paid.`,
  );
  await expect(page.getByTestId("payment-link")).toContainText(`Payment link for ${formatINR(balance)}`);
  const actions = page.getByRole("region", { name: "Actions" });
  await hydrated(actions.getByRole("button", { name: "Process", exact: true }));
  await expect(actions.getByRole("button", { name: "Create Shipment", exact: true })).toHaveCount(0);
  const link = await database.paymentLink.findFirstOrThrow({ where: { orderId: order.id } });

  // The admin records that the courier collects it in cash.
  const collect = page.getByRole("button", { name: `Collect ${formatINR(balance)} on delivery` });
  await hydrated(collect);
  await collect.click();
  await expect(page.getByTestId("balance-on-delivery")).toHaveText(
    `The courier collects the balance of ${formatINR(balance)} in cash on delivery.`,
  );
  await expect(page.getByTestId("balance-due")).toHaveCount(0);
  expect(await database.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
    balanceDue: 0,
    balanceOnDelivery: balance,
  });

  // The payment link is cancelled at Razorpay (the fake), so it can no longer be paid.
  await expect
    .poll(
      async () =>
        (await fakeRazorpay<{ status: string }>(`/v1/payment_links/${link.razorpayLinkId}`, undefined)).status,
    )
    .toBe("cancelled");

  // The shopper's order page: the cash to keep ready, no Pay now.
  await shopper.goto(`/orders/${order.id}`);
  await expect(shopper.getByTestId("balance-on-delivery")).toContainText(`${formatINR(balance)} to pay on delivery`);
  await expect(shopper.getByRole("button", { name: "Pay now" })).toHaveCount(0);

  // Create Shipment books a COD shipment for exactly the balance.
  await page.reload();
  await actions.getByRole("button", { name: "Create Shipment", exact: true }).click();
  await actions.getByRole("button", { name: "Confirm Create Shipment" }).click();
  await expect(page.getByTestId("tracking-number")).toBeVisible();
  const booked = (await (await fetch(`${FAKE_SHIPROCKET}/__fake/orders?reference=${order.orderNumber}`)).json()) as {
    payment_method: string;
    cod_amount: number;
    cancelled: boolean;
  }[];
  expect(booked.filter((each) => !each.cancelled)).toEqual([
    expect.objectContaining({ payment_method: "COD", cod_amount: balance / 100 }),
  ]);
  await context.close();
});
