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

describe("a product with several sizes", () => {
  /** A product of three sizes, all sold out: 60 capsules (the default), 120 and 180. */
  async function sizes() {
    counter += 1;
    const category = await db.category.findFirstOrThrow({ select: { id: true } });
    const product = await db.product.create({
      data: {
        name: "Brahmi Capsules",
        slug: `alert-sizes-${counter}`,
        sku: `ALERT-${counter}-60`,
        price: 50000,
        salePrice: 50000,
        stock: 0,
        unitLabel: "60 capsules",
        categoryId: category.id,
      },
    });
    await db.productVariant.updateMany({ where: { productId: product.id }, data: { optionValues: ["60 capsules"] } });
    const [large, larger] = await Promise.all(
      [120, 180].map((count, index) =>
        db.productVariant.create({
          data: {
            productId: product.id,
            sku: `ALERT-${counter}-${count}`,
            position: index + 1,
            optionValues: [`${count} capsules`],
            price: 90000,
            salePrice: 90000,
            stock: 0,
          },
        }),
      ),
    );
    const small = await db.productVariant.findFirstOrThrow({ where: { productId: product.id, isDefault: true } });
    return { product, small, large, larger };
  }

  it("a wait for one size fires only when that size is back; a wait for the product fires on any size", async () => {
    const { product, small, large, larger } = await sizes();
    await requestStockAlert(product.id, null, { channel: "email", email: "whole@example.in" });
    expect(await ask(product.id, { channel: "email", email: "large@example.in", variant_id: large.id })).toMatchObject({
      status: 201,
    });
    // Asking twice for the size changes nothing; the same address may wait for another size too.
    await requestStockAlert(product.id, null, { channel: "email", email: "large@example.in", variant_id: large.id });
    await requestStockAlert(product.id, null, { channel: "email", email: "large@example.in", variant_id: larger.id });
    await requestStockAlert(product.id, null, { channel: "email", email: "larger@example.in", variant_id: larger.id });
    expect(await db.stockAlert.count({ where: { productId: product.id } })).toBe(4);

    // Another product's size is not found; a size in stock is refused.
    const other = await db.productVariant.findFirstOrThrow({ where: { productId: { not: product.id } } });
    expect(await ask(product.id, { channel: "email", email: "x@example.in", variant_id: other.id })).toEqual({
      status: 404,
      body: { error: "variant_not_found", message: "This size of the product was not found." },
    });

    // The portal's list names the size and its SKU.
    const { admin } = await roleTokens("+919822200098");
    const list = await statusAndJson(
      listRoute(bearerRequest(`/api/portal/stock-alerts/?search=${encodeURIComponent(larger.sku)}`, { token: admin })),
    );
    expect(
      list.body.results
        .map((row: { contact: string; variant_label: string | null; sku: string }) => [
          row.contact,
          row.variant_label,
          row.sku,
        ])
        .sort(),
    ).toEqual(
      [
        ["large@example.in", "120 capsules", large.sku],
        ["large@example.in", "180 capsules", larger.sku],
        ["larger@example.in", "180 capsules", larger.sku],
        ["whole@example.in", null, product.sku],
      ].sort(),
    );

    // The 120 capsules come back: the product's wait and that size's fire, the 180's stay waiting.
    await db.productVariant.update({ where: { id: large.id }, data: { stock: 4 } });
    expect(await ask(product.id, { channel: "email", email: "y@example.in", variant_id: large.id })).toMatchObject({
      status: 409,
      body: { error: "in_stock" },
    });
    expect(await ask(product.id, { channel: "email", email: "y@example.in", variant_id: small.id })).toMatchObject({
      status: 201,
    });
    const before = (await jobs()).length;
    expect((await claimBackInStock()).notified).toBe(2);
    const claimed = (await jobs()).slice(before);
    const alerts = await db.stockAlert.findMany({ where: { id: { in: claimed.map((job) => job.data.alertId) } } });
    expect(alerts.map((alert) => [alert.email, alert.variantId]).sort()).toEqual(
      [
        ["large@example.in", large.id],
        ["whole@example.in", null],
      ].sort(),
    );
    for (const job of claimed) await sendStockAlert(job.data, mailbox.transport);
    const sizeMail = await mailbox.catcher.waitFor(
      (caught) => caught.to.includes("large@example.in") && caught.subject.startsWith("Back in stock"),
    );
    expect(sizeMail.subject).toBe("Back in stock: Brahmi Capsules, 120 capsules");
    expect(sizeMail.text).toContain(`/product/${product.id}?variant=${large.id}`);
    const wholeMail = await mailbox.catcher.waitFor((caught) => caught.to.includes("whole@example.in"));
    expect(wholeMail.subject).toBe("Back in stock: Brahmi Capsules");

    // Still waiting: the 180 capsules (twice) and the 60 asked for just now. The 180 back: its two waits fire.
    expect((await claimBackInStock()).notified).toBe(0);
    expect(
      await db.stockAlert.count({ where: { productId: product.id, notifiedAt: null, variantId: larger.id } }),
    ).toBe(2);
    await db.productVariant.update({ where: { id: larger.id }, data: { stock: 10 } });
    expect((await claimBackInStock()).notified).toBe(2);
    expect(await db.stockAlert.count({ where: { productId: product.id, notifiedAt: null } })).toBe(1);
  });
});
