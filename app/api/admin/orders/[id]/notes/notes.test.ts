/** Staff notes on an order: added with who and when, listed newest first, audited, searchable from the orders list, never in the shopper's view; staff status changes audited. */
import { db } from "@/lib/server/db";
import { customerOrder } from "@/lib/server/orders/customer-orders";
import { adminApiTests } from "@/scripts/jest/admin-api";
import { routeParams, statusAndJson as json } from "@/scripts/jest/requests";
import { GET as listOrders } from "../../route";
import { POST as cancelOrder } from "../cancel_order/route";
import { PATCH as updateStatus } from "../update_status/route";
import { GET as listNotes, POST as addNote } from "./route";

afterAll(() => db.$disconnect());

const { request, refusesAllButTheAdmin } = adminApiTests("+919700000031");
let orderId = 0;
let customerId = 0;

beforeAll(async () => {
  const phone = "+919812300031";
  const customer = await db.customer.create({ data: { phone } });
  customerId = customer.id;
  const order = await db.order.create({
    data: {
      orderNumber: "ORD-NOTES-1",
      customerId,
      paymentMethod: "cod",
      customerName: "Kavya Rao",
      customerPhone: phone,
      recipientName: "Kavya Rao",
      recipientPhone: phone,
      deliveryAddress: "7 Church Street",
      deliveryCity: "Bengaluru",
      deliveryState: "Karnataka",
      deliveryPincode: "560001",
      itemsOriginalTotal: 45000,
      subtotal: 45000,
      total: 45000,
      items: {
        create: {
          productName: "Triphala, 100 g",
          quantity: 1,
          unitPrice: 45000,
          discountPrice: 45000,
          totalPrice: 45000,
        },
      },
      history: { create: { status: "pending", changedByName: "Customer" } },
    },
  });
  orderId = order.id;
});

const post = (id: number | string, body: unknown, token?: string | null) =>
  json(
    addNote(
      request(`/orders/${id}/notes/`, { method: "POST", body, ...(token !== undefined ? { token } : {}) }),
      routeParams({ id }),
    ),
  );
const list = (id: number | string) => json(listNotes(request(`/orders/${id}/notes/`), routeParams({ id })));

refusesAllButTheAdmin([
  ["GET notes", (token) => listNotes(request("/orders/1/notes/", { token }), routeParams({ id: 1 }))],
  [
    "POST notes",
    (token) =>
      addNote(request("/orders/1/notes/", { method: "POST", body: { body: "x" }, token }), routeParams({ id: 1 })),
  ],
]);

describe("staff notes", () => {
  it("adds a note with who and when, lists them newest first and writes the audit log", async () => {
    const first = await post(orderId, { body: "  Customer asked to deliver after 6 pm  " });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ body: "Customer asked to deliver after 6 pm", staff_name: expect.any(String) });
    expect(first.body.staff_name.length).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(first.body.created_at)).toBeLessThan(60_000);
    const second = await post(orderId, { body: "Called back: gate code 4411" });
    const { status, body } = await list(orderId);
    expect(status).toBe(200);
    expect(body.notes.map((note: { id: number }) => note.id)).toEqual([second.body.id, first.body.id]);
    const audit = await db.auditEntry.findMany({
      where: { entity: "order", entityId: String(orderId), action: "order_note_added" },
      orderBy: { id: "asc" },
    });
    expect(audit.map((entry) => (entry.after as { body: string }).body)).toEqual([
      "Customer asked to deliver after 6 pm",
      "Called back: gate code 4411",
    ]);
    expect(audit[0].staffId).not.toBeNull();
  });

  it("refuses an empty or overlong note (400 at the field) and an unknown order (404)", async () => {
    expect(await post(orderId, { body: "   " })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("Write the note") },
    });
    expect((await post(orderId, { body: "x".repeat(2001) })).status).toBe(400);
    expect(await post(99999999, { body: "hello" })).toMatchObject({ status: 404, body: { error: "order_not_found" } });
    expect((await list(99999999)).status).toBe(404);
  });

  it("is found by the orders list's search", async () => {
    const { body } = await json(
      listOrders(request(`/orders/?search=${encodeURIComponent("gate code 44")}`), undefined),
    );
    expect(body.results.map((order: { order_id: string }) => order.order_id)).toEqual(["ORD-NOTES-1"]);
  });

  it("is never in what the shopper sees of the order", async () => {
    expect(JSON.stringify(await customerOrder(customerId, orderId))).not.toContain("gate code");
  });
});

describe("staff actions in the audit log", () => {
  it("a status change names the staff member, before and after, and the notes", async () => {
    const { status } = await json(
      updateStatus(
        request(`/orders/${orderId}/update_status/`, {
          method: "PATCH",
          body: { new_status: "confirmed", notes: "Phoned" },
        }),
        routeParams({ id: orderId }),
      ),
    );
    expect(status).toBe(200);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "order", entityId: String(orderId), action: "order_confirm" },
    });
    expect(entry.before).toEqual({ status: "pending", payment_status: "pending" });
    expect(entry.after).toEqual({ status: "confirmed", notes: "Phoned" });
    expect(entry.staffId).not.toBeNull();
  });

  it("so are processing and a cancellation, with its reason and whether the stock went back", async () => {
    const processed = await json(
      updateStatus(
        request(`/orders/${orderId}/update_status/`, { method: "PATCH", body: { new_status: "processing" } }),
        routeParams({ id: orderId }),
      ),
    );
    expect(processed.status).toBe(200);
    const cancelled = await json(
      cancelOrder(
        request(`/orders/${orderId}/cancel_order/`, {
          method: "POST",
          body: { cancellation_reason: "Customer changed their mind" },
        }),
        routeParams({ id: orderId }),
      ),
    );
    expect(cancelled.status).toBe(200);
    const entries = await db.auditEntry.findMany({
      where: { entity: "order", entityId: String(orderId), action: { in: ["order_process", "order_cancel"] } },
      orderBy: { id: "asc" },
    });
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ["order_process", { status: "processing" }],
      ["order_cancel", { status: "cancelled", notes: "Customer changed their mind", restocked: true }],
    ]);
    expect(entries.every((entry) => entry.staffId !== null)).toBe(true);
  });
});
