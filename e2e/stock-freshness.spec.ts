import type { APIRequestContext, Browser, Cookie } from "@playwright/test";
import { addToCart, expect, placeOrder, test } from "./fixtures";

/** The back office's API, with a staff member's cookies. */
async function backOffice(browser: Browser, cookies: Cookie[]): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addCookies(cookies);
  return context.request;
}

/** A product of this test alone, on sale with `stock` units; `remove` takes it off the shop again. */
async function freshProduct(editor: APIRequestContext, category: number, stock: number) {
  const sku = `FRESH-${Date.now().toString(36)}`.toUpperCase();
  const name = `Fresh Stock Balm ${sku}`;
  const created = await editor.post("/api/portal/products/", {
    data: { name, sku, price: 150, category, available: true, stock },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return {
    id,
    sku,
    name,
    remove: async () => expect((await editor.delete(`/api/portal/products/${id}/`)).status()).toBe(200),
  };
}

/** What `GET /api/products/{id}/` and the product page (the purchase panel's props in its payload, quotes escaped inside its scripts) show: one request each. */
function stockReaders(shopper: APIRequestContext, id: number) {
  return {
    api: async () => ((await (await shopper.get(`/api/products/${id}/`)).json()) as { stock: number }).stock,
    page: async (stock: number) => {
      const html = (await (await shopper.get(`/product/${id}`)).text()).replace(/\\"/g, '"');
      return new RegExp(`"productId":${id},[^}]*"stock":${stock}[,}]`).test(html);
    },
  };
}

test("the product page and API show the stock an order took, and what its cancel gave back, on the next request", async ({
  shopper,
  browser,
  adminCookies,
  editorCookies,
  seed,
}) => {
  const admin = await backOffice(browser, adminCookies);
  const product = await freshProduct(await backOffice(browser, editorCookies), seed.herbalSupplements.id, 5);
  const shown = stockReaders(shopper.request, product.id);
  try {
    // Cached before the order.
    expect(await shown.api()).toBe(5);
    expect(await shown.page(5)).toBe(true);

    await addToCart(shopper, product.id, 2);
    const orderId = await placeOrder(shopper, "cod", { idempotencyKey: `fresh-${product.sku}` });
    expect(await shown.api()).toBe(3);
    expect(await shown.page(3)).toBe(true);

    const cancelled = await admin.post(`/api/admin/orders/${orderId}/cancel_order/`, {
      data: { cancellation_reason: "Customer asked" },
    });
    expect(cancelled.status()).toBe(200);
    expect(await shown.api()).toBe(5);
    expect(await shown.page(5)).toBe(true);
  } finally {
    await product.remove();
  }
});

test("the stock an unpaid online order held comes back on the product page, its API and the listing once the expiry job has run", async ({
  shopper,
  browser,
  editorCookies,
  seed,
  database,
}) => {
  const product = await freshProduct(await backOffice(browser, editorCookies), seed.herbalSupplements.id, 2);
  const shown = stockReaders(shopper.request, product.id);
  const listing = `/products?search=${encodeURIComponent(product.name)}`;
  /** One load of a search listing that finds the product, and whether its card says it is out of stock. */
  const listingSaysOutOfStock = async () => {
    await shopper.goto(listing);
    const card = shopper.getByRole("list", { name: "Products" }).getByRole("article", { name: product.name });
    await expect(card).toBeVisible();
    return (await card.textContent())!.includes("Out of Stock");
  };
  try {
    expect(await shown.api()).toBe(2);
    expect(await listingSaysOutOfStock()).toBe(false);

    // An online order takes the last units and waits for its payment.
    await addToCart(shopper, product.id, 2);
    const orderId = await placeOrder(shopper, "razorpay", { idempotencyKey: `lapse-${product.sku}` });
    expect(await shown.api()).toBe(0);
    expect(await shown.page(0)).toBe(true);
    expect(await listingSaysOutOfStock()).toBe(true);

    // Its payment window passes and the expiry job runs now rather than at the next minute.
    await database.order.update({ where: { id: orderId }, data: { paymentExpiresAt: new Date(Date.now() - 60_000) } });
    await database.$executeRaw`INSERT INTO pgboss.job (name, data) VALUES ('expire-unpaid-orders', '{}'::jsonb)`;
    // Done when the order is cancelled and the worker's revalidation of what it gave back has run.
    await expect
      .poll(
        async () => {
          const order = await database.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
          const [job] = await database.$queryRaw<
            { state: string }[]
          >`SELECT state::text FROM pgboss.job WHERE name = 'revalidate-stock' AND (data->>'orderId')::int = ${orderId}`;
          return `${order.status}, revalidation ${job?.state ?? "not enqueued"}`;
        },
        { timeout: 40_000 },
      )
      .toBe("cancelled, revalidation completed");

    // The very next request of each shows the units back.
    expect(await shown.api()).toBe(2);
    expect(await shown.page(2)).toBe(true);
    expect(await listingSaysOutOfStock()).toBe(false);
  } finally {
    await product.remove();
  }
});
