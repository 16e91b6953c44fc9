import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { fakeWhatsAppEnv } from "@/lib/local-whatsapp";
import { db } from "@/lib/server/db";
import { POST as askRoute } from "@/app/api/products/[id]/stock-alert/route";
import { GET as listRoute } from "@/app/api/portal/stock-alerts/route";
import { withFakeWhatsApp } from "@/scripts/jest/fake-whatsapp";
import { withMailCatcher } from "@/scripts/jest/mail-catcher";
import { bearerRequest, fromAddress, roleTokens, routeParams, statusAndJson } from "@/scripts/jest/requests";
import { recordConsents } from "./consents";
import { claimBackInStock, requestStockAlert, sendStockAlert } from "./stock-alerts";

jest.setTimeout(60_000);

const cloud = withFakeWhatsApp();
const mailbox = withMailCatcher();
beforeAll(() => void Object.assign(env(), fakeWhatsAppEnv(cloud.fake.url)));
afterAll(() => db.$disconnect());

let counter = 0;

async function soldOut() {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true },
    orderBy: { id: "asc" },
    skip: counter,
  });
  await db.product.update({ where: { id: product.id }, data: { stock: 0 } });
  return product;
}

const jobs = () =>
  db.$queryRaw<{ data: { alertId: number; notifiedAt: string } }[]>`
    SELECT data FROM pgboss.job WHERE name = 'stock-alert' ORDER BY created_on`;

function ask(productId: number, body: unknown, client = `198.51.100.${counter}`) {
  return statusAndJson(
    askRoute(
      new NextRequest(`http://localhost/api/products/${productId}/stock-alert/`, {
        method: "POST",
        headers: { "content-type": "application/json", ...fromAddress(client) },
        body: JSON.stringify(body),
      }),
      routeParams({ id: productId }),
    ),
  );
}

it("records a wait on an out-of-stock product once, refuses one in stock, and WhatsApp without consent", async () => {
  const product = await soldOut();
  const waiting = { status: "waiting", message: "Thank you! We will tell you once, when it is back in stock." };
  expect(await ask(product.id, { channel: "email", email: "Wait.Er@Example.in" })).toEqual({
    status: 201,
    body: waiting,
  });
  expect(await ask(product.id, { channel: "email", email: "wait.er@example.in" })).toEqual({
    status: 201,
    body: waiting,
  });
  expect(await db.stockAlert.count({ where: { productId: product.id } })).toBe(1);

  const inStock = await db.product.findFirstOrThrow({ where: { available: true, stock: { gt: 5 } } });
  expect(await ask(inStock.id, { channel: "email", email: "a@example.in" })).toEqual({
    status: 409,
    body: { error: "in_stock", message: "This product is in stock: add it to your cart." },
  });
  expect((await ask(product.id, { channel: "whatsapp" })).status).toBe(401);
  const customer = await db.customer.create({ data: { phone: "+919822200001" } });
  await expect(
    requestStockAlert(product.id, { kind: "customer", id: customer.id, role: "user" }, { channel: "whatsapp" }),
  ).rejects.toMatchObject({
    status: 422,
    code: "consent_required",
  });
  expect((await ask(product.id, { channel: "email", email: "nope" })).status).toBe(400);
});

it("tells each waiting shopper once when the product is available again, by e-mail or (with consent) WhatsApp", async () => {
  const product = await soldOut();
  await requestStockAlert(product.id, null, { channel: "email", email: "first@example.in" });
  const customer = await db.customer.create({ data: { phone: "+919822200002", name: "Arjun Rao" } });
  await recordConsents(customer.id, { marketing_whatsapp: true }, "preferences");
  await requestStockAlert(product.id, { kind: "customer", id: customer.id, role: "user" }, { channel: "whatsapp" });

  // Still out of stock: nothing.
  expect((await claimBackInStock()).notified).toBe(0);

  // The portal's waiting list shows both.
  const { admin } = await roleTokens("+919822200099");
  const list = await statusAndJson(
    listRoute(bearerRequest(`/api/portal/stock-alerts/?search=${encodeURIComponent(product.sku)}`, { token: admin })),
  );
  expect(list.body.count).toBe(2);
  expect(list.body.results.map((row: { contact: string }) => row.contact).sort()).toEqual(
    ["+919822200002", "first@example.in"].sort(),
  );

  // A restock: two workers' runs at once claim each alert once.
  await db.product.update({ where: { id: product.id }, data: { stock: 12 } });
  const runs = await Promise.all([claimBackInStock(), claimBackInStock()]);
  expect(runs[0].notified + runs[1].notified).toBe(2);
  expect((await claimBackInStock()).notified).toBe(0);
  const claimed = (await jobs()).filter((job) =>
    [...list.body.results.map((row: { id: number }) => row.id)].includes(job.data.alertId),
  );
  expect(claimed).toHaveLength(2);

  for (const job of claimed) {
    await sendStockAlert(job.data, mailbox.transport);
    // A retried job sends nothing more.
    expect(await sendStockAlert(job.data, mailbox.transport)).toBe("already-sent");
  }
  const mail = await mailbox.catcher.waitFor((caught) => caught.to.includes("first@example.in"));
  expect(mail.subject).toBe(`Back in stock: ${product.name}`);
  expect(mail.text).toContain(`/product/${product.id}`);
  expect(mailbox.catcher.messages.filter((caught) => caught.to.includes("first@example.in"))).toHaveLength(1);
  const sent = cloud.fake.messages.filter((message) => message.to === "919822200002");
  expect(sent.map((message) => message.template)).toEqual(["back_in_stock"]);
  expect(sent[0].text).toContain(`${product.name} is back in stock`);

  // No longer waiting: off the portal's list. Out of stock again, asking again starts a new wait.
  expect(
    (await statusAndJson(listRoute(bearerRequest(`/api/portal/stock-alerts/?search=${product.sku}`, { token: admin }))))
      .body.count,
  ).toBe(0);
  await db.product.update({ where: { id: product.id }, data: { stock: 0 } });
  await requestStockAlert(product.id, null, { channel: "email", email: "first@example.in" });
  expect(
    await db.stockAlert.findFirstOrThrow({ where: { productId: product.id, email: "first@example.in" } }),
  ).toMatchObject({
    notifiedAt: null,
  });
});
