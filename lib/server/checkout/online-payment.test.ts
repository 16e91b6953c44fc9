import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { createOrder } from "@/lib/server/orders/create-order";
import { paymentConfirmation } from "@/lib/server/orders/customer-orders";
import { AppError } from "@/lib/server/errors";
import { expireUnpaidOrders, handleWebhook, startPayment, verifyPayment } from "./online-payment";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { revalidatedTags } from "@/scripts/jest/next-cache";
import { hmacHex, paymentSignature } from "@/lib/server/payments/signatures";

const payments = withFakeRazorpay();

afterAll(() => db.$disconnect());

let counter = 0;

/** A fresh one-time coupon worth ₹100, so no test depends on another's use of a seeded one. */
async function oneTimeCoupon(code: string) {
  const day = 86_400_000;
  return db.coupon.create({
    data: {
      code,
      group: "one_time",
      discountType: "amount",
      discount: 10000,
      usageLimit: 1,
      validFrom: new Date(Date.now() - day),
      validTo: new Date(Date.now() + day),
    },
  });
}

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
      cart: {
        create: { couponId: coupon?.id, items: { create: { productId: product.id, quantity: options.quantity ?? 2 } } },
      },
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

const paymentEntity = (orderId: string, paymentId = `pay_${counter}`) => ({
  payment: { entity: { id: paymentId, order_id: orderId } },
});

describe("online payment", () => {
  it("creates the gateway order for the stored amount and reuses it on a retry", async () => {
    const { customer, order } = await onlineOrder();
    const first = await startPayment(customer.id, order.id, payments.gateway);
    const second = await startPayment(customer.id, order.id, payments.gateway);
    expect(first).toMatchObject({
      amount: order.total,
      currency: "INR",
      key_id: env().RAZORPAY_KEY_ID,
      order_number: order.orderNumber,
    });
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

    await verifyPayment(customer.id, {
      razorpay_order_id: started.order_id,
      razorpay_payment_id: "pay_ok",
      razorpay_signature: signature,
    });

    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
    expect(stored).toMatchObject({ paymentStatus: "paid", status: "pending", paymentExpiresAt: null });
    expect(stored.payments[0]).toMatchObject({ status: "captured", razorpayPaymentId: "pay_ok" });
  });

  it("refuses a forged payment signature and changes nothing", async () => {
    const { customer, order } = await onlineOrder();
    const started = await startPayment(customer.id, order.id, payments.gateway);
    const forged = paymentSignature(started.order_id, "pay_x", "not-the-secret");
    await expect(
      verifyPayment(customer.id, {
        razorpay_order_id: started.order_id,
        razorpay_payment_id: "pay_x",
        razorpay_signature: forged,
      }),
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
    expect(error).toBeInstanceOf(AppError);
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

    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "cancelled",
      paymentStatus: "failed",
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(stockAfterOrder + 3);
    const coupon = await db.coupon.findUniqueOrThrow({ where: { code: "FIRSTORDER" } });
    expect(coupon.usedCount).toBe(0);
  });
});

describe("a failed payment", () => {
  it("keeps the order and its coupon payable by a retry within the payment window", async () => {
    const coupon = await oneTimeCoupon("RETRYME");
    const { customer, order } = await onlineOrder({ couponCode: coupon.code, productRank: 2 });
    const first = await startPayment(customer.id, order.id, payments.gateway);
    const failed = signedEvent("payment.failed", paymentEntity(first.order_id, "pay_declined"));
    await handleWebhook(failed.body, failed.signature, failed.eventId);

    const retry = await startPayment(customer.id, order.id, payments.gateway);
    const signature = paymentSignature(retry.order_id, "pay_retried", env().RAZORPAY_KEY_SECRET);
    await verifyPayment(customer.id, {
      razorpay_order_id: retry.order_id,
      razorpay_payment_id: "pay_retried",
      razorpay_signature: signature,
    });

    expect(retry.order_id).not.toBe(first.order_id);
    expect(retry.amount).toBe(order.total);
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({
      status: "pending",
      paymentStatus: "paid",
      couponCode: "RETRYME",
      couponDiscount: 10000,
    });
    expect((await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);
  });

  it("cannot be retried once the payment window has passed, even before the expiry job runs", async () => {
    const { customer, order } = await onlineOrder({ productRank: 4 });
    await db.order.update({ where: { id: order.id }, data: { paymentExpiresAt: new Date(Date.now() - 1000) } });
    await expect(startPayment(customer.id, order.id, payments.gateway)).rejects.toMatchObject({
      status: 409,
      code: "payment_window_closed",
    });
  });

  it("reported after the payment window releases stock and coupon at once, and the coupon can be used again", async () => {
    const coupon = await oneTimeCoupon("AGAINOK");
    const { customer, order, product } = await onlineOrder({ quantity: 2, couponCode: coupon.code, productRank: 3 });
    const stockAfterOrder = (await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    const started = await startPayment(customer.id, order.id, payments.gateway);
    await db.order.update({ where: { id: order.id }, data: { paymentExpiresAt: new Date(Date.now() - 1000) } });

    const failed = signedEvent("payment.failed", paymentEntity(started.order_id, "pay_late"));
    revalidatedTags.splice(0);
    await handleWebhook(failed.body, failed.signature, failed.eventId);

    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "cancelled",
      paymentStatus: "failed",
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(stockAfterOrder + 2);
    // The product's page and API answer show the stock that came back.
    expect(revalidatedTags).toEqual([`product:${product.id}`]);
    revalidatedTags.splice(0);
    await handleWebhook(failed.body, failed.signature, failed.eventId);
    expect(revalidatedTags).toEqual([]);
    await db.cart.update({
      where: { customerId: customer.id },
      data: { couponId: coupon.id, items: { create: { productId: product.id, quantity: 1 } } },
    });
    const again = await createOrder({
      customerId: customer.id,
      idempotencyKey: null,
      paymentMethod: "cod",
      contact: { firstName: "Ravi", lastName: "Kumar", email: "ravi@example.in", phone: customer.phone },
      address: { address: "1 Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700001" },
      notes: null,
    });
    expect(await db.order.findUniqueOrThrow({ where: { id: again.id } })).toMatchObject({
      couponCode: "AGAINOK",
      couponDiscount: 10000,
    });
  });
});

describe("paymentConfirmation", () => {
  async function paidOrder() {
    const { customer, order } = await onlineOrder();
    const started = await startPayment(customer.id, order.id, payments.gateway);
    const paymentId = `pay_confirm${counter}`;
    const signature = paymentSignature(started.order_id, paymentId, env().RAZORPAY_KEY_SECRET);
    await verifyPayment(customer.id, {
      razorpay_order_id: started.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    return { customer, order, paymentId };
  }

  it("confirms the customer's own paid order with its captured payment", async () => {
    const { customer, order, paymentId } = await paidOrder();
    expect(await paymentConfirmation(customer.id, order.id, paymentId)).toEqual({
      orderNumber: order.orderNumber,
      paymentId,
    });
  });

  it("confirms nothing for another customer, another payment id or an unpaid order", async () => {
    const { customer, order, paymentId } = await paidOrder();
    const stranger = await db.customer.create({ data: { phone: "+917000000002" } });
    const unpaid = await onlineOrder();

    expect(await paymentConfirmation(stranger.id, order.id, paymentId)).toBeNull();
    expect(await paymentConfirmation(customer.id, order.id, "pay_madeup")).toBeNull();
    expect(await paymentConfirmation(unpaid.customer.id, unpaid.order.id, paymentId)).toBeNull();
  });
});
