import { whatsAppFakePort } from "../lib/local-whatsapp";
import { CONSENT_TEXTS } from "../lib/domain/consent";
import {
  addToCart,
  enterCode,
  expect,
  fillCheckoutAs,
  freshPhone,
  KAVYA_IN_KOCHI,
  placeCodOrderAtCheckout,
  sendCode,
  test,
  type Page,
} from "./fixtures";

const FAKE_WHATSAPP = `http://127.0.0.1:${whatsAppFakePort()}`;

type Sent = { to: string; template: string; parameters: string[]; text: string; statuses: string[] };

/** What the fake Cloud API was asked to send to `to` (digits only), oldest first. */
async function sentTo(to: string): Promise<Sent[]> {
  const response = await fetch(`${FAKE_WHATSAPP}/__fake/messages`);
  return ((await response.json()) as Sent[]).filter((message) => message.to === to);
}

/** The shopper's WhatsApp number as the Cloud API writes it: their account's phone, digits only. */
async function whatsAppNumber(page: Page): Promise<string> {
  await page.goto("/profile");
  return (await page.locator("#profile-phone").inputValue()).replace(/\D/g, "");
}

/** Checkout with a new address, the WhatsApp box ticked or not, and Place Order; answers the order's id. */
async function placeCodOrder(page: Page, optIn: boolean): Promise<number> {
  await fillCheckoutAs(page, { ...KAVYA_IN_KOCHI, email: `kavya.${Date.now()}@example.in` });
  const box = page.getByRole("checkbox", { name: "Order updates on WhatsApp" });
  await expect(box).not.toBeChecked();
  if (optIn) await box.check();
  return (await placeCodOrderAtCheckout(page)).id;
}

test("a shopper who opts in at checkout gets the placed message, and the shipped one when staff ship it", async ({
  shopper: page,
  seed,
  browser,
  adminCookies,
}) => {
  test.setTimeout(120_000);
  const to = await whatsAppNumber(page);
  await addToCart(page, seed.chyawanprash.id, 1);
  const orderId = await placeCodOrder(page, true);
  const orderNumber = (await page.getByTestId("order-number").textContent())!;

  await expect
    .poll(async () => (await sentTo(to)).map((message) => message.template), { timeout: 30_000 })
    .toEqual(["order_placed"]);
  expect((await sentTo(to))[0].text).toContain(`order ${orderNumber}`);

  const staff = await browser.newContext();
  await staff.addCookies(adminCookies);
  const admin = await staff.newPage();
  await admin.goto(`/admin/orders/${orderId}`);
  const actions = admin.getByRole("region", { name: "Actions" });
  for (const action of ["Confirm", "Process", "Create Shipment"]) {
    await actions.getByRole("button", { name: action, exact: true }).click();
    await actions.getByRole("button", { name: `Confirm ${action}` }).click();
    await expect(actions.getByRole("button", { name: `Confirm ${action}` })).toBeHidden();
  }
  const awb = (await admin.getByTestId("tracking-number").textContent())!.trim();

  await expect
    .poll(async () => (await sentTo(to)).map((message) => message.template), { timeout: 30_000 })
    .toEqual(["order_placed", "order_shipped"]);
  const shipped = (await sentTo(to))[1];
  expect(shipped.parameters[1]).toBe(orderNumber);
  expect(shipped.parameters[3]).toMatch(new RegExp(`/track/${awb}$`));

  // The order page says what the shopper was sent, on which channel, with the fake's status callbacks recorded.
  // The list loads after the page (a client query): under a busy machine that alone can take seconds.
  await expect(async () => {
    await admin.reload();
    const sent = admin.getByRole("list", { name: "Messages sent" });
    await expect(sent.getByText(/WhatsApp/)).toHaveCount(2, { timeout: 10_000 });
    await expect(sent.getByText(/E-mail/).first()).toBeVisible({ timeout: 2_000 });
    await expect(sent.getByText("delivered ·")).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await staff.close();
});

test("a shopper who leaves the box unticked gets no WhatsApp message, and can opt in on the preferences page", async ({
  shopper: page,
  seed,
  database,
}) => {
  test.setTimeout(90_000);
  const to = await whatsAppNumber(page);
  await addToCart(page, seed.chyawanprash.id, 1);
  const orderId = await placeCodOrder(page, false);

  // The order's WhatsApp job ran and found no consent: nothing was sent (nor refused by the fake).
  await expect
    .poll(
      async () =>
        database.$queryRaw<{ state: string; output: unknown }[]>`
          SELECT state::text, output FROM pgboss.job
          WHERE name = 'whatsapp-order-update' AND (data->>'orderId')::int = ${orderId}`,
      { timeout: 30_000 },
    )
    .toEqual([{ state: "completed", output: { outcome: "no-consent" } }]);
  expect(await sentTo(to)).toEqual([]);

  await page.goto("/profile");
  await page.getByRole("link", { name: "Notification preferences" }).click();
  const box = page.getByRole("checkbox", { name: "Order updates on WhatsApp" });
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your preferences are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Order updates on WhatsApp" })).toBeChecked();
});

test("sign-up offers the consents unticked and records the ones the shopper ticks", async ({ page }) => {
  const phone = freshPhone();
  await page.goto("/register");
  for (const purpose of Object.values(CONSENT_TEXTS))
    await expect(page.getByRole("checkbox", { name: purpose.text })).not.toBeChecked();
  await page.getByRole("checkbox", { name: CONSENT_TEXTS.order_updates_whatsapp.text }).check();
  await sendCode(page, phone.typed);
  await enterCode(page, phone.e164);
  await page.waitForURL(/\/checkout/);

  await page.goto("/profile/notifications");
  await expect(page.getByRole("checkbox", { name: "Order updates on WhatsApp" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Offers and news by e-mail" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Offers and news on WhatsApp" })).not.toBeChecked();
});
