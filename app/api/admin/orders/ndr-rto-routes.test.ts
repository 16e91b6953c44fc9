/** The NDR and RTO routes over HTTP: admins only, 4xx for what a client can send wrong, the queue and the report. */
import { db } from "@/lib/server/db";
import { createOrder } from "@/lib/server/orders/create-order";
import { accessToken, bearerRequest, routeParams, seededStaff, statusAndJson } from "@/scripts/jest/requests";
import { GET as ndrQueue } from "../ndr/route";
import { GET as ndrRtoReport } from "../reports/ndr-rto/route";
import { GET as orderNdr, POST as actOnNdr } from "./[id]/ndr/route";
import { GET as orderRto } from "./[id]/rto/route";
import { POST as damaged } from "./[id]/rto/damaged/route";

afterAll(() => db.$disconnect());

it("answers admins only, refuses bad bodies and actions that do not apply, and lists the queue and the report", async () => {
  const admin = await accessToken(await seededStaff("admin"));
  const editor = await accessToken(await seededStaff("editor"));
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 10 } },
    orderBy: { id: "asc" },
  });
  const customer = await db.customer.create({
    data: { phone: "+917666600001", cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } } },
  });
  const order = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: "cod",
    contact: { firstName: "Ira", lastName: "Das", email: "ira@example.in", phone: customer.phone },
    address: { address: "4 Anna Salai", city: "Chennai", state: "Tamil Nadu", zipCode: "600001" },
    notes: null,
  });
  const params = routeParams({ id: order.id });
  const url = `/api/admin/orders/${order.id}/ndr/`;

  expect((await orderNdr(bearerRequest(url, { token: editor }), params)).status).toBe(403);
  expect(await statusAndJson(orderNdr(bearerRequest(url, { token: admin }), params))).toMatchObject({
    status: 200,
    body: { attempts: [], refusal: "The courier has reported no failed delivery for this parcel." },
  });
  expect(
    await statusAndJson(
      actOnNdr(bearerRequest(url, { method: "POST", body: { action: "later" }, token: admin }), params),
    ),
  ).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  expect(
    await statusAndJson(
      actOnNdr(
        bearerRequest(url, {
          method: "POST",
          body: { action: "reattempt", phone: "12345", date: "2001-01-01" },
          token: admin,
        }),
        params,
      ),
    ),
  ).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  expect(
    await statusAndJson(
      actOnNdr(bearerRequest(url, { method: "POST", body: { action: "return" }, token: admin }), params),
    ),
  ).toMatchObject({ status: 409, body: { error: "ndr_not_actionable" } });
  expect(
    (
      await actOnNdr(
        bearerRequest("/api/admin/orders/999999999/ndr/", { method: "POST", body: { action: "return" }, token: admin }),
        routeParams({ id: 999999999 }),
      )
    ).status,
  ).toBe(404);

  const rtoUrl = `/api/admin/orders/${order.id}/rto/`;
  expect(await statusAndJson(orderRto(bearerRequest(rtoUrl, { token: admin }), params))).toMatchObject({
    status: 200,
    body: { status: null, received_at: null },
  });
  const [item] = await db.orderItem.findMany({ where: { orderId: order.id } });
  expect(
    await statusAndJson(
      damaged(
        bearerRequest(`${rtoUrl}damaged/`, { method: "POST", body: { item_id: item.id, damaged: 1 }, token: admin }),
        params,
      ),
    ),
  ).toMatchObject({ status: 409, body: { error: "not_returned" } });
  expect(
    (
      await damaged(
        bearerRequest(`${rtoUrl}damaged/`, { method: "POST", body: { item_id: item.id, damaged: -1 }, token: admin }),
        params,
      )
    ).status,
  ).toBe(400);

  const queue = await statusAndJson(ndrQueue(bearerRequest("/api/admin/ndr/?state=all&page_size=5", { token: admin })));
  expect(queue.status).toBe(200);
  expect(Array.isArray(queue.body.results)).toBe(true);
  expect((await ndrQueue(bearerRequest("/api/admin/ndr/?state=lost", { token: admin }))).status).toBe(400);
  expect((await ndrQueue(bearerRequest("/api/admin/ndr/", { token: editor }))).status).toBe(403);
  const report = await statusAndJson(ndrRtoReport(bearerRequest("/api/admin/reports/ndr-rto/", { token: admin })));
  expect(report).toMatchObject({
    status: 200,
    body: { reverse_transit: expect.any(Object), ndr_reasons: expect.any(Array) },
  });
  expect(
    (await ndrRtoReport(bearerRequest("/api/admin/reports/ndr-rto/?start_date=nope", { token: admin }))).status,
  ).toBe(400);
});
