import { env } from "@/lib/env";
import { fakeWhatsAppEnv } from "@/lib/local-whatsapp";
import { addItem, getCart, clearCart } from "@/lib/server/cart/service";
import { db } from "@/lib/server/db";
import { createOrder } from "@/lib/server/orders/create-order";
import { cartReminderReport } from "@/lib/server/reports/cart-reminders";
import { signLinkToken } from "@/lib/server/security/signed-links";
import { shopDay } from "@/lib/domain/shop-days";
import { withFakeWhatsApp } from "@/scripts/jest/fake-whatsapp";
import { withMailCatcher } from "@/scripts/jest/mail-catcher";
import { GET as restoreRoute } from "@/app/api/carts/restore/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { NextRequest } from "next/server";
import {
  claimAbandonedCarts,
  claimReminder,
  restoreReminderCart,
  restoreUrl,
  sendCartReminder,
} from "./abandoned-carts";
import { consentsOf, recordConsents } from "./consents";

jest.setTimeout(60_000);

const cloud = withFakeWhatsApp();
const mailbox = withMailCatcher();
beforeAll(() => void Object.assign(env(), fakeWhatsAppEnv(cloud.fake.url)));
afterAll(() => db.$disconnect());

let counter = 0;
const HOUR = 3600_000;

async function products(count: number) {
  return db.product.findMany({ where: { available: true, stock: { gt: 50 } }, orderBy: { id: "asc" }, take: count });
}

/**
 * A signed-in shopper whose cart (filled through the cart's own functions) was last touched `idleMs`
 * ago; with an e-mail address, they consented to marketing e-mail unless told otherwise.
 */
async function abandonedCart(
  idleMs: number,
  { email = true, lines = 2, consent }: { email?: boolean; lines?: number; consent?: boolean } = {},
) {
  counter += 1;
  const customer = await db.customer.create({
    data: {
      phone: `+9176666${String(counter).padStart(5, "0")}`,
      name: "Lakshmi Menon",
      email: email ? `lakshmi.${counter}@example.in` : null,
    },
  });
  if (consent ?? email) await recordConsents(customer.id, { marketing_email: true }, "preferences");
  const owner = { customerId: customer.id };
  for (const [index, product] of (await products(lines)).entries())
    await addItem(owner, { productId: product.id, quantity: index + 1 });
  const cart = await db.cart.findUniqueOrThrow({ where: { customerId: customer.id } });
  await db.$executeRaw`UPDATE "Cart" SET "updatedAt" = ${new Date(Date.now() - idleMs)} WHERE id = ${cart.id}`;
  return { customer, owner, cartId: cart.id };
}

const remindersOf = (cartId: string) => db.cartReminder.findMany({ where: { cartId } });
const jobsFor = (reminderId: number) =>
  db.$queryRaw<
    { id: string }[]
  >`SELECT id::text FROM pgboss.job WHERE name = 'cart-reminder' AND (data->>'reminderId')::int = ${reminderId}`;
const mailTo = (to: string) => mailbox.catcher.messages.filter((mail) => mail.to.includes(to));

describe("which carts get a reminder", () => {
  it("reminds a signed-in shopper's cart idle past the delay, once, and queues its job with the claim", async () => {
    const due = await abandonedCart(3 * HOUR);
    const fresh = await abandonedCart(HOUR);
    const noAddress = await abandonedCart(3 * HOUR, { email: false });
    const noConsent = await abandonedCart(3 * HOUR, { consent: false });

    await claimAbandonedCarts();
    const [reminder] = await remindersOf(due.cartId);
    expect(reminder).toMatchObject({ customerId: due.customer.id, emailTo: due.customer.email, whatsappTo: null });
    expect(reminder.day.toISOString().slice(0, 10)).toBe(shopDay(new Date()));
    expect(reminder.lines).toHaveLength(2);
    expect(reminder.cartValue).toBeGreaterThan(0);
    expect(await jobsFor(reminder.id)).toHaveLength(1);
    // Too fresh, nobody to send to, no consent to marketing e-mail: nothing.
    expect(await remindersOf(fresh.cartId)).toHaveLength(0);
    expect(await remindersOf(noAddress.cartId)).toHaveLength(0);
    expect(await remindersOf(noConsent.cartId)).toHaveLength(0);

    // The next run: already reminded for this abandonment.
    await claimAbandonedCarts();
    expect(await remindersOf(due.cartId)).toHaveLength(1);

    // The delay is the merchant's setting.
    await db.storeSettings.update({ where: { id: 1 }, data: { cartReminderDelay: 30 } });
    await claimAbandonedCarts();
    expect(await remindersOf(fresh.cartId)).toHaveLength(1);
    await db.storeSettings.update({ where: { id: 1 }, data: { cartReminderDelay: 120 } });
  });

  it("never reminds after an order, nor a guest's cart", async () => {
    const { customer, cartId } = await abandonedCart(3 * HOUR);
    // An order placed after the cart's last change (it empties the cart; the test puts a line back, dated before the order).
    const [product] = await products(1);
    await createOrder({
      customerId: customer.id,
      idempotencyKey: null,
      paymentMethod: "cod",
      contact: { firstName: "Lakshmi", lastName: "Menon", email: customer.email!, phone: customer.phone },
      address: { address: "1 MG Road", city: "Kochi", state: "Kerala", zipCode: "682001", country: "IN" },
      notes: null,
    });
    await addItem({ customerId: customer.id }, { productId: product.id, quantity: 1 });
    await db.$executeRaw`UPDATE "Cart" SET "updatedAt" = ${new Date(Date.now() - 3 * HOUR)} WHERE id = ${cartId}`;
    await claimAbandonedCarts();
    expect(await remindersOf(cartId)).toHaveLength(0);

    const guest = await db.cart.create({ data: { items: { create: { productId: product.id, quantity: 1 } } } });
    await db.$executeRaw`UPDATE "Cart" SET "updatedAt" = now() - interval '3 hours' WHERE id = ${guest.id}`;
    await claimAbandonedCarts();
    expect(await remindersOf(guest.id)).toHaveLength(0);
  });
});

describe("at most once", () => {
  it("two workers claiming at once make one reminder and one job; two jobs sending at once send one e-mail", async () => {
    const { cartId, customer } = await abandonedCart(3 * HOUR);
    const [, , ...direct] = await Promise.all([
      claimAbandonedCarts(),
      claimAbandonedCarts(),
      claimReminder(cartId),
      claimReminder(cartId),
    ]);
    const [reminder, ...others] = await remindersOf(cartId);
    expect(others).toHaveLength(0);
    expect(direct.filter((id) => id !== null).length).toBeLessThanOrEqual(1);
    expect(await jobsFor(reminder.id)).toHaveLength(1);

    const outcomes = await Promise.allSettled([
      sendCartReminder(reminder.id, mailbox.transport),
      sendCartReminder(reminder.id, mailbox.transport),
    ]);
    // The second finds the e-mail claimed (sent, or being sent: its job would be retried).
    expect(outcomes.some((outcome) => outcome.status === "fulfilled" && outcome.value.email === "sent")).toBe(true);
    const retry = await sendCartReminder(reminder.id, mailbox.transport);
    expect(retry.email).toBe("already-sent");
    const mail = await mailbox.catcher.waitFor((caught) => caught.to.includes(customer.email!));
    expect(mailTo(customer.email!)).toHaveLength(1);
    expect(mail.subject).toBe("You left something in your cart");

    // A marketing e-mail: the unsubscribe link in its text, and the RFC 8058 one-click headers.
    expect(mail.text).toMatch(/\/unsubscribe\?token=/);
    const header = /^List-Unsubscribe:\s*<(.+?)>/im.exec(mail.raw.replace(/\r\n\s+/g, ""));
    expect(header).not.toBeNull();
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    const oneClick = await unsubscribeRoute(
      new NextRequest(header![1], {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(oneClick.status).toBe(200);
    expect((await consentsOf(customer.id)).marketing_email).toBe(false);
  });

  it("sends nothing when the shopper ordered (emptied the cart) after the claim, or unsubscribed", async () => {
    const ordered = await abandonedCart(3 * HOUR);
    const orderedId = (await claimReminder(ordered.cartId))!;
    await clearCart(ordered.owner);
    expect(await sendCartReminder(orderedId, mailbox.transport)).toEqual({
      email: "none",
      whatsapp: "none",
      skipped: "ordered",
    });

    const unsubscribed = await abandonedCart(3 * HOUR);
    const unsubscribedId = (await claimReminder(unsubscribed.cartId))!;
    await recordConsents(unsubscribed.customer.id, { marketing_email: false }, "unsubscribe_link");
    expect((await sendCartReminder(unsubscribedId, mailbox.transport)).email).toBe("unsubscribed");
    // A shopper who said no before is not even claimed (no e-mail, no WhatsApp consent).
    const again = await abandonedCart(3 * HOUR);
    await recordConsents(again.customer.id, { marketing_email: false }, "preferences");
    expect(await claimReminder(again.cartId)).toBeNull();
    expect(await remindersOf(again.cartId)).toHaveLength(0);
    expect(mailTo(ordered.customer.email!)).toHaveLength(0);
    expect(mailTo(unsubscribed.customer.email!)).toHaveLength(0);
  });

  it("sends the WhatsApp reminder only to a shopper who consented to marketing on WhatsApp", async () => {
    const consenting = await abandonedCart(3 * HOUR, { email: false });
    await recordConsents(consenting.customer.id, { marketing_whatsapp: true }, "preferences");
    const id = (await claimReminder(consenting.cartId))!;
    expect(id).not.toBeNull();
    expect(await sendCartReminder(id, mailbox.transport)).toEqual({ email: "none", whatsapp: "sent" });
    expect(await sendCartReminder(id, mailbox.transport)).toEqual({ email: "none", whatsapp: "already-sent" });
    const sent = cloud.fake.messages.filter((message) => message.to === consenting.customer.phone.slice(1));
    expect(sent).toHaveLength(1);
    expect(sent[0].template).toBe("cart_reminder");
    expect(sent[0].text).toMatch(
      /^Hello Lakshmi, you left .+ Pick up where you left off: http.+\/api\/carts\/restore\/\?token=/,
    );

    // Without that consent, a shopper with no e-mail address gets nothing at all.
    const other = await abandonedCart(3 * HOUR, { email: false });
    await recordConsents(other.customer.id, { order_updates_whatsapp: true }, "checkout");
    expect(await claimReminder(other.cartId)).toBeNull();
  });
});

describe("the restore link", () => {
  it("puts the reminded lines and coupon back into the browser's cart, once, and refuses a forged or expired link", async () => {
    const coupon = await db.coupon.create({
      data: {
        code: "COMEBACK10",
        group: "for_all",
        discountType: "percent",
        discount: 10,
        validFrom: new Date(Date.now() - 24 * HOUR),
        validTo: new Date(Date.now() + 30 * 24 * HOUR),
      },
    });
    await db.storeSettings.update({ where: { id: 1 }, data: { cartReminderCoupon: coupon.code } });
    const { cartId, owner } = await abandonedCart(3 * HOUR);
    const reminderId = (await claimReminder(cartId))!;
    await db.storeSettings.update({ where: { id: 1 }, data: { cartReminderCoupon: "" } });
    const reminder = await db.cartReminder.findUniqueOrThrow({ where: { id: reminderId } });
    const token = new URL(restoreUrl(reminder.id, reminder.sentAt)).searchParams.get("token")!;

    // The shopper's own cart, emptied since: the lines come back, at their quantities.
    await clearCart(owner);
    expect(await restoreReminderCart(owner, token)).toBe("restored");
    const restored = await getCart(owner);
    expect(restored.items.map((item) => [item.id, item.quantity])).toEqual(
      (reminder.lines as { productId: number; quantity: number }[]).map((line) => [line.productId, line.quantity]),
    );
    expect(reminder.couponCode).toBe("COMEBACK10");
    expect(restored.summary.couponCode).toBe("COMEBACK10");
    const first = (await db.cartReminder.findUniqueOrThrow({ where: { id: reminderId } })).restoredAt;
    expect(first).not.toBeNull();

    // Again: nothing doubles.
    expect(await restoreReminderCart(owner, token)).toBe("restored");
    expect((await getCart(owner)).items.map((item) => item.quantity)).toEqual(
      restored.items.map((item) => item.quantity),
    );
    expect((await db.cartReminder.findUniqueOrThrow({ where: { id: reminderId } })).restoredAt).toEqual(first);

    // Through the route, in a browser with no session: a guest cart gets the lines and the cookie.
    const response = await restoreRoute(new NextRequest(`http://localhost/api/carts/restore/?token=${token}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/cart?reminder=restored");
    expect(response.headers.get("set-cookie")).toMatch(/cart/i);

    const expired = signLinkToken("cart-restore", `reminder:${reminderId}`, new Date(Date.now() - 1000));
    expect(await restoreReminderCart(owner, expired)).toBe("expired");
    for (const forged of [
      signLinkToken("unsubscribe", `reminder:${reminderId}`, null),
      `${token.split(".")[0]}.${"A".repeat(43)}`,
    ])
      expect(await restoreReminderCart(owner, forged)).toBe("invalid");
    const refused = await restoreRoute(new NextRequest("http://localhost/api/carts/restore/?token=nonsense"));
    expect(refused.headers.get("location")).toBe("/cart?reminder=invalid");
  });
});

describe("sizes (issue 28)", () => {
  it("reminds of the size in the cart, by name and price, and the link brings back that size", async () => {
    const { productWithSizes } = await import("@/scripts/jest/variants");
    const product = await productWithSizes(db, "Triphala Tea", [
      { value: "50 g", price: 20_000, salePrice: 18_000, stock: 20 },
      { value: "100 g", price: 36_000, salePrice: 32_400, stock: 20 },
    ]);
    const large = product.variants[1];
    const { owner, cartId, customer } = await abandonedCart(3 * HOUR, { lines: 1 });
    await clearCart(owner);
    await addItem(owner, { productId: product.id, variantId: large.id, quantity: 2 });
    await db.$executeRaw`UPDATE "Cart" SET "updatedAt" = ${new Date(Date.now() - 3 * HOUR)} WHERE id = ${cartId}`;
    const reminderId = (await claimReminder(cartId))!;
    const reminder = await db.cartReminder.findUniqueOrThrow({ where: { id: reminderId } });
    expect(reminder.lines).toEqual([{ productId: product.id, variantId: large.id, quantity: 2 }]);
    expect(reminder.cartValue).toBe(64_800);

    expect((await sendCartReminder(reminderId, mailbox.transport)).email).toBe("sent");
    const mail = await mailbox.catcher.waitFor((caught) => caught.to.includes(customer.email!));
    expect(mail.text).toContain("Triphala Tea, 100 g");
    expect(mail.text).toContain(`/product/${product.id}?variant=${large.id}`);

    await clearCart(owner);
    const token = new URL(restoreUrl(reminderId, reminder.sentAt)).searchParams.get("token")!;
    expect(await restoreReminderCart(owner, token)).toBe("restored");
    expect((await getCart(owner)).items.map((item) => [item.variantId, item.quantity])).toEqual([[large.id, 2]]);
  });
});

describe("the report", () => {
  it("counts reminders sent, links followed, carts recovered and their revenue, an order credited once", async () => {
    const before = await cartReminderReport({ start_date: shopDay(new Date()), end_date: shopDay(new Date()) });
    const { cartId, customer } = await abandonedCart(3 * HOUR);
    const reminderId = (await claimReminder(cartId))!;
    const order = await createOrder({
      customerId: customer.id,
      idempotencyKey: null,
      paymentMethod: "cod",
      contact: { firstName: "Lakshmi", lastName: "Menon", email: customer.email!, phone: customer.phone },
      address: { address: "1 MG Road", city: "Kochi", state: "Kerala", zipCode: "682001", country: "IN" },
      notes: null,
    });
    await db.cartReminder.update({ where: { id: reminderId }, data: { restoredAt: new Date() } });
    const after = await cartReminderReport({ start_date: shopDay(new Date()), end_date: shopDay(new Date()) });
    expect(after.sent - before.sent).toBe(1);
    expect(after.restored - before.restored).toBe(1);
    expect(after.recovered - before.recovered).toBe(1);
    expect(after.revenue - before.revenue).toBe(order.total);
  });
});
