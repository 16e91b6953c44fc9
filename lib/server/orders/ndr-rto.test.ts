/**
 * Undelivered parcels (NDR) and returns to origin (RTO) against the fake Shiprocket and the fake
 * Razorpay: attempts recorded once under replays and polls, staff's answer sent once, the RTO's
 * stock, cash and refund (docs/ndr-rto.md).
 */
import { db } from "@/lib/server/db";
import { recordTrackingUpdate, istTime } from "@/lib/server/courier-tracking/tracking";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { withFakeShiprocket } from "@/scripts/jest/fake-shiprocket";
import { payOnline, placeOrder, type Buyer } from "@/scripts/jest/orders";
import { orderNoticeMails } from "@/lib/server/mail/notice-mail";
import { runOrderAction } from "./admin-actions";
import { recordCashCollected } from "./cash-collection";
import { actOnNdr, answerNdrAsShopper, listNdrQueue, orderNdr, pollNdr } from "./ndr";
import { GET as myNdr, POST as answerMyNdr } from "@/app/api/my-orders/[orderId]/ndr/route";
import { accessToken, asCustomer, bearerRequest, routeParams, statusAndJson } from "@/scripts/jest/requests";
import { orderRto, refundReturnedOrder, writeOffRtoDamage } from "./rto";
import { ndrQueueQuery, shopperNdrAnswerBody } from "@/lib/validation/orders/ndr";
import { ndrRtoReport } from "@/lib/server/reports/ndr-rto";
import { salesReport } from "@/lib/server/reports/sales";
import { dashboardStats } from "./admin-queries";
import { createPartialRefund } from "./partial-refunds";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();
// This file ships, polls and replays many parcels quickly: on a fast, quiet machine it passed the fake's 50 requests
// a second and got Shiprocket's 429. Rate limiting is not what it tests.
const courier = withFakeShiprocket({ rateLimitPerSecond: 1_000 });

afterAll(() => db.$disconnect());

const buyer: Buyer = {
  contact: { firstName: "Kavya", lastName: "Rao", email: "kavya@example.in" },
  address: { address: "7 Brigade Road", city: "Chennai", state: "Tamil Nadu", zipCode: "600001" },
};

async function placed(paymentMethod: "cod" | "prepaid", quantity = 2) {
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 50 } },
    orderBy: { id: "asc" },
  });
  const { order, customer } = await placeOrder(paymentMethod, [{ productId: product.id, quantity }], buyer);
  if (paymentMethod === "prepaid") await payOnline(payments, customer.id, order.id);
  return { order, product };
}

/** A shipped order: confirmed, booked with the fake courier. */
async function shipped(paymentMethod: "cod" | "prepaid") {
  const { order, product } = await placed(paymentMethod);
  await runOrderAction({ orderId: order.id, action: "confirm", actor });
  const { trackingNumber } = await runOrderAction(
    { orderId: order.id, action: "ship", actor },
    { carrier: courier.carrier },
  );
  return { order, product, awb: trackingNumber! };
}

/** The tracking webhook Shiprocket would send after the fake's latest scan. */
function webhookOf(awb: string) {
  const shipment = [...courier.fake.shipments.values()].find((candidate) => candidate.awb === awb)!;
  return {
    awb,
    courier_name: shipment.courierName,
    current_status: shipment.status,
    scans: shipment.scans.map((scan) => ({ ...scan })),
  };
}

/** Moves the fake's shipment on and delivers its webhook (twice: a replay must change nothing). */
async function scan(awb: string, status?: string, reason?: string) {
  await courier.fake.advance(awb, status, reason);
  const update = webhookOf(awb);
  const first = await recordTrackingUpdate(update);
  const replay = await recordTrackingUpdate(update);
  expect(replay.recorded).toBe(0);
  return first;
}

const noticeJobs = (attemptIds: number[]) =>
  db.$queryRaw<{ data: { attemptId: number } }[]>`
    SELECT data FROM pgboss.job WHERE name = 'order-notice' AND (data->>'attemptId')::int = ANY(${attemptIds})`;
const stockOf = async (productId: number) => (await db.product.findUniqueOrThrow({ where: { id: productId } })).stock;

describe("failed delivery attempts (NDR)", () => {
  it("records each attempt once under webhook replays and polls, with one e-mail each", async () => {
    const { order, awb } = await shipped("cod");
    for (const status of ["PICKED UP", "IN TRANSIT", "OUT FOR DELIVERY"]) await scan(awb, status);
    await scan(awb, "UNDELIVERED", "Consignee unavailable");
    let ndr = await orderNdr(order.id);
    expect(ndr.attempts.map((attempt) => [attempt.attempt, attempt.reason])).toEqual([[1, "Consignee unavailable"]]);
    expect(ndr.refusal).toBeNull();
    // The poll reads the same attempt from GET /ndr/all: nothing new.
    expect(await pollNdr(istTime, courier.carrier.ndr)).toMatchObject({ recorded: 0 });
    await scan(awb, "OUT FOR DELIVERY");
    await scan(awb, "UNDELIVERED", "Customer refused to accept");
    expect(await pollNdr(istTime, courier.carrier.ndr)).toMatchObject({ recorded: 0 });
    ndr = await orderNdr(order.id);
    expect(ndr.attempts.map((attempt) => attempt.reason)).toEqual([
      "Consignee unavailable",
      "Customer refused to accept",
    ]);
    const jobs = await noticeJobs(ndr.attempts.map((attempt) => attempt.id));
    expect(jobs).toHaveLength(2);
    const [mail] = await orderNoticeMails({ notice: "ndr-attempt", attemptId: ndr.attempts[1].id });
    expect(mail.key).toBe(`ndr-attempt:${ndr.attempts[1].id}:customer`);
    expect(mail.subject).toBe(`We could not deliver order ${order.orderNumber}`);
    expect(mail.html).toContain("Customer refused to accept");
    const history = await db.orderStatusHistory.findMany({
      where: { orderId: order.id, notes: { startsWith: "Delivery attempt" } },
    });
    expect(history).toHaveLength(2);
    const queue = await listNdrQueue(ndrQueueQuery.parse({ search: order.orderNumber }));
    expect(queue.results).toEqual([
      expect.objectContaining({
        order_id: order.id,
        attempts: 2,
        reason: "Customer refused to accept",
        ndr_state: "waiting",
      }),
    ]);
  });

  it("a poll records an attempt whose webhook never came", async () => {
    const { order, awb } = await shipped("prepaid");
    await courier.fake.advance(awb, "PICKED UP");
    await courier.fake.advance(awb, "UNDELIVERED", "Address incomplete or incorrect");
    const polled = await pollNdr(istTime, courier.carrier.ndr);
    expect(polled.recorded).toBeGreaterThanOrEqual(1);
    expect((await orderNdr(order.id)).attempts).toEqual([
      expect.objectContaining({ attempt: 1, reason: "Address incomplete or incorrect" }),
    ]);
    expect(await pollNdr(istTime, courier.carrier.ndr)).toMatchObject({ recorded: 0 });
  });

  it("sends a re-attempt to the courier once, however many clicks, then the parcel is delivered", async () => {
    const { order, awb } = await shipped("prepaid");
    await scan(awb, "PICKED UP");
    await scan(awb, "UNDELIVERED", "Customer asked for future delivery");
    const body = {
      action: "reattempt" as const,
      note: "Call before coming",
      phone: "+919876543210",
      date: "2099-01-05",
    };
    const [first, second] = await Promise.all([
      actOnNdr(order.id, body, actor, courier.carrier.ndr),
      actOnNdr(order.id, body, actor, courier.carrier.ndr),
    ]);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    const sent = courier.fake.ndrActions.filter((action) => action.awb === awb);
    expect(sent).toEqual([
      { awb, action: "re-attempt", comments: "Call before coming. New phone: +919876543210. Deliver on: 2099-01-05" },
    ]);
    await expect(actOnNdr(order.id, { action: "return", note: "" }, actor, courier.carrier.ndr)).rejects.toMatchObject({
      status: 409,
    });
    // The fake's next scans after a re-attempt: out for delivery, delivered.
    await scan(awb);
    await scan(awb);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("delivered");
  });

  it("the fake's path 'undelivered once, then delivered' ends delivered with one attempt on the order", async () => {
    const { order, awb } = await shipped("prepaid");
    expect(await courier.fake.play(awb, "delivered-after-ndr")).toEqual([
      "PICKED UP",
      "IN TRANSIT",
      "OUT FOR DELIVERY",
      "UNDELIVERED",
      "OUT FOR DELIVERY",
      "DELIVERED",
    ]);
    await recordTrackingUpdate(webhookOf(awb));
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("delivered");
    expect((await orderNdr(order.id)).attempts).toHaveLength(1);
  });

  it("undoes the claim when the courier refuses, so staff can try again", async () => {
    const { order, awb } = await shipped("cod");
    await scan(awb, "PICKED UP");
    await scan(awb, "UNDELIVERED", "Consignee unavailable");
    courier.fake.failNext("/ndr", { status: 429 });
    await expect(actOnNdr(order.id, { action: "return", note: "" }, actor, courier.carrier.ndr)).rejects.toMatchObject({
      status: 502,
    });
    expect((await orderNdr(order.id)).attempts[0].action).toBeNull();
    const done = await actOnNdr(order.id, { action: "return", note: "Refused twice" }, actor, courier.carrier.ndr);
    expect(done).toMatchObject({ replayed: false, sent_to_courier: true, attempt: { action: "return" } });
  });
});

describe("returns to origin (RTO)", () => {
  it("brings a COD parcel back: returning, returned, stock back once, no cash recorded", async () => {
    const { order, product, awb } = await shipped("cod");
    const before = await stockOf(product.id);
    await scan(awb, "PICKED UP");
    await scan(awb, "UNDELIVERED", "Consignee unavailable");
    await actOnNdr(order.id, { action: "return", note: "" }, actor, courier.carrier.ndr);
    // The queue's "return" state goes with its other filters (each one narrows it).
    const returning = (payment_method: "cod" | "prepaid") =>
      listNdrQueue(ndrQueueQuery.parse({ state: "return", payment_method, search: order.orderNumber }));
    expect((await returning("cod")).results.map((row) => row.order_id)).toEqual([order.id]);
    expect(await returning("prepaid")).toEqual({ results: [], count: 0 });
    // LIKE's wildcards in a search or reason are the characters themselves.
    for (const typed of [{ search: "%" }, { search: "_" }, { reason: "%" }])
      expect(await listNdrQueue(ndrQueueQuery.parse({ state: "all", ...typed }))).toEqual({ results: [], count: 0 });
    await scan(awb); // RTO initiated
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("returning");
    await scan(awb); // RTO delivered
    // A late forward scan and a replayed RTO delivered change nothing.
    await recordTrackingUpdate(webhookOf(awb));
    const back = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(back).toMatchObject({ status: "returned", paymentStatus: "pending" });
    expect(await stockOf(product.id)).toBe(before + 2);
    await expect(recordCashCollected(order.id, actor)).rejects.toMatchObject({ status: 409 });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("pending");
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(0);
    // Staff count one unit damaged: written off once, however often saved; back to 0 puts it back.
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    await writeOffRtoDamage(order.id, { item_id: item.id, damaged: 1 }, actor);
    const rto = await writeOffRtoDamage(order.id, { item_id: item.id, damaged: 1 }, actor);
    expect(rto.lines[0]).toMatchObject({ damaged: 1, quantity: 2 });
    expect(await stockOf(product.id)).toBe(before + 1);
    const damaged = await db.stockAdjustment.findMany({
      where: { productId: product.id, reason: "damaged", note: { startsWith: `Order ${order.orderNumber}` } },
    });
    expect(damaged.map((row) => row.delta)).toEqual([-1]);
    await expect(writeOffRtoDamage(order.id, { item_id: item.id, damaged: 3 }, actor)).rejects.toMatchObject({
      status: 422,
    });
    expect((await orderRto(order.id)).status).toBe("returned");
  });

  it("refunds a prepaid parcel that came back, less the return shipping the setting keeps, once", async () => {
    await db.storeSettings.update({ where: { id: 1 }, data: { rtoReturnShippingFee: 5_000 } });
    try {
      const { order, awb } = await shipped("prepaid");
      await courier.fake.play(awb, "rto-after-ndr");
      await recordTrackingUpdate(webhookOf(awb));
      const back = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(back.status).toBe("returned");
      const jobs = await db.$queryRaw<unknown[]>`
        SELECT id FROM pgboss.job WHERE name = 'rto-refund' AND (data->>'orderId')::int = ${order.id}`;
      expect(jobs).toHaveLength(1);
      const first = await refundReturnedOrder(order.id, payments.gateway);
      const again = await refundReturnedOrder(order.id, payments.gateway);
      expect(first).toEqual({ refunded: back.total - 5_000, replayed: false });
      expect(again).toEqual({ refunded: back.total - 5_000, replayed: true });
      const refunds = await db.refund.findMany({ where: { orderId: order.id } });
      expect(refunds).toEqual([
        expect.objectContaining({ amount: back.total - 5_000, status: "processed", kind: "partial" }),
      ]);
      const [mail] = await orderNoticeMails({ notice: "partial-refund", refundId: refunds[0].id });
      expect(mail.subject).toMatch(new RegExp(`^Refund of ₹.* for order ${order.orderNumber}$`));
    } finally {
      await db.storeSettings.update({ where: { id: 1 }, data: { rtoReturnShippingFee: 0 } });
    }
  });
});

describe("reports", () => {
  it("count the RTO rate, the reasons and the goods in reverse transit", async () => {
    const { awb } = await shipped("cod");
    await courier.fake.play(awb, "undelivered");
    await courier.fake.advance(awb, "RTO INITIATED");
    await recordTrackingUpdate(webhookOf(awb));
    const report = await ndrRtoReport({ period: "day" });
    const cod = report.by_payment_method.find((row) => row.key === "cod")!;
    expect(cod.rto).toBeGreaterThanOrEqual(1);
    expect(cod.rate).toBe(Math.round((cod.rto * 1000) / cod.shipped) / 10);
    expect(report.by_state.find((row) => row.key === "Tamil Nadu")!.rto).toBeGreaterThanOrEqual(1);
    expect(report.ndr_reasons.map((row) => row.reason)).toContain("Consignee unavailable");
    const [transit] = await db.$queryRaw<{ value: bigint }[]>`
      SELECT sum(i."totalPrice") AS value FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId" WHERE o.status = 'returning'`;
    expect(report.reverse_transit.value).toBe(Number(transit.value) / 100);
    expect(report.reverse_transit.orders).toBeGreaterThanOrEqual(1);
  });

  it("net partial refunds out of the dashboard's and the reports' revenue", async () => {
    const { order } = await placed("prepaid");
    const [salesBefore, dashboardBefore] = await Promise.all([salesReport({ period: "day" }), dashboardStats()]);
    await createPartialRefund(
      order.id,
      { mode: "amount", amount: 100, reason: "Goodwill", restock: false, idempotency_key: `net-${order.id}-goodwill` },
      actor,
      payments.gateway,
    );
    const [salesAfter, dashboardAfter] = await Promise.all([salesReport({ period: "day" }), dashboardStats()]);
    expect(salesBefore.totals.revenue - salesAfter.totals.revenue).toBeCloseTo(100, 2);
    expect(dashboardBefore.total_revenue - dashboardAfter.total_revenue).toBeCloseTo(100, 2);
  });

  it("net partial refunds out of the top products: a line refund's units and amount, a goodwill's item share", async () => {
    const { order, product } = await placed("prepaid", 3);
    const entryOf = (report: Awaited<ReturnType<typeof salesReport>>) => ({
      byUnits: report.top_products_by_units.find((row) => row.product_id === product.id)!,
      byRevenue: report.top_products_by_revenue.find((row) => row.product_id === product.id)!,
    });
    const before = entryOf(await salesReport({ period: "day" }));
    const [item] = await db.orderItem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    await createPartialRefund(
      order.id,
      {
        mode: "lines",
        lines: [{ item_id: item.id, quantity: 1 }],
        shipping: false,
        reason: "Damaged",
        restock: false,
        idempotency_key: `top-${order.id}-line`,
      },
      actor,
      payments.gateway,
    );
    await createPartialRefund(
      order.id,
      { mode: "amount", amount: 50, reason: "Goodwill", restock: false, idempotency_key: `top-${order.id}-goodwill` },
      actor,
      payments.gateway,
    );
    const refunds = await db.refund.findMany({ where: { orderId: order.id } });
    const itemLines = refunds.flatMap((refund) => refund.lines as { kind: string; amount: number; quantity: number }[]);
    const itemAmount = itemLines.filter((line) => line.kind === "item").reduce((sum, line) => sum + line.amount, 0);
    expect(itemAmount).toBeGreaterThan(item.totalPrice / 3); // the unit and the goodwill's share of the line
    const after = entryOf(await salesReport({ period: "day" }));
    expect(before.byUnits.units - after.byUnits.units).toBe(1); // the goodwill takes money, not units
    expect(before.byRevenue.revenue - after.byRevenue.revenue).toBeCloseTo(itemAmount / 100, 2);
    expect(after.byRevenue.units).toBe(after.byUnits.units);
    // A failed refund is not netted.
    await db.refund.updateMany({ where: { orderId: order.id, kind: "partial" }, data: { status: "failed" } });
    expect(entryOf(await salesReport({ period: "day" })).byRevenue.revenue).toBeCloseTo(before.byRevenue.revenue, 2);
  });
});

describe("the shopper answers a failed attempt", () => {
  const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

  it("shows the courier's reason and sends 'Deliver again' once, through staff's path, audited as the shopper's", async () => {
    const { order, awb } = await shipped("cod");
    for (const status of ["PICKED UP", "IN TRANSIT", "OUT FOR DELIVERY"]) await scan(awb, status);
    await scan(awb, "UNDELIVERED", "Consignee unavailable");
    const customerId = (await db.order.findUniqueOrThrow({ where: { id: order.id } })).customerId!;
    const token = await accessToken(asCustomer(customerId));
    const url = `/api/my-orders/${order.id}/ndr/`;
    const params = routeParams({ orderId: order.id });
    const view = await statusAndJson(myNdr(bearerRequest(url, { token }), params));
    expect(view).toMatchObject({
      status: 200,
      body: { attempt: { attempt: 1, reason: "Consignee unavailable" }, answer: null, can_answer: true },
    });
    // Another shopper: 404 for both.
    const stranger = await db.customer.create({
      data: { phone: `+9173333${String(Date.now() % 100_000).padStart(5, "0")}` },
    });
    const other = await accessToken(asCustomer(stranger.id));
    expect((await myNdr(bearerRequest(url, { token: other }), params)).status).toBe(404);
    const body = { attempt: 1, date: today(), phone: "9876543210", address_line: "Near the temple, 2nd floor" };
    expect((await answerMyNdr(bearerRequest(url, { method: "POST", token: other, body }), params)).status).toBe(404);
    // A day in the past: 400.
    expect(
      (await answerMyNdr(bearerRequest(url, { method: "POST", token, body: { ...body, date: "2020-01-01" } }), params))
        .status,
    ).toBe(400);

    const actions = courier.fake.ndrActions.length;
    // Through the fake courier's NDR port (the route uses the configured carrier's).
    const answer = () =>
      answerNdrAsShopper(customerId, order.id, shopperNdrAnswerBody.parse(body), courier.carrier.ndr);
    const first = await answer();
    expect(first).toMatchObject({ answer: { action: "reattempt", date: today(), by_you: true }, can_answer: false });
    // Again (a second click): answered as it stands, nothing sent again.
    expect(await answer()).toEqual(first);
    const shown = await statusAndJson(myNdr(bearerRequest(url, { token }), params));
    expect(shown.body).toEqual(first);
    // One action at the courier, with the shopper's day, phone and address line.
    expect(courier.fake.ndrActions.slice(actions)).toEqual([
      expect.objectContaining({ awb, action: "re-attempt", comments: expect.stringContaining("Near the temple") }),
    ]);
    expect(courier.fake.ndrActions.at(-1)!.comments).toContain("9876543210");
    expect((await orderNdr(order.id)).attempts[0]).toMatchObject({ action: "reattempt", action_by: "Customer" });
    expect(
      await db.auditEntry.findMany({ where: { entity: "order", entityId: String(order.id), action: "ndr_reattempt" } }),
    ).toEqual([expect.objectContaining({ staffId: null, staffName: "Customer" })]);
    // Staff cannot answer the same attempt otherwise.
    await expect(actOnNdr(order.id, { action: "return", note: "" }, actor, courier.carrier.ndr)).rejects.toMatchObject({
      status: 409,
    });
  });

  it("refuses (409) an attempt staff answered, and an older attempt than the courier's latest", async () => {
    const { order, awb } = await shipped("prepaid");
    for (const status of ["PICKED UP", "IN TRANSIT", "OUT FOR DELIVERY"]) await scan(awb, status);
    await scan(awb, "UNDELIVERED", "Address incomplete or incorrect");
    const token = await accessToken(
      asCustomer((await db.order.findUniqueOrThrow({ where: { id: order.id } })).customerId!),
    );
    const url = `/api/my-orders/${order.id}/ndr/`;
    const params = routeParams({ orderId: order.id });
    await actOnNdr(order.id, { action: "reattempt", note: "Called the shopper" }, actor, courier.carrier.ndr);
    const body = { attempt: 1, date: today() };
    expect(await statusAndJson(answerMyNdr(bearerRequest(url, { method: "POST", token, body }), params))).toMatchObject(
      {
        status: 409,
        body: { error: "ndr_answered" },
      },
    );
    const view = await statusAndJson(myNdr(bearerRequest(url, { token }), params));
    expect(view.body).toMatchObject({ answer: { action: "reattempt", by_you: false }, can_answer: false });
    // The courier tries again and fails: attempt 2 is open; an answer to attempt 1 is refused.
    await scan(awb, "OUT FOR DELIVERY");
    await scan(awb, "UNDELIVERED", "Consignee unavailable");
    expect((await statusAndJson(answerMyNdr(bearerRequest(url, { method: "POST", token, body }), params))).status).toBe(
      409,
    );
    const customerId = (await db.order.findUniqueOrThrow({ where: { id: order.id } })).customerId!;
    const answer = shopperNdrAnswerBody.parse({ ...body, attempt: 2 });
    expect(await answerNdrAsShopper(customerId, order.id, answer, courier.carrier.ndr)).toMatchObject({
      attempt: { attempt: 2 },
      answer: { by_you: true },
    });
  });
});
