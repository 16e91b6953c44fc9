import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { lockOrder } from "@/lib/server/orders/release";
import { handleWebhook } from "./online-payment";
import { hmacHex } from "@/lib/server/payments/signatures";

afterAll(() => db.$disconnect());

function signedEvent(event: string, payload: Record<string, unknown>) {
  const body = JSON.stringify({ entity: "event", event, payload });
  return { body, signature: hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body), eventId: `evt_${randomUUID()}` };
}

/** A paid online order whose refund was sent: the gateway has answered, but its refund id is not stored yet. */
async function refundAwaitingItsGatewayId(key: string) {
  const customer = await db.customer.create({ data: { phone: `+91722220000${key}` } });
  const order = await db.order.create({
    data: {
      orderNumber: `ORD-RFND-${key}`,
      customerId: customer.id,
      paymentMethod: "prepaid",
      status: "confirmed",
      paymentStatus: "paid",
      customerName: "Lata Menon",
      customerPhone: customer.phone,
      recipientName: "Lata Menon",
      recipientPhone: customer.phone,
      deliveryAddress: "4 Beach Road",
      deliveryCity: "Kochi",
      deliveryState: "Kerala",
      deliveryPincode: "682001",
      itemsOriginalTotal: 60000,
      subtotal: 60000,
      total: 60000,
    },
  });
  const payment = await db.payment.create({
    data: {
      orderId: order.id,
      razorpayOrderId: `order_${key}`,
      razorpayPaymentId: `pay_${key}`,
      amount: 60000,
      status: "captured",
    },
  });
  await db.refund.create({
    data: {
      orderId: order.id,
      paymentId: payment.id,
      amount: 60000,
      reason: "Admin refund",
      idempotencyKey: `refund-${key}`,
    },
  });
  return order;
}

it("completes a refund whose refund.processed webhook outruns the refund call's reply", async () => {
  const order = await refundAwaitingItsGatewayId("1");
  const event = signedEvent("refund.processed", {
    refund: { entity: { id: "rfnd_early1", payment_id: "pay_1", amount: 60000 } },
    payment: { entity: { id: "pay_1", order_id: "order_1", amount: 60000, status: "refunded" } },
  });

  expect(await handleWebhook(event.body, event.signature, event.eventId)).toBe("processed");

  expect(await db.refund.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
    razorpayRefundId: "rfnd_early1",
    status: "processed",
  });
  expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paymentStatus: "refunded" });
});

it("ignores a refund.processed for a payment it has no refund for", async () => {
  const order = await refundAwaitingItsGatewayId("2");
  const event = signedEvent("refund.processed", {
    refund: { entity: { id: "rfnd_other", payment_id: "pay_unknown", amount: 100 } },
  });

  expect(await handleWebhook(event.body, event.signature, event.eventId)).toBe("processed");

  expect(await db.refund.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
    razorpayRefundId: null,
    status: "pending",
  });
  expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paymentStatus: "paid" });
});

it("a refund webhook racing the admin's refund transaction waits for the order instead of deadlocking", async () => {
  const order = await refundAwaitingItsGatewayId("3");
  const event = signedEvent("refund.processed", {
    refund: { entity: { id: "rfnd_race3", payment_id: "pay_3", amount: 60000 } },
    payment: { entity: { id: "pay_3", order_id: "order_3", amount: 60000, status: "refunded" } },
  });
  // The admin side (admin-actions.ts refundThenChange) locks the order, then writes the refund row.
  const webhook = await db.$transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const delivery = handleWebhook(event.body, event.signature, event.eventId);
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the webhook reach its first lock
    await tx.refund.updateMany({ where: { orderId: order.id }, data: { razorpayRefundId: "rfnd_race3" } });
    return { delivery };
  });

  expect(await webhook.delivery).toBe("processed");
  expect(await db.refund.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
    razorpayRefundId: "rfnd_race3",
    status: "processed",
  });
  expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paymentStatus: "refunded" });
});
