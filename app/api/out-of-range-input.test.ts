/**
 * Input past what a column holds is refused (or handled) where it is read, never a 500 (issue 25,
 * item 4): integers past PostgreSQL's `integer`, dates that are no date, stock arithmetic near the
 * column's limit, and webhook bodies nested deeper than any walk expected.
 */
import { randomUUID } from "node:crypto";
import { MAX_STOCK } from "@/lib/domain/stock";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { createOrder } from "@/lib/server/orders/create-order";
import { hmacHex } from "@/lib/server/payments/signatures";
import {
  bearerRequest,
  jsonRequest,
  withRoleTokens,
  routeParams,
  statusAndJson,
  uploadRequest,
} from "@/scripts/jest/requests";
import { POST as cancelOrder } from "./admin/orders/[id]/cancel_order/route";
import { GET as exportOrders } from "./admin/orders/export/route";
import { GET as adminOrders } from "./admin/orders/route";
import { GET as statusHistory } from "./admin/order-status-history/route";
import { GET as reports } from "./admin/reports/route";
import { GET as audit } from "./portal/audit/route";
import { POST as adjust } from "./portal/products/[id]/stock-adjustments/route";
import { POST as importCsv } from "./portal/products/import/route";
import { POST as createProduct } from "./portal/products/route";
import { GET as products } from "./products/route";
import { POST as razorpayWebhook } from "./razorpay/webhook/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700002501");
let categoryId: number;

beforeAll(async () => {
  categoryId = (await db.category.findFirstOrThrow({ where: { slug: "wellness-teas" } })).id;
});

const adminGet = (handler: (request: Request) => Promise<Response>, url: string) =>
  statusAndJson(handler(bearerRequest(url, { token: tokens.admin })));

async function product(stock: number) {
  return db.product.create({
    data: {
      name: `Range Tea ${randomUUID()}`,
      slug: `range-tea-${randomUUID()}`,
      sku: `RANGE-${randomUUID().slice(0, 8)}`,
      price: 10000,
      salePrice: 10000,
      categoryId,
      stock,
    },
  });
}

describe("integers past PostgreSQL's integer", () => {
  it("GET /api/products/?category=2147483648 is the listing of a category that does not exist", async () => {
    const unknown = await statusAndJson(products(jsonRequest("GET", "/api/products/?category=999999")));
    for (const category of ["2147483648", "99999999999999999999", "9007199254740993"]) {
      const answer = await statusAndJson(products(jsonRequest("GET", `/api/products/?category=${category}`)));
      expect(answer).toEqual(unknown);
    }
  });

  it("GET /api/admin/order-status-history/?order=2147483648 is a 400", async () => {
    for (const order of ["2147483648", "-1", "1e12"]) {
      expect(await adminGet(statusHistory, `/api/admin/order-status-history/?order=${order}`)).toMatchObject({
        status: 400,
        body: { error: "invalid_request" },
      });
    }
    expect((await adminGet(statusHistory, "/api/admin/order-status-history/?order=2147483647")).status).toBe(200);
  });

  it("pages past the last page any list has are a 400", async () => {
    expect((await adminGet(adminOrders, "/api/admin/orders/?page=1000000000000")).status).toBe(400);
    expect((await adminGet(statusHistory, "/api/admin/order-status-history/?page=1000000000000")).status).toBe(400);
  });
});

describe("dates that are no date", () => {
  const spellings = ["2026-13-45", "2026-02-30", "2026-1-5", "2026-13-45T00:00", "2026-04-31", "20260101"];

  it.each(spellings)("the admin order list and its export refuse %s as a start or end date with a 400", async (day) => {
    for (const handler of [adminOrders, exportOrders]) {
      for (const key of ["start_date", "end_date"]) {
        const answer = await adminGet(handler, `/api/admin/orders/?${key}=${encodeURIComponent(day)}`);
        expect(answer).toMatchObject({
          status: 400,
          body: { error: "invalid_filters", message: "Use a real date in the format YYYY-MM-DD" },
        });
      }
    }
  });

  it.each(spellings)("reports refuse %s with a 400", async (day) => {
    expect((await adminGet(reports, `/api/admin/reports/?start_date=${encodeURIComponent(day)}`)).status).toBe(400);
  });

  it("the audit log takes days and moments, and refuses what is neither", async () => {
    expect((await adminGet(audit, "/api/portal/audit/?from=2026-02-28&to=2026-03-01T00:00:00%2B05:30")).status).toBe(
      200,
    );
    for (const bad of ["2026-02-30", "-200000-01-01", "275760-09-14", "1", "tomorrow"]) {
      expect((await adminGet(audit, `/api/portal/audit/?from=${encodeURIComponent(bad)}`)).status).toBe(400);
    }
  });

  it("a real leap day is a date", async () => {
    expect((await adminGet(adminOrders, "/api/admin/orders/?start_date=2028-02-29&end_date=2028-02-29")).status).toBe(
      200,
    );
  });
});

describe(`stock has a ceiling of ${MAX_STOCK} units`, () => {
  const adjustStock = (productId: number, delta: number) =>
    statusAndJson(
      adjust(
        bearerRequest(`/api/portal/products/${productId}/stock-adjustments/`, {
          method: "POST",
          body: { delta, reason: "received" },
          token: tokens.editor,
        }),
        routeParams({ id: productId }),
      ),
    );

  it("an adjustment of 2147483647 on stock 10 is refused with a message, and nothing changes", async () => {
    const tea = await product(10);
    expect(await adjustStock(tea.id, 2_147_483_647)).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "Stock is at most 10,00,000 units" },
    });
    expect(await adjustStock(tea.id, -2_147_483_648)).toMatchObject({ status: 400 });
    expect(await adjustStock(tea.id, MAX_STOCK - 9)).toEqual({
      status: 409,
      body: { error: "stock_above_maximum", message: "Stock is at most 10,00,000 units: 10 in stock." },
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: tea.id } })).stock).toBe(10);
    expect(await db.stockAdjustment.count({ where: { productId: tea.id } })).toBe(0);
    expect(await adjustStock(tea.id, MAX_STOCK - 10)).toMatchObject({ status: 201, body: { stock_after: MAX_STOCK } });
  });

  it("a count from before the ceiling can still be lowered", async () => {
    const tea = await product(2_147_483_640);
    expect(await adjustStock(tea.id, -40)).toMatchObject({ status: 201, body: { stock_after: 2_147_483_600 } });
    expect(await adjustStock(tea.id, 7)).toMatchObject({ status: 409, body: { error: "stock_above_maximum" } });
  });

  it("a new product's opening stock above the ceiling is refused", async () => {
    const create = (stock: number) =>
      statusAndJson(
        createProduct(
          bearerRequest("/api/portal/products/", {
            method: "POST",
            body: { name: `Ceiling Tea ${stock}`, sku: `CEIL-${stock}`, price: 100, category: categoryId, stock },
            token: tokens.editor,
          }),
        ),
      );
    expect(await create(MAX_STOCK + 1)).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "Stock is at most 10,00,000 units" },
    });
    expect((await create(MAX_STOCK)).status).toBe(201);
  });

  it("a CSV import setting stock above the ceiling refuses the row", async () => {
    const tea = await product(5);
    const file = `sku,stock\n${tea.sku},${MAX_STOCK + 1}\n${tea.sku.toLowerCase()}x,2147483648\n`;
    const { status, body } = await statusAndJson(
      importCsv(uploadRequest("/api/portal/products/import/", { file, token: tokens.editor })),
    );
    expect(status).toBe(200);
    expect(body.refused[0]).toMatchObject({
      line: 2,
      message: expect.stringContaining("Stock is at most 10,00,000 units"),
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: tea.id } })).stock).toBe(5);
  });

  describe("cancelling an order puts its units back without passing the ceiling", () => {
    async function orderOf(productId: number, quantity: number) {
      const customer = await db.customer.create({
        data: {
          phone: `+9197000${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`,
          cart: { create: { items: { create: { productId, quantity } } } },
        },
      });
      return createOrder({
        customerId: customer.id,
        idempotencyKey: null,
        paymentMethod: "cod",
        contact: { firstName: "Meera", lastName: "Iyer", email: "meera@example.in", phone: customer.phone },
        address: { address: "4 Anna Salai", city: "Chennai", state: "Tamil Nadu", zipCode: "600001" },
        notes: null,
      });
    }
    const cancel = (orderId: number) =>
      statusAndJson(
        cancelOrder(
          bearerRequest(`/api/admin/orders/${orderId}/cancel_order/`, {
            method: "POST",
            body: { cancellation_reason: "Customer asked" },
            token: tokens.admin,
          }),
          routeParams({ id: orderId }),
        ),
      );

    it("near PostgreSQL's limit: the order is cancelled and the count is kept", async () => {
      const tea = await product(100);
      const order = await orderOf(tea.id, 3);
      await db.product.update({ where: { id: tea.id }, data: { stock: 2_147_483_646 } });
      expect(await cancel(order.id)).toMatchObject({ status: 200, body: { status: "cancelled" } });
      expect((await db.product.findUniqueOrThrow({ where: { id: tea.id } })).stock).toBe(2_147_483_646);
      expect(await db.stockAdjustment.findFirst({ where: { productId: tea.id, reason: "returned" } })).toMatchObject({
        delta: 0,
        stockAfter: 2_147_483_646,
        note: expect.stringContaining("3 not added: Stock is at most 10,00,000 units"),
      });
    });

    it("near the ceiling: the count stops at it", async () => {
      const tea = await product(100);
      const order = await orderOf(tea.id, 5);
      await db.product.update({ where: { id: tea.id }, data: { stock: MAX_STOCK - 2 } });
      expect(await cancel(order.id)).toMatchObject({ status: 200, body: { status: "cancelled" } });
      expect((await db.product.findUniqueOrThrow({ where: { id: tea.id } })).stock).toBe(MAX_STOCK);
      expect(await db.stockAdjustment.findFirst({ where: { productId: tea.id, reason: "returned" } })).toMatchObject({
        delta: 2,
        stockAfter: MAX_STOCK,
      });
    });
  });
});

describe("a signed Razorpay webhook nested deeper than 32 levels", () => {
  function signed(body: string) {
    return jsonRequest("POST", "/api/razorpay/webhook/", body, {
      headers: {
        "x-razorpay-signature": hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body),
        "x-razorpay-event-id": `evt_${randomUUID()}`,
      },
    });
  }
  const nested = (depth: number, inner: string) => `${'{"a":'.repeat(depth)}${inner}${"}".repeat(depth)}`;

  it.each([40, 1_000, 100_000])(
    "with a NUL character %i levels down is a 400, and nothing is stored",
    async (depth) => {
      const body = `{"entity":"event","event":"payment.captured","payload":${nested(depth, '"\\u0000"')}}`;
      expect(await statusAndJson(razorpayWebhook(signed(body)))).toMatchObject({
        status: 400,
        body: { error: "invalid_body" },
      });
      expect(await db.webhookEvent.count()).toBe(0);
    },
  );

  it("without one, 40 levels deep, is processed", async () => {
    const body = `{"entity":"event","event":"payment.captured","payload":${nested(40, '"x"')}}`;
    expect(await statusAndJson(razorpayWebhook(signed(body)))).toEqual({ status: 200, body: { status: "processed" } });
  });

  it.each([1_000, 100_000])(
    "without one, %i levels deep (PostgreSQL's jsonb runs out of stack before 100000), is a 400 as well",
    async (depth) => {
      const body = `{"entity":"event","event":"payment.captured","payload":${nested(depth, '"x"')}}`;
      expect(await statusAndJson(razorpayWebhook(signed(body)))).toMatchObject({
        status: 400,
        body: { error: "invalid_body" },
      });
    },
  );

  it("an event nested as deep as Razorpay's own is processed", async () => {
    const body = JSON.stringify({
      entity: "event",
      event: "payment.authorized",
      payload: {
        payment: {
          entity: {
            id: "pay_unknown",
            order_id: "order_unknown",
            amount: 100,
            status: "authorized",
            notes: { a: { b: { c: "d" } } },
          },
        },
      },
    });
    expect(await statusAndJson(razorpayWebhook(signed(body)))).toEqual({ status: 200, body: { status: "processed" } });
  });
});
