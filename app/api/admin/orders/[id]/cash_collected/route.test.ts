import { db } from "@/lib/server/db";
import { adminApiTests } from "@/scripts/jest/admin-api";
import { routeParams, statusAndJson } from "@/scripts/jest/requests";
import { GET as reports } from "../../../reports/route";
import { GET as stats } from "../../dashboard_stats/route";
import { PATCH as updateStatus } from "../update_status/route";
import { POST as cashCollected } from "./route";

afterAll(() => db.$disconnect());

const { request, refusesAllButTheAdmin } = adminApiTests("+919700000077");
const params = (id: number) => routeParams({ id });
let counter = 0;

async function seedOrder(
  paymentMethod: "cod" | "prepaid",
  status: "pending" | "shipped" | "delivered" | "cancelled",
  total = 64900,
  paymentStatus: "pending" | "paid" = "pending",
) {
  counter += 1;
  const phone = `+9197000${String(counter).padStart(5, "0")}`;
  const customer = await db.customer.create({ data: { phone } });
  return db.order.create({
    data: {
      orderNumber: `ORD-CASH-${counter}`,
      customerId: customer.id,
      paymentMethod,
      status,
      paymentStatus,
      customerName: "Kavya Nair",
      customerPhone: phone,
      recipientName: "Kavya Nair",
      recipientPhone: phone,
      deliveryAddress: "7 Residency Road",
      deliveryCity: "Bengaluru",
      deliveryState: "Karnataka",
      deliveryPincode: "560025",
      itemsOriginalTotal: total,
      subtotal: total,
      total,
      items: {
        create: {
          productName: "Triphala, 60 tablets",
          quantity: 1,
          unitPrice: total,
          discountPrice: total,
          totalPrice: total,
          hsnCode: "30049011",
        },
      },
      history: { create: { status: "pending", changedByName: "Customer" } },
    },
  });
}

const collect = (id: number, token?: string | null) =>
  statusAndJson(
    cashCollected(
      request(`/orders/${id}/cash_collected/`, { method: "POST", ...(token === undefined ? {} : { token }) }),
      params(id),
    ),
  );
const change = (id: number, new_status: string) =>
  statusAndJson(
    updateStatus(request(`/orders/${id}/update_status/`, { method: "PATCH", body: { new_status } }), params(id)),
  );
const dashboard = async () => (await statusAndJson(stats(request("/orders/dashboard_stats/"), undefined))).body;

refusesAllButTheAdmin([
  [
    "POST cash_collected",
    (token) => cashCollected(request("/orders/1/cash_collected/", { method: "POST", token }), params(1)),
  ],
]);

describe("POST /api/admin/orders/{id}/cash_collected/", () => {
  it("marks a delivered COD order paid once, with history (who, amount) and an audit row, and issues no second invoice", async () => {
    const order = await seedOrder("cod", "pending");
    expect((await change(order.id, "confirmed")).body).toMatchObject({
      status: "confirmed",
      invoice_url: expect.any(String),
    });
    await db.order.update({ where: { id: order.id }, data: { status: "shipped" } });
    expect((await change(order.id, "delivered")).body).toMatchObject({
      status: "delivered",
      payment_status: "pending",
      awaiting_cash: true,
    });
    const before = await dashboard();

    const first = await collect(order.id);
    expect(first).toMatchObject({
      status: 200,
      body: { status: "delivered", payment_status: "paid", awaiting_cash: false },
    });
    expect(first.body.status_history.at(-1)).toMatchObject({
      status: "delivered",
      payment_status: "paid",
      changed_by_name: "Store Admin",
      notes: "Cash collected: ₹649.00, recorded by an admin",
    });

    // Idempotent: a second press (or a retried request) records nothing more.
    const again = await collect(order.id);
    expect(again).toMatchObject({ status: 200, body: { payment_status: "paid" } });
    expect(again.body.status_history).toHaveLength(first.body.status_history.length);
    expect(
      await db.auditEntry.findMany({
        where: { entity: "order", entityId: String(order.id), action: "cash_collected" },
        select: { staffName: true, after: true },
      }),
    ).toEqual([{ staffName: "Store Admin", after: { payment_status: "paid", amount: 649 } }]);
    expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(1);

    // The revenue moves from expected to collected; the total stays.
    const after = await dashboard();
    expect(after.total_revenue).toBeCloseTo(before.total_revenue, 2);
    expect(after.collected_revenue - before.collected_revenue).toBeCloseTo(649, 2);
    expect(before.expected_revenue - after.expected_revenue).toBeCloseTo(649, 2);
  });

  it("records the cash once when several admins press at the same moment", async () => {
    const order = await seedOrder("cod", "delivered");
    const answers = await Promise.all([1, 2, 3].map(() => collect(order.id)));
    expect(answers.map((answer) => [answer.status, answer.body.payment_status])).toEqual([
      [200, "paid"],
      [200, "paid"],
      [200, "paid"],
    ]);
    expect(await db.orderStatusHistory.count({ where: { orderId: order.id, paymentStatus: "paid" } })).toBe(1);
    expect(
      await db.auditEntry.count({ where: { entity: "order", entityId: String(order.id), action: "cash_collected" } }),
    ).toBe(1);
  });

  it.each([
    [
      "an online order",
      "prepaid",
      "delivered",
      "paid",
      "Only cash-on-delivery orders are paid in cash: this order is paid online.",
    ],
    [
      "a COD order not delivered yet",
      "cod",
      "shipped",
      "pending",
      "Cash is collected on delivery: this order is shipped. Mark it delivered first.",
    ],
    ["a cancelled COD order", "cod", "cancelled", "pending", "This order is cancelled: there is no cash to collect."],
  ] as const)("refuses %s with a 409 and changes nothing", async (_name, method, status, paymentStatus, message) => {
    const order = await seedOrder(method, status, 50000, paymentStatus);
    expect(await collect(order.id)).toEqual({ status: 409, body: { error: "cash_not_collectable", message } });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paymentStatus });
    expect(await db.orderStatusHistory.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("answers 404 for an order that does not exist", async () => {
    expect(await collect(999999)).toMatchObject({ status: 404, body: { error: "order_not_found" } });
  });
});

describe("collected and expected revenue", () => {
  it("splits the dashboard's and the report's revenue into collected and expected (COD not collected)", async () => {
    const before = await dashboard();
    await seedOrder("cod", "shipped", 30000);
    await seedOrder("prepaid", "pending", 20000, "paid");
    await seedOrder("cod", "cancelled", 90000);
    const after = await dashboard();
    expect(after.expected_revenue - before.expected_revenue).toBeCloseTo(300, 2);
    expect(after.collected_revenue - before.collected_revenue).toBeCloseTo(200, 2);
    expect(after.total_revenue).toBeCloseTo(after.collected_revenue + after.expected_revenue, 2);

    const report = (await statusAndJson(reports(request("/reports/"), undefined))).body;
    expect(report.totals.revenue).toBeCloseTo(report.totals.collected_revenue + report.totals.expected_revenue, 2);
    expect(report.totals).toMatchObject({
      collected_revenue: after.collected_revenue,
      expected_revenue: after.expected_revenue,
    });
  });
});
