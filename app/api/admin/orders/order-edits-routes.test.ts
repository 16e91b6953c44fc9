/** The order edit routes over HTTP: admins only, 4xx answers (400, 409 stale, 422), the picker, and the shopper's Pay now and Accept the new total (IDOR). */
import { db } from "@/lib/server/db";
import { placeOrder, RAVI_IN_DELHI } from "@/scripts/jest/orders";
import {
  accessToken,
  asCustomer,
  bearerRequest,
  routeParams,
  seededStaff,
  statusAndJson,
} from "@/scripts/jest/requests";
import { GET as listEdits, POST as applyEdit } from "./[id]/edits/route";
import { POST as previewEdit } from "./[id]/edits/preview/route";
import { GET as searchVariants } from "../variants/route";
import { POST as payBalance } from "../../my-orders/[orderId]/pay-balance/route";
import { POST as balanceOnDelivery } from "./[id]/balance_on_delivery/route";
import { POST as acceptTotal } from "../../my-orders/[orderId]/accept-total/route";

afterAll(() => db.$disconnect());

async function codOrder(phone: string) {
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 100 } },
    orderBy: { id: "asc" },
  });
  const { order, customer } = await placeOrder("cod", [{ productId: product.id, quantity: 3 }], RAVI_IN_DELHI, phone);
  const [item] = await db.orderItem.findMany({ where: { orderId: order.id } });
  return { order, customer, item, product };
}

it("edits an order over HTTP for admins only, answers 400/409/422, and the picker finds variants", async () => {
  const { order, customer, item, product } = await codOrder("+917666600001");
  const admin = await accessToken(await seededStaff("admin"));
  const editor = await accessToken(await seededStaff("editor"));
  const shopper = await accessToken(asCustomer(customer.id));
  const url = `/api/admin/orders/${order.id}/edits/`;
  const params = routeParams({ id: order.id });
  const body = { version: 0, quantities: [{ item_id: item.id, quantity: 2 }] };

  for (const token of [editor, shopper, null]) {
    const status = (await applyEdit(bearerRequest(url, { method: "POST", body, token }), params)).status;
    expect([401, 403]).toContain(status);
  }
  expect(
    (await previewEdit(bearerRequest(`${url}preview/`, { method: "POST", body, token: editor }), params)).status,
  ).toBe(403);
  expect(
    await statusAndJson(
      applyEdit(bearerRequest(url, { method: "POST", body: { ...body, version: "x" }, token: admin }), params),
    ),
  ).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  expect(
    await statusAndJson(
      previewEdit(
        bearerRequest(`${url}preview/`, { method: "POST", body: { version: 0, remove: [item.id] }, token: admin }),
        params,
      ),
    ),
  ).toMatchObject({ status: 422, body: { error: "empty_order" } });

  const preview = await statusAndJson(
    previewEdit(bearerRequest(`${url}preview/`, { method: "POST", body, token: admin }), params),
  );
  expect(preview).toMatchObject({ status: 200, body: { settlement: "cod_collect", version: 0 } });
  expect(
    await statusAndJson(applyEdit(bearerRequest(url, { method: "POST", body, token: admin }), params)),
  ).toMatchObject({ status: 201, body: { edit: { version: 1, settlement: "cod_collect" } } });
  // The same save again names a version that is gone.
  expect(
    await statusAndJson(applyEdit(bearerRequest(url, { method: "POST", body, token: admin }), params)),
  ).toMatchObject({ status: 409, body: { error: "stale_edit" } });
  expect(await statusAndJson(listEdits(bearerRequest(url, { token: admin }), params))).toMatchObject({
    status: 200,
    body: { version: 1, edits: [{ version: 1 }] },
  });
  expect((await listEdits(bearerRequest(url, { token: editor }), params)).status).toBe(403);

  const missing = routeParams({ id: 99_999_999 });
  expect(
    await statusAndJson(applyEdit(bearerRequest(url, { method: "POST", body, token: admin }), missing)),
  ).toMatchObject({ status: 404, body: { error: "order_not_found" } });

  const search = await statusAndJson(
    searchVariants(bearerRequest(`/api/admin/variants/?q=${encodeURIComponent(product.sku)}`, { token: admin })),
  );
  expect(search).toMatchObject({ status: 200, body: { results: [{ product_id: product.id, sku: product.sku }] } });
  expect((await searchVariants(bearerRequest(`/api/admin/variants/?q=a`, { token: editor }))).status).toBe(403);
});

it("Pay now answers only the order's own customer (anyone else's order is a 404) and only when a balance is due", async () => {
  const { order, customer } = await codOrder("+917666600002");
  const stranger = await db.customer.create({ data: { phone: "+917666600003" } });
  const url = `/api/my-orders/${order.id}/pay-balance/`;
  const params = routeParams({ orderId: order.id });
  expect(
    await statusAndJson(
      payBalance(bearerRequest(url, { method: "POST", token: await accessToken(asCustomer(stranger.id)) }), params),
    ),
  ).toMatchObject({ status: 404, body: { error: "order_not_found" } });
  expect(
    await statusAndJson(
      payBalance(bearerRequest(url, { method: "POST", token: await accessToken(asCustomer(customer.id)) }), params),
    ),
  ).toMatchObject({ status: 409, body: { error: "nothing_due" } });
});

it("collect on delivery is for admins only and a 409 with { error, message } when no balance is due", async () => {
  const { order, customer } = await codOrder("+917666600009");
  const admin = await accessToken(await seededStaff("admin"));
  const editor = await accessToken(await seededStaff("editor"));
  const shopper = await accessToken(asCustomer(customer.id));
  const url = `/api/admin/orders/${order.id}/balance_on_delivery/`;
  const params = routeParams({ id: order.id });
  for (const token of [editor, shopper, null]) {
    const status = (await balanceOnDelivery(bearerRequest(url, { method: "POST", token }), params)).status;
    expect([401, 403]).toContain(status);
  }
  expect(
    await statusAndJson(balanceOnDelivery(bearerRequest(url, { method: "POST", token: admin }), params)),
  ).toMatchObject({ status: 409, body: { error: "no_balance_due", message: "This order has no balance to collect." } });
  expect(
    (await balanceOnDelivery(bearerRequest(url, { method: "POST", token: admin }), routeParams({ id: 999_999_999 })))
      .status,
  ).toBe(404);
});

it("Accept the new total answers only the order's own customer: a COD order edited up may then ship", async () => {
  const { order, customer, item } = await codOrder("+917666600011");
  const stranger = await db.customer.create({ data: { phone: "+917666600012" } });
  const admin = await accessToken(await seededStaff("admin"));
  const raised = await statusAndJson(
    applyEdit(
      bearerRequest(`/api/admin/orders/${order.id}/edits/`, {
        method: "POST",
        body: { version: 0, quantities: [{ item_id: item.id, quantity: 4 }] },
        token: admin,
      }),
      routeParams({ id: order.id }),
    ),
  );
  expect(raised).toMatchObject({ status: 201, body: { edit: { settlement: "cod_balance" } } });
  const url = `/api/my-orders/${order.id}/accept-total/`;
  const params = routeParams({ orderId: order.id });
  expect((await acceptTotal(bearerRequest(url, { method: "POST", token: null }), params)).status).toBe(401);
  expect(
    await statusAndJson(
      acceptTotal(bearerRequest(url, { method: "POST", token: await accessToken(asCustomer(stranger.id)) }), params),
    ),
  ).toMatchObject({ status: 404, body: { error: "order_not_found" } });
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).balanceDue).toBeGreaterThan(0);
  expect(
    await statusAndJson(
      acceptTotal(bearerRequest(url, { method: "POST", token: await accessToken(asCustomer(customer.id)) }), params),
    ),
  ).toMatchObject({ status: 200, body: { order_id: order.id } });
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).balanceDue).toBe(0);
});
