import { db } from "@/lib/server/db";
import { carrier } from "@/lib/server/shipping/configured-carrier";
import { adminApiTests, type AdminEndpoint } from "@/scripts/jest/admin-api";
import { routeParams, statusAndJson } from "@/scripts/jest/requests";
import { POST as createShipment } from "./createshipment/route";
import { GET as checkPincode } from "./delivery/check-pincode/route";
import { GET as rates } from "./delivery/rates/route";
import { GET as trackShipment } from "./delivery/track/route";
import { GET as statusHistory } from "./order-status-history/route";
import { POST as cancelOrder } from "./orders/[id]/cancel_order/route";
import { POST as applyEdit } from "./orders/[id]/edits/route";
import { POST as refundOrder } from "./orders/[id]/refund_order/route";
import { GET as getOrder } from "./orders/[id]/route";
import { PATCH as updateStatus } from "./orders/[id]/update_status/route";
import { POST as bulkUpdate } from "./orders/bulk_update_status/route";
import { GET as stats } from "./orders/dashboard_stats/route";
import { GET as exportCsv } from "./orders/export/route";
import { GET as byCustomer } from "./orders/orders_by_customer/route";
import { GET as recent } from "./orders/recent_orders/route";
import { GET as listOrders } from "./orders/route";

afterAll(() => db.$disconnect());

const { request, refusesAllButTheAdmin } = adminApiTests("+919700000001");
const orders: Record<string, number> = {};

async function seedOrder(
  name: string,
  phone: string,
  status: "pending" | "confirmed" | "shipped" = "pending",
  total = 50000,
) {
  const customer = await db.customer.upsert({ where: { phone }, create: { phone }, update: {} });
  const order = await db.order.create({
    data: {
      orderNumber: `ORD-ADMIN-${name.replace(/\W/g, "")}`,
      customerId: customer.id,
      paymentMethod: "cod",
      status,
      paymentStatus: "pending",
      customerName: name,
      customerPhone: phone,
      recipientName: name,
      recipientPhone: phone,
      deliveryAddress: "12 MG Road",
      deliveryCity: "Pune",
      deliveryState: "Maharashtra",
      deliveryPincode: "411001",
      itemsOriginalTotal: total,
      subtotal: total,
      total,
      items: {
        create: {
          productName: "Ashwagandha, 60 capsules",
          quantity: 1,
          unitPrice: total,
          discountPrice: total,
          totalPrice: total,
        },
      },
      history: { create: { status: "pending", changedByName: "Customer" } },
    },
  });
  orders[name] = order.id;
}

beforeAll(async () => {
  await seedOrder("Asha Rao", "+919811111111");
  await seedOrder("Vikram Shah", "+919822222222", "confirmed", 120000);
  await seedOrder("Neha Gupta", "+919833333333", "shipped");
  await seedOrder("Ravi Kumar", "+919844444444");
});

const params = (id: number | string) => routeParams({ id });
const json = statusAndJson;

const ENDPOINTS: AdminEndpoint[] = [
  ["GET orders", (token) => listOrders(request("/orders/", { token }), undefined)],
  ["GET order", (token) => getOrder(request("/orders/1/", { token }), params(1))],
  [
    "PATCH update_status",
    (token) =>
      updateStatus(
        request("/orders/1/update_status/", { method: "PATCH", body: { new_status: "confirmed" }, token }),
        params(1),
      ),
  ],
  [
    "POST cancel_order",
    (token) =>
      cancelOrder(
        request("/orders/1/cancel_order/", { method: "POST", body: { cancellation_reason: "x" }, token }),
        params(1),
      ),
  ],
  [
    "POST refund_order",
    (token) =>
      refundOrder(
        request("/orders/1/refund_order/", { method: "POST", body: { refund_reason: "x" }, token }),
        params(1),
      ),
  ],
  ["POST edits", (token) => applyEdit(request("/orders/1/edits/", { method: "POST", body: {}, token }), params(1))],
  ["GET dashboard_stats", (token) => stats(request("/orders/dashboard_stats/", { token }), undefined)],
  ["GET recent_orders", (token) => recent(request("/orders/recent_orders/", { token }), undefined)],
  [
    "GET orders_by_customer",
    (token) => byCustomer(request("/orders/orders_by_customer/?customer_mobile=98", { token }), undefined),
  ],
  ["GET order-status-history", (token) => statusHistory(request("/order-status-history/", { token }), undefined)],
  [
    "POST bulk_update_status",
    (token) =>
      bulkUpdate(
        request("/orders/bulk_update_status/", {
          method: "POST",
          body: { order_ids: [1], new_status: "confirmed" },
          token,
        }),
        undefined,
      ),
  ],
  [
    "POST createshipment",
    (token) => createShipment(request("/createshipment/", { method: "POST", body: { order_id: 1 }, token }), undefined),
  ],
  [
    "GET check-pincode",
    (token) => checkPincode(request("/delivery/check-pincode/?pincode=411001", { token }), undefined),
  ],
  ["GET rates", (token) => rates(request("/delivery/rates/?pincode=411001", { token }), undefined)],
  ["GET track", (token) => trackShipment(request("/delivery/track/?tracking_number=X", { token }), undefined)],
  ["GET export", (token) => exportCsv(request("/orders/export/", { token }), undefined)],
];

refusesAllButTheAdmin(ENDPOINTS);

describe("order list and detail", () => {
  it("filters and pages the list", async () => {
    const { status, body } = await json(listOrders(request("/orders/?status=confirmed"), undefined));
    expect(status).toBe(200);
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      customer_name: "Vikram Shah",
      total_amount: 1200,
      allowed_actions: ["process", "ship", "cancel"],
    });
    expect((await json(listOrders(request("/orders/?ordering=sideways"), undefined))).status).toBe(400);
  });

  it("answers one order or 'Order not found'", async () => {
    expect(
      (await json(getOrder(request(`/orders/${orders["Asha Rao"]}/`), params(orders["Asha Rao"])))).body.customer_name,
    ).toBe("Asha Rao");
    expect(await json(getOrder(request("/orders/999999/"), params(999999)))).toEqual({
      status: 404,
      body: { error: "order_not_found", message: "Order not found" },
    });
    expect((await json(getOrder(request("/orders/abc/"), params("abc")))).status).toBe(404);
  });

  it("lists a customer's orders, recent orders and dashboard stats", async () => {
    expect(
      (
        await json(byCustomer(request("/orders/orders_by_customer/?customer_mobile=9822222222"), undefined))
      ).body.results.map((o: { customer_name: string }) => o.customer_name),
    ).toEqual(["Vikram Shah"]);
    expect((await json(byCustomer(request("/orders/orders_by_customer/"), undefined))).status).toBe(400);
    expect((await json(recent(request("/orders/recent_orders/?limit=2"), undefined))).body.results).toHaveLength(2);
    expect((await json(stats(request("/orders/dashboard_stats/"), undefined))).body).toMatchObject({
      total_orders: 4,
      pending_orders: 2,
    });
  });
});

describe("createshipment", () => {
  it("refuses a pincode the carrier does not serve, and a manual shipment without its AWB", async () => {
    const id = orders["Ravi Kumar"];
    await db.order.update({ where: { id }, data: { status: "confirmed" } });
    const noAwb = await json(
      createShipment(request("/createshipment/", { method: "POST", body: { order_id: id } }), undefined),
    );
    expect(noAwb.body.results[0]).toMatchObject({
      success: false,
      message: "Enter the courier's name and the AWB of the parcel.",
    });
    await db.order.update({ where: { id }, data: { deliveryPincode: "744101" } });
    const far = await json(
      createShipment(
        request("/createshipment/", { method: "POST", body: { order_id: id, courier_name: "DTDC", awb: "D1234567" } }),
        undefined,
      ),
    );
    expect(far.body.results[0]).toMatchObject({
      success: false,
      message: expect.stringContaining("does not deliver to pincode 744101"),
    });
    expect(await db.shipment.count({ where: { orderId: id } })).toBe(0);
    expect((await db.order.findUniqueOrThrow({ where: { id } })).status).toBe("confirmed");
  });
});

describe("status changes", () => {
  it("walks an order confirm -> process -> ship -> deliver with the admin's name in the history", async () => {
    const id = orders["Asha Rao"];
    const change = (new_status: string, notes?: string) =>
      json(
        updateStatus(
          request(`/orders/${id}/update_status/`, { method: "PATCH", body: { new_status, notes } }),
          params(id),
        ),
      );
    expect((await change("confirmed", "Called the customer")).body.status).toBe("confirmed");
    expect((await change("processing")).body.status).toBe("processing");
    // No Shiprocket credentials in the tests' environment: the manual carrier takes the courier and AWB typed by the admin.
    const body = {
      order_id: id,
      pickup_location_id: "1",
      return_details_id: "1",
      courier_name: "India Post",
      awb: "EE123456789IN",
      notes: "Fragile: glass jar",
    };
    const shipped = await json(createShipment(request("/createshipment/", { method: "POST", body }), undefined));
    expect(shipped.body.results).toEqual([expect.objectContaining({ order_id: id, success: true, status: "shipped" })]);
    const again = await json(createShipment(request("/createshipment/", { method: "POST", body }), undefined));
    expect(again.body.results).toEqual([expect.objectContaining({ order_id: id, success: false })]);
    const delivered = await change("delivered");
    expect(delivered.body).toMatchObject({
      status: "delivered",
      tracking_number: "EE123456789IN",
      courier_name: "India Post",
      shipment_created: true,
    });
    expect(delivered.body.status_history[3]).toMatchObject({ status: "shipped", notes: "Fragile: glass jar" });
    expect(delivered.body.status_history[1]).toMatchObject({
      status: "confirmed",
      changed_by_name: "Store Admin",
      notes: "Called the customer",
    });
    const history = await json(statusHistory(request(`/order-status-history/?order=${id}&status=shipped`), undefined));
    expect(history.body).toMatchObject({
      count: 1,
      results: [expect.objectContaining({ order: id, status: "shipped" })],
    });

    const tracking = await json(
      trackShipment(request(`/delivery/track/?tracking_number=${delivered.body.tracking_number}`), undefined),
    );
    expect(tracking.body.tracking_number).toBe(delivered.body.tracking_number);
  });

  it("refuses an illegal transition with 409 and a bad status with 400", async () => {
    const id = orders["Neha Gupta"];
    const illegal = await json(
      updateStatus(
        request(`/orders/${id}/update_status/`, { method: "PATCH", body: { new_status: "confirmed" } }),
        params(id),
      ),
    );
    expect(illegal).toEqual({
      status: 409,
      body: {
        error: "illegal_transition",
        message: expect.stringContaining("Cannot confirm an order that is shipped"),
      },
    });
    expect(
      (
        await json(
          updateStatus(
            request(`/orders/${id}/update_status/`, { method: "PATCH", body: { new_status: "lost" } }),
            params(id),
          ),
        )
      ).status,
    ).toBe(400);
    const refund = await json(
      refundOrder(
        request(`/orders/${id}/refund_order/`, { method: "POST", body: { refund_reason: "Damaged" } }),
        params(id),
      ),
    );
    expect(refund.status).toBe(409);
  });

  it("cancels only with a reason", async () => {
    const id = orders["Ravi Kumar"];
    const cancel = (body: unknown) =>
      json(cancelOrder(request(`/orders/${id}/cancel_order/`, { method: "POST", body }), params(id)));
    expect((await cancel({ cancellation_reason: "  " })).status).toBe(400);
    const done = await cancel({ cancellation_reason: "Customer asked" });
    expect(done.body).toMatchObject({ status: "cancelled" });
    expect(done.body.status_history.at(-1)).toMatchObject({ status: "cancelled", notes: "Customer asked" });
    expect((await cancel({ cancellation_reason: "Again" })).status).toBe(409);
  });

  it("bulk-confirms with a result per order", async () => {
    const { body } = await json(
      bulkUpdate(
        request("/orders/bulk_update_status/", {
          method: "POST",
          body: { order_ids: [orders["Vikram Shah"], orders["Neha Gupta"]], new_status: "processing", notes: "" },
        }),
        undefined,
      ),
    );
    expect(body.results).toEqual([
      expect.objectContaining({ order_id: orders["Vikram Shah"], success: true, status: "processing" }),
      expect.objectContaining({
        order_id: orders["Neha Gupta"],
        success: false,
        message: expect.stringContaining("Cannot process"),
      }),
    ]);
    expect(
      (
        await json(
          bulkUpdate(
            request("/orders/bulk_update_status/", {
              method: "POST",
              body: { order_ids: [1], new_status: "delivered" },
            }),
            undefined,
          ),
        )
      ).status,
    ).toBe(400);
  });

  it("edits delivery details (recipient, address, notes) through the edit panel's route before shipping and refuses after (409)", async () => {
    const address = {
      recipient_name: "V. Shah",
      recipient_phone: "+919822222222",
      delivery_address: "4 Park Street",
      delivery_city: "Kolkata",
      delivery_state: "West Bengal",
      delivery_pincode: "700016",
      notes: "Ring twice",
    };
    const save = async (id: number, edit: typeof address) => {
      const { version } = await db.order.findUniqueOrThrow({ where: { id } });
      return statusAndJson(
        applyEdit(request(`/orders/${id}/edits/`, { method: "POST", body: { version, address: edit } }), params(id)),
      );
    };
    const id = orders["Vikram Shah"];
    expect((await save(id, address)).status).toBe(201);
    expect((await json(getOrder(request(`/orders/${id}/`), params(id)))).body).toMatchObject({
      delivery_city: "Kolkata",
      notes: "Ring twice",
    });
    expect((await save(id, { ...address, delivery_pincode: "12" })).status).toBe(400);
    const shippedId = orders["Neha Gupta"];
    expect((await save(shippedId, address)).status).toBe(409);
  });
});

describe("delivery", () => {
  it("checks a pincode and quotes a rate with weight 1 by default", async () => {
    expect((await json(checkPincode(request("/delivery/check-pincode/?pincode=12"), undefined))).status).toBe(400);
    expect(
      (await json(checkPincode(request("/delivery/check-pincode/?pincode=411001"), undefined))).body,
    ).toMatchObject({ pincode: "411001" });
    const quote = (await json(rates(request("/delivery/rates/?pincode=411001"), undefined))).body;
    expect(quote).toMatchObject({ pincode: "411001", weight: 1 });
    // Money in JSON is rupees with 2 decimals, as everywhere else.
    expect(quote.amount).toBe((await carrier().rates("411001", 1)).amount / 100);
  });
});

it("exports the filtered orders as a CSV attachment", async () => {
  const response = await exportCsv(request("/orders/export/?search=Vikram"), undefined);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders_\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = (await response.text()).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^id,order_id,created_at/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("ORD-ADMIN-VikramShah");
});
