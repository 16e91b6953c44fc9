/** The partial refund routes over HTTP: roles, 4xx answers, and the shopper's refunds and credit note PDF. */
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { recordCashCollected } from "@/lib/server/orders/cash-collection";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { placeOrder, RAVI_IN_DELHI } from "@/scripts/jest/orders";
import { pdfText } from "@/scripts/jest/pdf-text";
import {
  accessToken,
  asCustomer,
  bearerRequest,
  routeParams,
  seededStaff,
  statusAndJson,
} from "@/scripts/jest/requests";
import { GET as adminCreditNote } from "./[id]/credit-notes/[noteId]/route";
import { GET as listRefunds, POST as createRefund } from "./[id]/refunds/route";
import { POST as previewRefund } from "./[id]/refunds/preview/route";
import { GET as myCreditNote } from "../../my-orders/[orderId]/credit-notes/[noteId]/route";
import { GET as myRefunds } from "../../my-orders/[orderId]/refunds/route";

afterAll(() => db.$disconnect());

const actor = { staffId: null, name: "Store Admin" };

/** A delivered cash-on-delivery order whose cash was collected, of one product (2 units), to Delhi (IGST). */
async function collectedCod(phone: string) {
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 100 }, hsnCode: { not: null } },
    orderBy: { id: "asc" },
  });
  const { order, customer } = await placeOrder("cod", [{ productId: product.id, quantity: 2 }], RAVI_IN_DELHI, phone);
  await runOrderAction({ orderId: order.id, action: "confirm", actor });
  await db.order.update({ where: { id: order.id }, data: { status: "delivered" } });
  await recordCashCollected(order.id, actor);
  const [item] = await db.orderItem.findMany({ where: { orderId: order.id } });
  return { order, customer, item, product };
}

it("refunds a COD line over HTTP for admins only, answers 4xx for bad input, and the shopper sees it and its credit note", async () => {
  const { order, customer, item, product } = await collectedCod("+917555500001");
  const admin = await accessToken(await seededStaff("admin"));
  const editor = await accessToken(await seededStaff("editor"));
  const shopper = await accessToken(asCustomer(customer.id));
  const url = `/api/admin/orders/${order.id}/refunds/`;
  const params = routeParams({ id: order.id });
  const body = {
    mode: "lines",
    lines: [{ item_id: item.id, quantity: 1 }],
    shipping: false,
    reason: "One bottle leaked",
    restock: false,
    idempotency_key: randomUUID(),
    paid_by: "bank_transfer",
    reference: "NEFT N123456789",
  };

  expect((await createRefund(bearerRequest(url, { method: "POST", body, token: editor }), params)).status).toBe(403);
  expect(
    await statusAndJson(
      createRefund(bearerRequest(url, { method: "POST", body: { ...body, mode: "all" }, token: admin }), params),
    ),
  ).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  expect(
    await statusAndJson(
      createRefund(
        bearerRequest(url, {
          method: "POST",
          body: { ...body, lines: [{ item_id: item.id, quantity: 3 }] },
          token: admin,
        }),
        params,
      ),
    ),
  ).toMatchObject({ status: 422, body: { error: "too_many_units" } });

  const preview = await statusAndJson(
    previewRefund(
      bearerRequest(`${url}preview/`, { method: "POST", body: { mode: "lines", lines: body.lines }, token: admin }),
      params,
    ),
  );
  expect(preview.status).toBe(200);
  const created = await statusAndJson(createRefund(bearerRequest(url, { method: "POST", body, token: admin }), params));
  expect(created.status).toBe(201);
  expect(created.body.refund).toMatchObject({
    amount: preview.body.amount,
    tax: preview.body.tax,
    method: "bank_transfer",
  });
  // The same confirmation again: the same refund, nothing more.
  const again = await statusAndJson(createRefund(bearerRequest(url, { method: "POST", body, token: admin }), params));
  expect(again.body).toMatchObject({ replayed: true, refund: { id: created.body.refund.id } });

  const listed = await statusAndJson(listRefunds(bearerRequest(url, { token: admin }), params));
  expect(listed.body).toMatchObject({ refunded: preview.body.amount, payment_method: "cod" });
  expect(listed.body.lines[0]).toMatchObject({ item_id: item.id, quantity_left: 1 });

  const mine = await statusAndJson(
    myRefunds(
      bearerRequest(`/api/my-orders/${order.id}/refunds/`, { token: shopper }),
      routeParams({ orderId: order.id }),
    ),
  );
  expect(mine.body.refunds).toEqual([
    expect.objectContaining({ via: "By bank transfer", amount: preview.body.amount }),
  ]);
  const noteId = mine.body.refunds[0].credit_note.id;
  const pdf = await myCreditNote(
    bearerRequest(`/api/my-orders/${order.id}/credit-notes/${noteId}/`, { token: shopper }),
    routeParams({ orderId: order.id, noteId }),
  );
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
  expect(text).toContain("CREDIT NOTE");
  expect(text).toContain(mine.body.refunds[0].credit_note.number);
  expect(text).toContain(product.hsnCode!);
  expect(text).toContain("IGST");

  // Someone else's order, and a credit note of another order, are 404s.
  const stranger = await accessToken(asCustomer((await db.customer.create({ data: { phone: "+917555500002" } })).id));
  expect(
    (
      await myRefunds(
        bearerRequest(`/api/my-orders/${order.id}/refunds/`, { token: stranger }),
        routeParams({ orderId: order.id }),
      )
    ).status,
  ).toBe(404);
  expect(
    (
      await adminCreditNote(
        bearerRequest(`/api/admin/orders/${order.id}/credit-notes/2000000000/`, { token: admin }),
        routeParams({ id: order.id, noteId: 2_000_000_000 }),
      )
    ).status,
  ).toBe(404);
});
