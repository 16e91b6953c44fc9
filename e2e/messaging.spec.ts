import { CONSENT_TEXTS } from "../lib/domain/consent";
import { addToCart, expect, mailFor, MAIL_CATCHER as CATCHER, hydrated, runJobNow, test } from "./fixtures";

/** The path and query of the first link in `text` that leads to `path` (the e-mail names the shop's public address). */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path.replace(/[/?]/g, "\\$&")}[^\\s\\])]*)`).exec(text);
  expect(match, `a link to ${path} in: ${text}`).not.toBeNull();
  return match![1];
}

test("the newsletter subscribes an address only once its owner follows the e-mailed link", async ({ page }) => {
  const email = `double.optin.${Date.now()}@example.in`;
  await page.goto("/blog");
  const box = page.getByRole("textbox", { name: "Email address" });
  await hydrated(box);
  await box.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you! Please check your inbox and confirm your subscription." }),
  ).toBeVisible();

  const [mail] = await mailFor(email);
  expect(mail.subject).toMatch(/^Confirm your subscription to /);
  await page.goto(linkTo(mail.text, "/newsletter/confirm?token="));
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  const button = page.getByRole("button", { name: "Confirm my subscription" });
  await hydrated(button);
  await button.click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Thank you for subscribing! Your subscription is confirmed.",
  );

  // The same link again: nothing changes, and the page says so.
  await page.reload();
  await hydrated(page.getByRole("button", { name: "Confirm my subscription" }));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your subscription is already confirmed.");
});

test("a confirmation link that was tampered with is refused, with Retry", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=eyJwIjoibmV3c2xldHRlci1jb25maXJtIn0.forged-signature");
  const button = page.getByRole("button", { name: "Confirm my subscription" });
  await hydrated(button);
  await button.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "This confirmation link is not valid. Please subscribe again from the shop.",
  );
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
});

test("an abandoned cart gets one reminder, whose link restores it and whose one-click unsubscribe works", async ({
  shopper: page,
  seed,
  database,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await addToCart(page, seed.chyawanprash.id, 2);
  await page.goto("/profile");
  const phone = `+${(await page.locator("#profile-phone").inputValue()).replace(/\D/g, "")}`;
  const customer = await database.customer.findUniqueOrThrow({ where: { phone } });
  const email = `cart.reminder.${Date.now()}@example.in`;
  // The shopper's address and their consent to marketing e-mail, as the profile records them.
  await database.customer.update({ where: { id: customer.id }, data: { email } });
  await database.consent.create({
    data: {
      customerId: customer.id,
      purpose: "marketing_email",
      channel: "email",
      granted: true,
      source: "preferences",
      textVersion: CONSENT_TEXTS.marketing_email.version,
    },
  });
  // Three hours untouched: past the default delay of two.
  const cart = await database.cart.findUniqueOrThrow({ where: { customerId: customer.id } });
  await database.$executeRaw`UPDATE "Cart" SET "updatedAt" = now() - interval '3 hours' WHERE id = ${cart.id}`;

  await runJobNow("abandoned-carts");
  const [mail] = await mailFor(email);
  expect(mail.subject).toBe("You left something in your cart");
  expect(mail.text).toContain("Chyawanprash Special");
  // A second run the same day: still one reminder.
  await runJobNow("abandoned-carts");
  await expect.poll(() => database.cartReminder.count({ where: { cartId: cart.id } })).toBe(1);
  expect(await mailFor(email)).toHaveLength(1);

  // The shopper empties the cart elsewhere; the reminder's link brings it back.
  await database.cartItem.deleteMany({ where: { cartId: cart.id } });
  await page.goto(linkTo(mail.text, "/api/carts/restore/?token="));
  await page.waitForURL(/\/cart\?reminder=restored$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Welcome back! Your cart is as you left it." }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Chyawanprash Special");
  const lines = await database.cartItem.findMany({ where: { cartId: cart.id } });
  expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[seed.chyawanprash.id, 2]]);

  // One-click unsubscribe (RFC 8058): what a mailbox provider posts to the List-Unsubscribe URL, without a cookie.
  const raw = await (await fetch(`${CATCHER}/messages/${mail.id}.eml`)).text();
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
  const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(raw.replace(/\r\n[ \t]+/g, " "));
  expect(header).not.toBeNull();
  const target = new URL(header![1]);
  const unsubscribed = await fetch(new URL(`${target.pathname}${target.search}`, baseURL), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(unsubscribed.status).toBe(200);
  const latest = await database.consent.findFirstOrThrow({
    where: { customerId: customer.id, purpose: "marketing_email" },
    orderBy: { id: "desc" },
  });
  expect(latest).toMatchObject({ granted: false, source: "unsubscribe_link" });
});

test("an out-of-stock product's page takes a 'notify me' by e-mail, which the portal's waiting list shows", async ({
  page,
  database,
  editorCookies,
}) => {
  const product = await database.product.findFirstOrThrow({ where: { stock: 0 }, orderBy: { id: "desc" } });
  const email = `waiting.${Date.now()}@example.in`;
  await page.goto(`/product/${product.id}`);
  const notify = page.getByRole("region", { name: "Notify me" });
  const box = notify.getByRole("textbox", { name: "Your e-mail address" });
  await hydrated(box);
  await box.fill(email);
  await notify.getByRole("button", { name: "Notify me", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We will tell you once, when it is back in stock." }),
  ).toBeVisible();
  const alert = await database.stockAlert.findFirstOrThrow({ where: { productId: product.id, email } });
  expect(alert).toMatchObject({ channel: "email", notifiedAt: null });

  await page.context().addCookies(editorCookies);
  await page.goto(`/portal/stock-alerts?search=${encodeURIComponent(product.sku)}`);
  await expect(page.getByTestId("stock-alert-row").filter({ hasText: email })).toContainText(product.name);
});

test("'notify me' on a sold-out size: the portal shows the size, and one e-mail goes out when that size is back", async ({
  page,
  database,
  editorCookies,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const category = await database.category.findFirstOrThrow({ orderBy: { id: "asc" } });
  // A product of two packs: 60 capsules in stock, 120 capsules sold out.
  const product = await database.product.create({
    data: {
      name: `Brahmi Vati ${stamp}`,
      slug: `brahmi-vati-${stamp}`,
      sku: `BRAHMI-${stamp}-60`,
      price: 45000,
      salePrice: 45000,
      stock: 10,
      unitLabel: "60 tablets",
      categoryId: category.id,
      options: { create: { name: "Pack", position: 0, values: ["60 tablets", "120 tablets"] } },
    },
  });
  await database.productVariant.updateMany({
    where: { productId: product.id },
    data: { optionValues: ["60 tablets"] },
  });
  const large = await database.productVariant.create({
    data: {
      productId: product.id,
      sku: `BRAHMI-${stamp}-120`,
      position: 1,
      optionValues: ["120 tablets"],
      unitLabel: "120 tablets",
      price: 80000,
      salePrice: 80000,
      stock: 0,
    },
  });
  const email = `size.waiting.${stamp}@example.in`;

  await page.goto(`/product/${product.id}`);
  const main = page.getByRole("main");
  const pack = main.getByRole("group", { name: /^Pack/ });
  const soldOut = pack.getByRole("radio", { name: /120 tablets/ });
  await hydrated(soldOut);
  // The size in stock is chosen and sold: no "notify me".
  await expect(pack.getByRole("radio", { name: /60 tablets/ })).toBeChecked();
  await expect(main.getByRole("region", { name: "Notify me" })).toHaveCount(0);
  await soldOut.check();
  await expect(page).toHaveURL(`/product/${product.id}?variant=${large.id}`);
  const notify = main.getByRole("region", { name: "Notify me" });
  await expect(notify).toContainText("Tell me when 120 tablets is back in stock");
  await expect(main.getByRole("button", { name: "Add to Cart" }).first()).toBeDisabled();
  const asked = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname.endsWith("/stock-alert/"),
  );
  await notify.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await notify.getByRole("button", { name: "Notify me", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We will tell you once, when it is back in stock." }),
  ).toBeVisible();
  expect((await asked).postDataJSON()).toEqual({ channel: "email", email, variant_id: large.id });
  const alert = await database.stockAlert.findFirstOrThrow({ where: { productId: product.id, email } });
  expect(alert).toMatchObject({ variantId: large.id, notifiedAt: null });

  // The portal's waiting list names the size.
  await page.context().addCookies(editorCookies);
  await page.goto(`/portal/stock-alerts?search=${encodeURIComponent(product.name)}`);
  const row = page.getByTestId("stock-alert-row").filter({ hasText: email });
  await expect(row).toContainText("120 tablets");
  await expect(row).toContainText(large.sku);

  // The 60 tablets restocked: nothing for this wait. The 120 back: one e-mail, however often the job runs.
  await database.productVariant.updateMany({
    where: { productId: product.id, isDefault: true },
    data: { stock: 20 },
  });
  await runJobNow("back-in-stock");
  await expect
    .poll(
      async () =>
        (
          await database.$queryRaw<{ count: bigint }[]>`
          SELECT count(*) FROM pgboss.job WHERE name = 'back-in-stock' AND state IN ('created', 'retry', 'active')`
        )[0].count,
      { timeout: 30_000 },
    )
    .toBe(BigInt(0));
  expect((await database.stockAlert.findFirstOrThrow({ where: { email } })).notifiedAt).toBeNull();

  await database.productVariant.update({ where: { id: large.id }, data: { stock: 6 } });
  await runJobNow("back-in-stock");
  const [mail] = await mailFor(email);
  expect(mail.subject).toBe(`Back in stock: ${product.name}, 120 tablets`);
  expect(linkTo(mail.text, `/product/${product.id}`)).toBe(`/product/${product.id}?variant=${large.id}`);
  await runJobNow("back-in-stock");
  await expect
    .poll(
      async () =>
        (
          await database.$queryRaw<{ count: bigint }[]>`
          SELECT count(*) FROM pgboss.job WHERE state IN ('created', 'retry', 'active')
            AND (name = 'back-in-stock' OR (name = 'stock-alert' AND (data->>'alertId')::int = ${alert.id}))`
        )[0].count,
      { timeout: 30_000 },
    )
    .toBe(BigInt(0));
  expect(await mailFor(email)).toHaveLength(1);
});
