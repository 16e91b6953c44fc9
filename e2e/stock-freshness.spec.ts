import { addToCart, expect, test } from "./fixtures";

const ORDER = {
  customer_name: "Asha Rao",
  customer_email: "asha@example.in",
  customer_phone: "+919812345678",
  delivery_address: "12 MG Road",
  delivery_city: "Bengaluru",
  delivery_state: "Karnataka",
  delivery_pincode: "560001",
  payment_method: "cod",
};

test("the product page and API show the stock an order took, and what its cancel gave back, on the next request", async ({ shopper, browser, adminCookies, editorCookies, seed }) => {
  const back = async (cookies: typeof adminCookies) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await context.addCookies(cookies);
    return context.request;
  };
  const editor = await back(editorCookies);
  const admin = await back(adminCookies);
  const sku = `FRESH-${Date.now().toString(36)}`.toUpperCase();
  const created = await editor.post("/api/portal/products/", { data: { name: `Fresh Stock Balm ${sku}`, sku, price: 150, category: seed.herbalSupplements.id, available: true, stock: 5 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const stockShown = async () => ((await (await shopper.request.get(`/api/products/${id}/`)).json()) as { stock: number }).stock;
  // The purchase panel's props in the page's payload (quotes escaped inside its scripts).
  const pageShows = async (stock: number) => {
    const html = (await (await shopper.request.get(`/product/${id}`)).text()).replace(/\\"/g, '"');
    return new RegExp(`"productId":${id},[^}]*"stock":${stock}[,}]`).test(html);
  };
  try {
    // Cached before the order.
    expect(await stockShown()).toBe(5);
    expect(await pageShows(5)).toBe(true);

    await addToCart(shopper, id, 2);
    const placed = await shopper.request.post("/api/orders/", { data: ORDER, headers: { "Idempotency-Key": `fresh-${sku}` } });
    expect(placed.status()).toBe(201);
    const { order_id: orderId } = (await placed.json()) as { order_id: number };
    expect(await stockShown()).toBe(3);
    expect(await pageShows(3)).toBe(true);

    const cancelled = await admin.post(`/api/admin/orders/${orderId}/cancel_order/`, { data: { cancellation_reason: "Customer asked" } });
    expect(cancelled.status()).toBe(200);
    expect(await stockShown()).toBe(5);
    expect(await pageShows(5)).toBe(true);
  } finally {
    expect((await editor.delete(`/api/portal/products/${id}/`)).status()).toBe(200);
  }
});
