import {
  addToCart,
  expect,
  mailFor,
  MAIL_CATCHER as CATCHER,
  fillCheckoutAs,
  KAVYA_IN_KOCHI,
  test,
  type Page,
} from "./fixtures";

/** Checkout for Kavya in Kochi, who gives `email`. */
const fillCheckout = (page: Page, email: string) => fillCheckoutAs(page, { ...KAVYA_IN_KOCHI, email });

test("a COD order shows its confirmation page and its confirmation e-mail arrives", async ({ shopper: page, seed }) => {
  test.setTimeout(90_000);
  const email = `kavya.${Date.now()}@example.in`;
  await addToCart(page, seed.chyawanprash.id, 2);
  await fillCheckout(page, email);
  await page.getByRole("button", { name: "Place Order" }).click();

  await page.waitForURL(/\/orders\/\d+$/);
  const confirmation = page.getByTestId("order-confirmation");
  await expect(confirmation.getByRole("heading", { name: "Thank you! Your order is placed" })).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").textContent())!;
  expect(orderNumber).toMatch(/^ORD-/);
  await expect(confirmation).toContainText("What happens next");
  await expect(confirmation).toContainText("Chyawanprash Special");
  await expect(confirmation).toContainText("21 Marine Drive");
  const total = (await page.getByTestId("confirmation-total").textContent())!;

  const [mail] = await mailFor(email);
  expect(mail.subject).toBe(`Order ${orderNumber} placed: thank you!`);
  expect(mail.text).toContain(orderNumber);
  expect(mail.text).toContain("Chyawanprash Special");
  expect(mail.text).toContain("21 Marine Drive");
  expect(mail.text).toContain(total);
  // The HTML, as a mail program shows it.
  await page.goto(`${CATCHER}/messages/${mail.id}.html`);
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/mail-order-placed.png", fullPage: true });

  // Another shopper's order, or none, is not shown.
  await page.goto("/orders/999999999");
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
});

test("a failed online payment is retried from /orders and paid; the payment page then says it is paid", async ({
  shopper: page,
  seed,
}) => {
  test.setTimeout(90_000);
  const email = `retry.${Date.now()}@example.in`;
  await addToCart(page, seed.giloy.id, 1);
  await fillCheckout(page, email);
  await page.getByRole("radio", { name: /Pay Online/ }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/razorpay-payment/);
  const payment = new URL(page.url());
  await page.getByRole("button", { name: /Pay ₹249.00/ }).click();
  await page.getByRole("dialog", { name: "Razorpay Checkout" }).getByRole("button", { name: "Fail payment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "bank declined" })).toHaveText(
    "Payment failed because the bank declined it",
  );

  // The shopper leaves; the order waits for its payment on /orders, with Pay now. The decline reaches the shop
  // by Razorpay's webhook, which may come after the shopper has left the payment page.
  const card = page.getByTestId("order-card").first();
  await expect(async () => {
    await page.goto("/orders");
    await expect(card).toContainText("Failed", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await card.getByRole("link", { name: "Pay now" }).click();
  await page.waitForURL(/\/razorpay-payment\?order=\d+&return=\/orders\/\d+/);
  await page.getByRole("button", { name: /Pay ₹249.00/ }).click();
  await page.getByRole("dialog", { name: "Razorpay Checkout" }).getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL(/\/orders\/\d+\?paymentSuccess=true/);
  await expect(page.getByRole("heading", { name: "Payment received", exact: true })).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").textContent())!;

  const [mail] = await mailFor(email);
  expect(mail.subject).toBe(`Payment received for order ${orderNumber}`);

  // The payment page of a paid order says so up front: no Pay button.
  await page.goto(`${payment.pathname}${payment.search}`);
  await expect(page.getByRole("heading", { name: "This order is paid" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Pay ₹/ })).toHaveCount(0);
});

// Also leaves screenshots to look at in the test's output folder (test-results/).
test("an admin sees a failed job on /admin/jobs and retries it; the screens on a desktop and a phone", async ({
  admin: page,
  database,
  seedOrders,
}, testInfo) => {
  test.setTimeout(90_000);
  const { Delivered: order } = await seedOrders.cashOnDelivery(`jobs${Date.now() % 100000}`, [
    { name: "Delivered", status: "shipped" },
  ]);
  // A job that used every retry: what pg-boss leaves in the dead-letter state.
  await database.$executeRaw`
    INSERT INTO pgboss.job (name, data, state, retry_limit, retry_count, started_on, completed_on, output)
    VALUES ('order-delivered', ${JSON.stringify({ event: "order-delivered", orderId: order.id })}::jsonb, 'failed', 6, 6, now(), now(), '{"message":"Greeting never received from smtp.example.in"}'::jsonb)`;
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  await page.goto("/admin/jobs");
  const row = page.getByTestId("job-row").filter({ hasText: order.number });
  await expect(row).toContainText("Greeting never received from smtp.example.in");
  await expect(row).toContainText("failed");
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(`jobs-${name}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await row.getByRole("button", { name: "Retry" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("status").filter({ hasText: `will run again in a moment` })).toBeVisible();
  // The worker runs it (the seeded order has no e-mail address, so it completes with nothing to send).
  await expect
    .poll(
      async () => {
        const [job] = await database.$queryRaw<
          { state: string }[]
        >`SELECT state::text FROM pgboss.job WHERE name = 'order-delivered' AND (data->>'orderId')::int = ${order.id}`;
        return job.state;
      },
      { timeout: 30_000 },
    )
    .toBe("completed");
  const audit = await database.auditEntry.findFirst({
    where: { entity: "job", action: "retry" },
    orderBy: { id: "desc" },
  });
  expect(audit?.staffName).toBeTruthy();
});

test("the confirmation page and the payment page of an expired order, on a desktop and a phone", async ({
  shopper: page,
  seed,
  database,
}, testInfo) => {
  test.setTimeout(90_000);
  await addToCart(page, seed.giloy.id, 1);
  await fillCheckout(page, `expired.${Date.now()}@example.in`);
  await page.getByRole("radio", { name: /Pay Online/ }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/razorpay-payment\?order=(\d+)/);
  const orderId = Number(new URL(page.url()).searchParams.get("order"));
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: "Payment pending" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Pay now/ })).toBeVisible();
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(`confirmation-payable-${name}`);
  }

  // The window passes: the payment page says so up front, and /orders no longer offers Pay now.
  await database.order.update({ where: { id: orderId }, data: { paymentExpiresAt: new Date(Date.now() - 60_000) } });
  await page.goto(`/razorpay-payment?order=${orderId}&return=/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Pay ₹/ })).toHaveCount(0);
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(`payment-not-completed-${name}`);
  }
  await page.goto("/orders");
  const card = page.getByTestId("order-card").first();
  await expect(card).toContainText("Payment not completed");
  await expect(card.getByRole("link", { name: "Pay now" })).toHaveCount(0);
});
