import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { expireUnpaidOrders, handleWebhook } from "@/lib/server/checkout/online-payment";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { withFakeShiprocket } from "@/scripts/jest/fake-shiprocket";
import { MEERA_IN_CHENNAI, payOnline, placeOrder } from "@/scripts/jest/orders";
// next/cache is the Jest stand-in (scripts/jest/next-cache.ts), which records revalidated tags.
import { revalidatedTags } from "@/scripts/jest/next-cache";
import { GatewayError, razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";
import { hmacHex } from "@/lib/server/payments/signatures";
import { recordTrackingUpdate } from "@/lib/server/courier-tracking/tracking";
import { runBulkAction, runOrderAction } from "./admin-actions";
import { recordCashCollected } from "./cash-collection";
import { getAdminOrder } from "./admin-queries";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();
const courier = withFakeShiprocket();

afterAll(() => db.$disconnect());

async function placed(paymentMethod: "cod" | "prepaid", quantity = 2) {
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 50 } },
    orderBy: { id: "asc" },
  });
  const { order, customer } = await placeOrder(paymentMethod, [{ productId: product.id, quantity }], MEERA_IN_CHENNAI);
  return { order, product, customer };
}

/** The fake gateway, except that every refund fails: refused (as Razorpay answers a 400) or unreachable. */
function failingGateway(failure: "refused" | "unreachable"): PaymentGateway {
  const error =
    failure === "refused"
      ? new GatewayError("The refund amount exceeds the payment", 400)
      : new GatewayError("The payment gateway could not be reached");
  return {
    ...payments.gateway,
    refund: async () => {
      throw error;
    },
  };
}

async function orderState(orderId: number) {
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: { history: true } });
  return { status: order.status, paymentStatus: order.paymentStatus, history: order.history.length };
}

async function paid() {
  const { order, product, customer } = await placed("prepaid");
  const razorpayPaymentId = await payOnline(payments, customer.id, order.id);
  return { order, product, razorpayPaymentId };
}

const stockOf = async (productId: number) => (await db.product.findUniqueOrThrow({ where: { id: productId } })).stock;
const returnedRows = (productId: number, orderNumber: string) =>
  db.stockAdjustment.findMany({
    where: { productId, reason: "returned", note: { startsWith: `Order ${orderNumber}` } },
    select: { delta: true, note: true, stockAfter: true },
  });

describe("runOrderAction", () => {
  it("walks a COD order through confirm, process, ship and deliver, with history", async () => {
    const { order } = await placed("cod");
    await runOrderAction({ orderId: order.id, action: "confirm", notes: "Called the customer", actor });
    await runOrderAction({ orderId: order.id, action: "process", actor });
    const shipped = await runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier });
    const delivered = await runOrderAction({ orderId: order.id, action: "deliver", actor });

    expect(shipped.trackingNumber).toMatch(/^\d+$/);
    expect(delivered.status).toBe("delivered");
    const stored = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { history: { orderBy: { id: "asc" } }, shipment: true },
    });
    expect(stored.history.map((entry) => entry.status)).toEqual([
      "pending",
      "confirmed",
      "processing",
      "shipped",
      "delivered",
    ]);
    expect(stored.history[1]).toMatchObject({ changedByName: "Store Admin", notes: "Called the customer" });
    // Confirming issued the GST invoice: the shipment carries its number.
    expect(stored.invoiceNumber).toMatch(/^PA\/\d{2}-\d{2}\/\d{6}$/);
    expect(stored.shipment).toMatchObject({
      trackingNumber: shipped.trackingNumber,
      invoiceNumber: stored.invoiceNumber,
      pickupLocationId: "1",
      returnDetailsId: "1",
      carrier: "shiprocket",
      courierName: "Delhivery Surface",
    });
  });

  it("audits every staff step with who did it: ship (its AWB), deliver, cash collected, and a refund's amount", async () => {
    const admin = await db.staffUser.findFirstOrThrow({ where: { role: "admin" } });
    const staff = { staffId: admin.id, name: admin.name };
    const entriesOf = (orderId: number) =>
      db.auditEntry.findMany({ where: { entity: "order", entityId: String(orderId) }, orderBy: { id: "asc" } });

    const { order } = await placed("cod");
    await runOrderAction({ orderId: order.id, action: "confirm", actor: staff });
    const shipped = await runOrderAction(
      { orderId: order.id, action: "ship", actor: staff },
      { carrier: courier.carrier },
    );
    await runOrderAction({ orderId: order.id, action: "deliver", notes: "Signed by the buyer", actor: staff });
    await recordCashCollected(order.id, staff);
    await recordCashCollected(order.id, staff);
    expect((await entriesOf(order.id)).map((entry) => [entry.action, entry.staffId, entry.after])).toEqual([
      ["order_confirm", admin.id, { status: "confirmed" }],
      ["order_ship", admin.id, { status: "shipped", tracking_number: shipped.trackingNumber }],
      ["order_deliver", admin.id, { status: "delivered", notes: "Signed by the buyer" }],
      ["cash_collected", admin.id, { payment_status: "paid", amount: order.total / 100 }],
    ]);

    const online = await paid();
    await runOrderAction(
      { orderId: online.order.id, action: "refund", notes: "Damaged in transit", actor: staff },
      { gateway: payments.gateway },
    );
    const [refund] = (await entriesOf(online.order.id)).filter((entry) => entry.action === "order_refund");
    expect(refund).toMatchObject({
      staffId: admin.id,
      staffName: admin.name,
      before: { status: "pending", payment_status: "paid" },
      after: {
        status: "refunded",
        notes: "Damaged in transit",
        refund_amount: online.order.total / 100,
        restocked: true,
      },
    });
  });

  it("refuses an illegal transition with 409 and changes nothing", async () => {
    const { order } = await placed("cod");
    await expect(runOrderAction({ orderId: order.id, action: "deliver", actor })).rejects.toMatchObject({
      status: 409,
      message: "Cannot deliver an order that is pending. Allowed now: confirm, cancel.",
    });
    expect(await db.orderStatusHistory.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("needs a reason to cancel, then restores the stock", async () => {
    const { order, product } = await placed("cod", 3);
    const before = (await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    await expect(runOrderAction({ orderId: order.id, action: "cancel", notes: " ", actor })).rejects.toMatchObject({
      status: 400,
    });
    revalidatedTags.splice(0);
    await runOrderAction({ orderId: order.id, action: "cancel", notes: "Customer asked", actor });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(before + 3);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("cancelled");
    expect(await returnedRows(product.id, order.orderNumber)).toEqual([
      { delta: 3, note: `Order ${order.orderNumber} cancelled`, stockAfter: before + 3 },
    ]);
    expect(revalidatedTags).toEqual([`product:${product.id}`]); // its page shows the stock; it never stopped being in stock
  });

  it("revalidates the pages of a product the cancelled order had sold out", async () => {
    const { order, product } = await placed("cod", 3);
    const { stock } = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    const soldOut = await placed("cod", stock); // the rest of the stock
    revalidatedTags.splice(0);
    await runOrderAction({ orderId: soldOut.order.id, action: "cancel", notes: "Customer asked", actor });
    expect(revalidatedTags).toEqual(["products", `product:${product.id}`]);
    revalidatedTags.splice(0);
    await runOrderAction({ orderId: order.id, action: "cancel", notes: "Customer asked", actor });
    expect(revalidatedTags).toEqual([`product:${product.id}`]); // stock was not 0 any more
  });

  it("refunds a paid online order through the gateway once, and the webhook completes it", async () => {
    const { order } = await paid();
    const outcome = await runOrderAction(
      { orderId: order.id, action: "refund", notes: "Damaged in transit", actor },
      { gateway: payments.gateway },
    );
    expect(outcome).toMatchObject({ status: "refunded", paymentStatus: "paid" });
    expect(payments.fake.refunds.get(outcome.refundId!)).toMatchObject({ amount: order.total });

    await expect(
      runOrderAction({ orderId: order.id, action: "refund", notes: "again", actor }, { gateway: payments.gateway }),
    ).rejects.toMatchObject({ status: 409 });

    const body = JSON.stringify({
      event: "refund.processed",
      payload: { refund: { entity: { id: outcome.refundId, payment_id: "x", amount: order.total } } },
    });
    await handleWebhook(body, hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body), `evt_refund_${order.id}`);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("refunded");
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("completes a refund whose refund.processed webhook arrives before the order's status changes", async () => {
    const { order, product } = await paid();
    const stockBefore = await stockOf(product.id);
    // The gateway answers the refund only after its webhook has marked the payment refunded (seen in CI: a 409
    // "Only paid orders can be refunded." left the money refunded and the order confirmed, with no way forward).
    const webhookFirst: PaymentGateway = {
      ...payments.gateway,
      refund: async (input) => {
        const refund = await payments.gateway.refund(input);
        const body = JSON.stringify({
          event: "refund.processed",
          payload: { refund: { entity: { id: refund.id, payment_id: refund.paymentId, amount: refund.amount } } },
        });
        await handleWebhook(body, hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body), `evt_refund_first_${order.id}`);
        expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("refunded");
        return refund;
      },
    };
    const outcome = await runOrderAction(
      { orderId: order.id, action: "refund", notes: "Damaged in transit", actor },
      { gateway: webhookFirst },
    );
    expect(outcome).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    expect(
      await db.refund.findMany({ where: { orderId: order.id }, select: { status: true, razorpayRefundId: true } }),
    ).toEqual([{ status: "processed", razorpayRefundId: outcome.refundId }]);
    expect(await stockOf(product.id)).toBe(stockBefore + 2);
    const history = await db.orderStatusHistory.findMany({
      where: { orderId: order.id },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(history[0]).toMatchObject({ status: "refunded", paymentStatus: "refunded", notes: "Damaged in transit" });
  });

  it("refunds when a paid online order is cancelled", async () => {
    const { order } = await paid();
    const outcome = await runOrderAction(
      { orderId: order.id, action: "cancel", notes: "Out of delivery area", actor },
      { gateway: payments.gateway },
    );
    expect(outcome.status).toBe("cancelled");
    expect(outcome.refundId).toMatch(/^rfnd_/);
  });
});

describe("an online order whose payment is not captured", () => {
  const waiting = "Waiting for online payment: this order cannot be confirmed until its payment is captured.";

  it("cannot be confirmed, processed or shipped, alone or in bulk, and says why", async () => {
    const { order } = await placed("prepaid");
    const before = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    await expect(runOrderAction({ orderId: order.id, action: "confirm", actor })).rejects.toMatchObject({
      status: 409,
      code: "illegal_transition",
      message: waiting,
    });
    await expect(
      runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await runBulkAction([order.id], "confirm", null, actor)).toEqual([
      { order_id: order.id, order_number: order.orderNumber, success: false, message: waiting },
    ]);
    expect(await runBulkAction([order.id], "ship", null, actor, { carrier: courier.carrier })).toEqual([
      {
        order_id: order.id,
        order_number: order.orderNumber,
        success: false,
        message: expect.stringContaining("Allowed now: cancel."),
      },
    ]);
    expect([...courier.fake.shipments.values()].some((shipment) => shipment.reference === order.orderNumber)).toBe(
      false,
    );

    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { history: true } });
    expect(stored).toMatchObject({ status: "pending", paymentExpiresAt: before.paymentExpiresAt });
    expect(stored.history).toHaveLength(1);
    expect(await getAdminOrder(order.id)).toMatchObject({
      allowed_actions: ["cancel"],
      awaiting_payment: true,
      refund_on_cancel: null,
    });
  });

  it("keeps its 30-minute window: it expires and its units go back in stock with a stock adjustment", async () => {
    const { order, product } = await placed("prepaid", 2);
    await expect(runOrderAction({ orderId: order.id, action: "confirm", actor })).rejects.toMatchObject({
      status: 409,
    });
    const stock = await stockOf(product.id);
    await expireUnpaidOrders(new Date(Date.now() + 31 * 60_000));
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("cancelled");
    expect(await stockOf(product.id)).toBeGreaterThanOrEqual(stock + 2);
    expect(await returnedRows(product.id, order.orderNumber)).toEqual([
      { delta: 2, note: `Order ${order.orderNumber}: payment not completed in time`, stockAfter: expect.any(Number) },
    ]);
  });

  it("is confirmed once paid", async () => {
    const { order } = await paid();
    expect(await getAdminOrder(order.id)).toMatchObject({
      allowed_actions: ["confirm", "cancel", "refund"],
      awaiting_payment: false,
      refund_on_cancel: order.total / 100,
    });
    expect((await runOrderAction({ orderId: order.id, action: "confirm", actor })).status).toBe("confirmed");
  });
});

describe("restock on refund and cancel", () => {
  it("puts the units of a refunded order that never shipped back in stock, with a 'returned' adjustment, in the refund's transaction", async () => {
    const { order, product } = await paid();
    const stock = await stockOf(product.id);
    expect((await getAdminOrder(order.id))?.restock_by_default).toBe(true);
    await runOrderAction(
      { orderId: order.id, action: "refund", notes: "Customer asked", actor },
      { gateway: payments.gateway },
    );
    expect(await stockOf(product.id)).toBe(stock + 2);
    expect(await returnedRows(product.id, order.orderNumber)).toEqual([
      { delta: 2, note: `Order ${order.orderNumber} refunded`, stockAfter: stock + 2 },
    ]);
  });

  it("keeps the stock as it is with restock: false", async () => {
    const { order, product } = await paid();
    const stock = await stockOf(product.id);
    await runOrderAction(
      { orderId: order.id, action: "refund", notes: "Keep the units: damaged", actor, restock: false },
      { gateway: payments.gateway },
    );
    expect(await stockOf(product.id)).toBe(stock);
    expect(await returnedRows(product.id, order.orderNumber)).toEqual([]);
  });

  it("never counts the units twice when a cancelled order is refunded", async () => {
    const { order, product } = await paid();
    const stock = await stockOf(product.id);
    await runOrderAction(
      { orderId: order.id, action: "cancel", notes: "Out of delivery area", actor },
      { gateway: payments.gateway },
    );
    expect(await stockOf(product.id)).toBe(stock + 2);
    // The refund.processed webhook has not come yet: the payment still reads paid, and a refund is allowed.
    const refunded = await runOrderAction(
      { orderId: order.id, action: "refund", notes: "Out of delivery area", actor, restock: true },
      { gateway: payments.gateway },
    );
    expect(refunded.status).toBe("refunded");
    expect(await stockOf(product.id)).toBe(stock + 2);
    expect(await returnedRows(product.id, order.orderNumber)).toHaveLength(1);
    expect(payments.fake.refunds.size).toBeGreaterThan(0);
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("does not restock a shipped order unless the admin says the goods came back", async () => {
    const first = await paid();
    const second = await paid();
    const awbs: string[] = [];
    for (const { order } of [first, second]) {
      await runOrderAction({ orderId: order.id, action: "confirm", actor });
      const { trackingNumber } = await runOrderAction(
        { orderId: order.id, action: "ship", actor },
        { carrier: courier.carrier },
      );
      await courier.fake.advance(trackingNumber!); // picked up: the refund leaves the parcel travelling
      awbs.push(trackingNumber!);
    }
    // The shop has the first pickup's webhook; the second's has not arrived.
    const inOneHour = new Date(Date.now() + 6.5 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
    await recordTrackingUpdate({
      awb: awbs[0],
      scans: [
        {
          date: inOneHour,
          status: "X-PPOM",
          activity: "Shipment picked up",
          location: "Bengaluru",
          "sr-status-label": "PICKED UP",
        },
      ],
    });
    expect((await getAdminOrder(first.order.id))?.restock_by_default).toBe(false);
    const stock = await stockOf(first.product.id);
    const dependencies = { gateway: payments.gateway, carrier: courier.carrier };
    await runOrderAction({ orderId: first.order.id, action: "refund", notes: "Lost in transit", actor }, dependencies);
    expect(await stockOf(first.product.id)).toBe(stock);
    await runOrderAction(
      { orderId: second.order.id, action: "refund", notes: "Returned by the customer", actor, restock: true },
      dependencies,
    );
    expect(await stockOf(first.product.id)).toBe(stock + 2);
    // The courier refused to withdraw the second booking: the shop now knows that parcel is travelling.
    expect(
      await db.shipment.findMany({
        where: { orderId: { in: [first.order.id, second.order.id] } },
        select: { status: true },
      }),
    ).toEqual([{ status: "picked_up" }, { status: "picked_up" }]);
  });

  it("withdraws the courier booking of a shipped order refunded before pickup, restocks it, and refunds nothing when the courier fails", async () => {
    const { order, product } = await paid();
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const { trackingNumber } = await runOrderAction(
      { orderId: order.id, action: "ship", actor },
      { carrier: courier.carrier },
    );
    const dependencies = { gateway: payments.gateway, carrier: courier.carrier };
    // Not picked up yet: the units are still in the shop.
    expect((await getAdminOrder(order.id))?.restock_by_default).toBe(true);
    const stock = await stockOf(product.id);
    const refunds = payments.fake.refunds.size;
    courier.fake.failNext("/orders/cancel/shipment/awbs", { status: 503 });
    await expect(
      runOrderAction({ orderId: order.id, action: "refund", notes: "Customer asked", actor }, dependencies),
    ).rejects.toMatchObject({ status: 502 });
    expect(payments.fake.refunds.size).toBe(refunds);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("shipped");

    await runOrderAction({ orderId: order.id, action: "refund", notes: "Customer asked", actor }, dependencies);
    const stored = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { shipment: true, history: { orderBy: { id: "asc" } } },
    });
    expect(stored).toMatchObject({ status: "refunded", shipment: expect.objectContaining({ status: "cancelled" }) });
    expect(stored.history.map((entry) => entry.notes).slice(-2)).toEqual([
      `Courier booking withdrawn: AWB ${trackingNumber} with Delhivery Surface cancelled before pickup`,
      "Customer asked",
    ]);
    expect([...courier.fake.shipments.values()].find((shipment) => shipment.awb === trackingNumber)?.cancelled).toBe(
      true,
    );
    expect(await stockOf(product.id)).toBe(stock + 2);
  });
});

describe("the fake Razorpay refusing or failing a refund", () => {
  it("answers 502 with Razorpay's reason when the payment was already refunded in its dashboard, and changes nothing", async () => {
    const { order, product, razorpayPaymentId } = await paid();
    await payments.gateway.refund({
      paymentId: razorpayPaymentId,
      amount: order.total,
      idempotencyKey: `dashboard-${order.id}`,
      notes: {},
    });
    const before = await orderState(order.id);
    const stock = await stockOf(product.id);
    for (const action of ["cancel", "refund"] as const) {
      const attempt = runOrderAction(
        { orderId: order.id, action, notes: "Customer asked", actor },
        { gateway: payments.gateway },
      );
      await expect(attempt).rejects.toMatchObject({
        status: 502,
        code: "payment_gateway_error",
        message: "The payment has been fully refunded already",
      });
    }
    expect(await orderState(order.id)).toEqual(before);
    expect(await stockOf(product.id)).toBe(stock);
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("answers 502 when Razorpay cannot be reached, leaving the order and its stock as they were", async () => {
    const { order, product } = await paid();
    const unreachable = razorpayGateway({ ...env(), RAZORPAY_API_URL: "http://127.0.0.1:9" });
    const before = await orderState(order.id);
    const stock = await stockOf(product.id);
    await expect(
      runOrderAction({ orderId: order.id, action: "cancel", notes: "Customer asked", actor }, { gateway: unreachable }),
    ).rejects.toMatchObject({
      status: 502,
      message: "The payment gateway could not be reached",
    });
    expect(await orderState(order.id)).toEqual(before);
    expect(await stockOf(product.id)).toBe(stock);
  });
});

describe("a payment gateway that fails", () => {
  it("refuses a refund with 502 and the gateway's reason, leaving the order, its stock and its refunds as they were", async () => {
    const { order, product } = await paid();
    const before = await orderState(order.id);
    const { stock } = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    const refund = runOrderAction(
      { orderId: order.id, action: "refund", notes: "Damaged", actor },
      { gateway: failingGateway("refused") },
    );
    await expect(refund).rejects.toMatchObject({
      status: 502,
      code: "payment_gateway_error",
      message: "The refund amount exceeds the payment",
    });
    expect(await orderState(order.id)).toEqual(before);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(stock);
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("keeps the refund it could not confirm for the webhook and a retry under the same key, when the gateway cannot be reached", async () => {
    const { order } = await paid();
    const refund = runOrderAction(
      { orderId: order.id, action: "refund", notes: "Damaged", actor },
      { gateway: failingGateway("unreachable") },
    );
    await expect(refund).rejects.toMatchObject({ status: 502, message: "The payment gateway could not be reached" });
    expect(await db.refund.findMany({ where: { orderId: order.id } })).toEqual([
      expect.objectContaining({ razorpayRefundId: null, status: "pending" }),
    ]);

    const retried = await runOrderAction(
      { orderId: order.id, action: "refund", notes: "Damaged", actor },
      { gateway: payments.gateway },
    );
    expect(retried.status).toBe("refunded");
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("reports a failed refund in a bulk cancel per order, goes on with the others, and leaves the failed order as it was", async () => {
    const online = await paid();
    const cod = await placed("cod");
    const before = await orderState(online.order.id);

    const results = await runBulkAction([online.order.id, cod.order.id], "cancel", "Admin cancellation", actor, {
      gateway: failingGateway("refused"),
    });

    expect(results).toEqual([
      {
        order_id: online.order.id,
        order_number: online.order.orderNumber,
        success: false,
        message: "The refund amount exceeds the payment",
      },
      {
        order_id: cod.order.id,
        order_number: cod.order.orderNumber,
        success: true,
        status: "cancelled",
        message: "Order cancel done",
      },
    ]);
    expect(await orderState(online.order.id)).toEqual(before);
  });
});

describe("runBulkAction", () => {
  it("confirms the eligible orders and reports the others one by one", async () => {
    const first = await placed("cod");
    const second = await placed("cod");
    await runOrderAction({ orderId: second.order.id, action: "cancel", notes: "Duplicate", actor });

    const results = await runBulkAction([first.order.id, second.order.id, 999999], "confirm", null, actor);

    expect(results).toEqual([
      {
        order_id: first.order.id,
        order_number: first.order.orderNumber,
        success: true,
        status: "confirmed",
        message: "Order confirm done",
      },
      {
        order_id: second.order.id,
        order_number: second.order.orderNumber,
        success: false,
        message: "Cannot confirm an order that is cancelled.",
      },
      { order_id: 999999, order_number: null, success: false, message: "Order not found" },
    ]);
  });
});
