import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { createOrder } from "@/lib/server/orders/create-order";
import { ShopError } from "@/lib/server/orders/errors";
import { expireUnpaidOrders, handleWebhook, startPayment, verifyPayment } from "./online-payment";
import { withFakeRazorpay } from "./testing";
import { hmacHex, paymentSignature } from "./signatures";

const payments = withFakeRazorpay();

afterAll(() => db.$disconnect());

let counter = 0;

async function onlineOrder(options: { quantity?: number; couponCode?: string; productRank?: number } = {}) {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 20 } },
    orderBy: { id: "desc" },
    skip: options.productRank ?? 0,
  });
  const coupon = options.couponCode ? await db.coupon.findUniqueOrThrow({ where: { code: options.couponCode } }) : null;
  const customer = await db.customer.create({
    data: {
      phone: `+9171111${String(counter).padStart(5, "0")}`,
      cart: { create: { couponId: coupon?.id, items: { create: { productId: product.id, quantity: options.quantity ?? 2 } } } },
    },
  });
  const order = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: "prepaid",
    contact: { firstName: "Ravi", lastName: "Kumar", email: "ravi@example.in", phone: customer.phone },
    address: { address: "1 Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700001" },
    notes: null,
  });
  return { customer, order, product };
}

function signedEvent(event: string, payload: Record<string, unknown>, secret = env().RAZORPAY_WEBHOOK_SECRET) {
  const body = JSON.stringify({ entity: "event", event, payload });
  return { body, signature: hmacHex(secret, body), eventId: `evt_${randomUUID()}` };
}

const paymentEntity = (orderId: string, paymentId = `pay_${counter}`) => ({ payment: { entity: { id: paymentId, order_id: orderId } } });

describe("online payment", () => {
  it("creates the gateway order for the stored amount and reuses it on a retry", async () => {
    const { customer, order } = await onlineOrder();
    const first = await startPayment(customer.id, order.id, payments.gateway);
    const second = await startPayment(customer.id, order.id, payments.gateway);
    expect(first).toMatchObject({ amount: order.total, currency: "INR", key_id: env().RAZORPAY_KEY_ID, order_number: order.orderNumber });
    expect(second.order_id).toBe(first.order_id);
    expect(payments.fake.orders.get(first.order_id)?.amount).toBe(order.total);
  });

  it("refuses to start a payment for someone else's order", async () => {
    const { order } = await onlineOrder();
    const stranger = await db.customer.create({ data: { phone: "+917000000001" } });
    await expect(startPayment(stranger.id, order.id, payments.gateway)).rejects.toMatchObject({ status: 404 });
  });

  it("marks the order paid when Checkout's signature verifies", async () => {
    const { customer, order } = await onlineOrder();
    const started = await startPayment(customer.id, order.id, payments.gateway);
    const signature = paymentSignature(started.order_id, "pay_ok", env().RAZORPAY_KEY_SECRET);

    await verifyPayment(customer.id, { razorpay_order_id: started.order_id, razorpay_payment_id: "pay_ok", razorpay_signature: signature });

    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
    expect(stored).toMatchObject({ paymentStatus: "paid", status: "pending", paymentExpiresAt: null });
    expect(stored.payments[0]).toMatchObject({ status: "captured", razorpayPaymentId: "pay_ok" });
  });

  it("refuses a forged payment signature and changes nothing", async () => {
    const { customer, order } = await onlineOrder();
    const started = await startPayment(customer.id, order.id, payments.gateway);
    const forged = paymentSignature(started.order_id, "pay_x", "not-the-secret");
    await expect(
      verifyPayment(customer.id, { razorpay_order_id: started.order_id, razorpay_payment_id: "pay_x", razorpay_signature: forged }),
    ).rejects.toMatchObject({ status: 400, message: "Payment verification failed. Please contact support." });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("pending");
  });
});

describe("webhooks", () => {
  it("applies a payment once, however often and in whatever order it is delivered", async () => {
    const { customer, order } = await onlineOrder();
    const started = await startPayment(customer.id, order.id, payments.gateway);
    const captured = signedEvent("payment.captured", paymentEntity(started.order_id, "pay_hook"));
    const failed = signedEvent("payment.failed", paymentEntity(started.order_id, "pay_hook"));

    const results = [];
    for (let i = 0; i < 5; i++) results.push(await handleWebhook(captured.body, captured.signature, captured.eventId));
    results.push(await handleWebhook(failed.body, failed.signature, failed.eventId));

    expect(results).toEqual(["processed", "duplicate", "duplicate", "duplicate", "duplicate", "processed"]);
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { history: true } });
    expect(stored.paymentStatus).toBe("paid");
    expect(stored.history.filter((entry) => entry.paymentStatus === "paid")).toHaveLength(1);
  });

  it("refuses a forged signature with 400 and changes nothing", async () => {
    const { customer, order } = await onlineOrder();
    const started = await startPayment(customer.id, order.id, payments.gateway);
    const forged = signedEvent("payment.captured", paymentEntity(started.order_id), "wrong-secret");
    const error = await handleWebhook(forged.body, forged.signature, forged.eventId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ status: 400 });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("pending");
    expect(await db.webhookEvent.count({ where: { eventId: forged.eventId } })).toBe(0);
  });

  it("marks a failed payment, then releases stock and coupon when the payment window passes", async () => {
    const { customer, order, product } = await onlineOrder({ quantity: 3, couponCode: "FIRSTORDER", productRank: 1 });
    const stockAfterOrder = (await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    const started = await startPayment(customer.id, order.id, payments.gateway);
    const failed = signedEvent("payment.failed", paymentEntity(started.order_id));
    await handleWebhook(failed.body, failed.signature, failed.eventId);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("failed");

    expect(await expireUnpaidOrders(new Date())).toBe(0);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireUnpaidOrders(later)).toBeGreaterThanOrEqual(1);

    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(stockAfterOrder + 3);
    const coupon = await db.coupon.findUniqueOrThrow({ where: { code: "FIRSTORDER" } });
    expect(coupon.usedCount).toBe(0);
  });
});
