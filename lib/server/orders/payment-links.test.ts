/**
 * The payment link of an edit's balance (issue #30): the Razorpay adapter against the fake (same
 * paths, shapes and refusals), the fake's hosted page, and the whole flow: an order paid online and
 * edited up gets one link, paid on the fake's page; the signed payment_link.paid webhook records the
 * payment as captured once (replays and redeliveries change nothing) and the order may ship.
 */
import { applyAction } from "@/lib/domain/order-status";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { formatINR } from "@/lib/domain/format";
import { orderNoticeMails } from "@/lib/server/mail/notice-mail";
import type { OrderNoticeJob } from "@/lib/server/queue/queue";
import { ORDER_NOTICE } from "@/lib/validation/queue/queues";
import { findCustomerOrder } from "./customer-orders";
import { orderEventMails } from "@/lib/server/mail/order-mail";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { createOrder } from "@/lib/server/orders/create-order";
import { applyOrderEdit, orderEditHistory } from "@/lib/server/orders/order-edits";
import { razorpayGateway } from "@/lib/server/payments/razorpay";
import { hmacHex } from "@/lib/server/payments/signatures";
import { orderLinesEdit } from "@/lib/validation/orders/order-edits";
import { PINCODE_IN } from "@/scripts/jest/addresses";
import { gatewayRefusal, withFakeRazorpay, type Delivered } from "@/scripts/jest/fake-razorpay";
import { handleWebhook, startPayment, verifyPayment } from "@/lib/server/checkout/online-payment";
import { ensureBalanceLink } from "./payment-links";
import { recordBalanceOnDelivery } from "./balance-on-delivery";
import { markDeliveredByCourier } from "./admin-actions";
import { recordCashCollected } from "./cash-collection";
import { startBalancePayment } from "@/lib/server/checkout/online-payment";
import { withFakeShiprocket } from "@/scripts/jest/fake-shiprocket";

const razorpay = withFakeRazorpay({ webhooks: true });
const actor = { staffId: null, name: "Store Admin" };
const courier = withFakeShiprocket({ rateLimitPerSecond: 1_000 });

afterAll(() => db.$disconnect());

const linkInput = (referenceId: string, amount = 25_000) => ({
  amount,
  referenceId,
  description: "Balance of order ORD-1 (edited)",
  customer: { name: "Asha Nair", email: "asha@example.in", contact: "+919811111111" },
  callbackUrl: "http://shop.test/orders/1",
  notes: { order_number: "ORD-1" },
});

describe("the adapter against the fake Razorpay", () => {
  it("creates a link with Razorpay's shape, finds it by reference_id, cancels it", async () => {
    const reference = `REF-${Date.now()}`;
    const link = await razorpay.gateway.createPaymentLink(linkInput(reference));
    expect(link).toMatchObject({ amount: 25_000, amountPaid: 0, status: "created", referenceId: reference });
    expect(link.id).toMatch(/^plink_/);
    expect(link.shortUrl).toBe(`${razorpay.fake.url}/i/${link.id}`);
    const stored = razorpay.fake.links.get(link.id)!;
    expect(stored).toMatchObject({
      currency: "INR",
      accept_partial: false,
      callback_method: "get",
      callback_url: "http://shop.test/orders/1",
      notify: { sms: false, email: false },
      customer: { name: "Asha Nair" },
    });
    expect(await razorpay.gateway.findPaymentLink(reference)).toMatchObject({ id: link.id });
    expect(await razorpay.gateway.findPaymentLink("NO-SUCH-REF")).toBeNull();
    expect(await razorpay.gateway.cancelPaymentLink(link.id)).toMatchObject({ status: "cancelled" });
    expect(await gatewayRefusal(razorpay.gateway.cancelPaymentLink(link.id))).toEqual({
      status: 400,
      message: "Payment Link is already cancelled",
    });
  });

  it("refuses what Razorpay refuses: under INR 1.00, a reference_id used before or too long, a paid link's cancel", async () => {
    const reference = `DUP-${Date.now()}`;
    expect(await gatewayRefusal(razorpay.gateway.createPaymentLink(linkInput(`${reference}-x`, 99)))).toEqual({
      status: 400,
      message: "The amount must be atleast INR 1.00",
    });
    const link = await razorpay.gateway.createPaymentLink(linkInput(reference));
    expect(await gatewayRefusal(razorpay.gateway.createPaymentLink(linkInput(reference)))).toEqual({
      status: 400,
      message: `Payment Link with reference id ${reference} already exists`,
    });
    expect(await gatewayRefusal(razorpay.gateway.createPaymentLink(linkInput("R".repeat(41))))).toMatchObject({
      status: 400,
    });
    await razorpay.fake.payLink(link.id);
    expect(await gatewayRefusal(razorpay.gateway.cancelPaymentLink(link.id))).toEqual({
      status: 400,
      message: "Payment Link is already paid",
    });
    const unauthorised = razorpayGateway({
      ...env(),
      RAZORPAY_API_URL: razorpay.fake.url,
      RAZORPAY_KEY_SECRET: "wrong",
    });
    expect(await gatewayRefusal(unauthorised.createPaymentLink(linkInput(`${reference}-auth`)))).toMatchObject({
      status: 401,
    });
  });

  it("the hosted page shows the amount; its Pay button captures, sends signed webhooks, and returns to the callback with Razorpay's signature", async () => {
    const link = await razorpay.gateway.createPaymentLink(linkInput(`PAGE-${Date.now()}`, 12_345));
    const page = await fetch(link.shortUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pay ₹123.45");
    const paid = await fetch(`${razorpay.fake.url}/_links/${link.id}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe("http://shop.test/orders/1");
    const query = Object.fromEntries(back.searchParams);
    expect(query).toMatchObject({ razorpay_payment_link_id: link.id, razorpay_payment_link_status: "paid" });
    expect(query.razorpay_signature).toBe(
      hmacHex(
        env().RAZORPAY_KEY_SECRET,
        `${link.id}|${query.razorpay_payment_link_reference_id}|paid|${query.razorpay_payment_id}`,
      ),
    );
    const events = razorpay.delivered.filter((delivery) => delivery.body.includes(query.razorpay_payment_id));
    expect(events.map((delivery) => JSON.parse(delivery.body).event)).toEqual([
      "payment.captured",
      "order.paid",
      "payment_link.paid",
    ]);
    for (const event of events) expect(event.signature).toBe(hmacHex(env().RAZORPAY_WEBHOOK_SECRET, event.body));
    // Paid once: the page says so and a second press is refused.
    expect(await (await fetch(link.shortUrl)).text()).toContain("This payment link is paid.");
    expect((await fetch(`${razorpay.fake.url}/_links/${link.id}/pay`, { method: "POST" })).status).toBe(400);
  });
});

let counter = 0;

async function paidOrder() {
  counter += 1;
  const products = await db.product.findMany({
    where: { available: true, stock: { gt: 100 }, hsnCode: { not: null } },
    orderBy: { id: "asc" },
    take: 1,
  });
  const customer = await db.customer.create({
    data: {
      phone: `+9173333${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: [{ productId: products[0].id, quantity: 1 }] } } },
    },
  });
  const order = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: "prepaid",
    contact: { firstName: "Asha", lastName: "Nair", email: "asha@example.in", phone: customer.phone },
    address: { address: "12 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: PINCODE_IN.Karnataka },
    notes: null,
  });
  const started = await startPayment(customer.id, order.id, razorpay.gateway);
  const attempt = await fetch(`${razorpay.fake.url}/_checkout/attempt`, {
    method: "POST",
    body: JSON.stringify({ order_id: started.order_id, outcome: "success" }),
  });
  const result = (await attempt.json()) as { razorpay_payment_id: string; razorpay_signature: string };
  await verifyPayment(customer.id, { razorpay_order_id: started.order_id, ...result });
  await runOrderAction({ orderId: order.id, action: "confirm", actor });
  const item = await db.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
  return { order: await db.order.findUniqueOrThrow({ where: { id: order.id } }), item, customer };
}

const deliver = (delivery: Delivered, eventId = delivery.eventId) =>
  handleWebhook(delivery.body, delivery.signature, eventId);

describe("an edit's balance paid by payment link", () => {
  it("an edit up makes one link; the payment_link.paid webhook records the payment once and the order may ship", async () => {
    const { order, item } = await paidOrder();
    const result = await applyOrderEdit(
      order.id,
      orderLinesEdit.parse({ version: order.version, quantities: [{ item_id: item.id, quantity: 3 }] }),
      actor,
      razorpay.gateway,
    );
    const edited = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(edited.balanceDue).toBeGreaterThan(0);
    expect(result.payment_link).toMatchObject({
      amount: edited.balanceDue / 100,
      status: "created",
      reference_id: `${order.orderNumber}-v${edited.version}`,
    });
    const linkId = (await db.paymentLink.findFirstOrThrow({ where: { orderId: order.id } })).razorpayLinkId!;
    expect(razorpay.fake.links.get(linkId)).toMatchObject({ amount: edited.balanceDue, accept_partial: false });
    // Asked again (the e-mail job): the same link, none made twice.
    expect((await ensureBalanceLink(order.id, razorpay.gateway))?.razorpayLinkId).toBe(linkId);
    expect(
      [...razorpay.fake.links.values()].filter((link) => link.reference_id.startsWith(order.orderNumber)),
    ).toHaveLength(1);
    // Staff see it (to copy), the shopper's e-mail carries it.
    expect((await orderEditHistory(order.id)).payment_link?.url).toBe(result.payment_link!.url);
    const [mail] = await orderEventMails("order-edited", order.id);
    expect(mail.text).toContain(result.payment_link!.url);
    expect(applyAction(edited, "ship").ok).toBe(false);

    const { paymentId } = await razorpay.fake.payLink(linkId);
    const events = razorpay.delivered.filter((delivery) => delivery.body.includes(paymentId));
    expect(events).toHaveLength(3);
    for (const event of events) expect(await deliver(event)).toBe("processed");
    const paid = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.balanceDue).toBe(0);
    expect(applyAction(paid, "ship").ok).toBe(true);
    const captured = await db.payment.findMany({ where: { orderId: order.id, status: "captured" } });
    expect(captured.map((payment) => [payment.razorpayPaymentId, payment.amount])).toContainEqual([
      paymentId,
      edited.balanceDue,
    ]);
    expect(await db.paymentLink.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
      status: "paid",
      razorpayPaymentId: paymentId,
    });
    const history = await db.orderStatusHistory.findMany({ where: { orderId: order.id } });
    expect(history.filter((entry) => entry.notes.startsWith("Balance of"))).toHaveLength(1);

    // Replayed (same event id) and redelivered under a new id: nothing twice.
    for (const event of events) expect(await deliver(event)).toBe("duplicate");
    for (const event of events) expect(await deliver(event, `${event.eventId}-again`)).toBe("processed");
    expect(await db.payment.count({ where: { orderId: order.id, status: "captured" } })).toBe(2);
    expect(
      (await db.orderStatusHistory.findMany({ where: { orderId: order.id } })).filter((entry) =>
        entry.notes.startsWith("Balance of"),
      ),
    ).toHaveLength(1);
    // A forged one is refused.
    await expect(handleWebhook(events[2].body, "forged", "evt_forged")).rejects.toMatchObject({ status: 400 });

    // The link's payment is one the refunds split over: edited down below the first payment, it is refunded first.
    const version = (await db.order.findUniqueOrThrow({ where: { id: order.id } })).version;
    const down = await applyOrderEdit(
      order.id,
      orderLinesEdit.parse({ version, quantities: [{ item_id: item.id, quantity: 1 }] }),
      actor,
      razorpay.gateway,
    );
    expect(down.refunds[0]).toMatchObject({ amount: edited.balanceDue / 100, status: "processed" });
    expect([...razorpay.fake.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
  });

  it("a new edit's balance gets a new link for the new amount and the old one is cancelled at Razorpay", async () => {
    const { order, item } = await paidOrder();
    await applyOrderEdit(
      order.id,
      orderLinesEdit.parse({ version: order.version, quantities: [{ item_id: item.id, quantity: 2 }] }),
      actor,
      razorpay.gateway,
    );
    const second = await applyOrderEdit(
      order.id,
      orderLinesEdit.parse({ version: order.version + 1, quantities: [{ item_id: item.id, quantity: 3 }] }),
      actor,
      razorpay.gateway,
    );
    const links = await db.paymentLink.findMany({ where: { orderId: order.id }, orderBy: { orderVersion: "asc" } });
    expect(links.map((link) => link.status)).toEqual(["cancelled", "created"]);
    expect(razorpay.fake.links.get(links[0].razorpayLinkId!)?.status).toBe("cancelled");
    const edited = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(second.payment_link?.amount).toBe(edited.balanceDue / 100);
    expect(links[1].amount).toBe(edited.balanceDue);
  });
});

describe("an edit's balance collected on delivery", () => {
  const editedUp = async () => {
    const { order, item, customer } = await paidOrder();
    await applyOrderEdit(
      order.id,
      orderLinesEdit.parse({ version: order.version, quantities: [{ item_id: item.id, quantity: 3 }] }),
      actor,
      razorpay.gateway,
    );
    return { order: await db.order.findUniqueOrThrow({ where: { id: order.id } }), customer };
  };

  it("records the balance for the courier once, cancels the link, ships as COD for exactly the balance, and the cash comes in", async () => {
    const { order, customer } = await editedUp();
    const balance = order.balanceDue;
    expect(balance).toBeGreaterThan(0);
    const link = await db.paymentLink.findFirstOrThrow({ where: { orderId: order.id, status: "created" } });

    // A double click: both answer, one history line and one audit entry.
    await Promise.all([
      recordBalanceOnDelivery(order.id, actor, razorpay.gateway),
      recordBalanceOnDelivery(order.id, actor, razorpay.gateway),
    ]);
    const recorded = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(recorded).toMatchObject({ balanceDue: 0, balanceOnDelivery: balance, balanceCollectedAt: null });
    expect(applyAction(recorded, "ship").ok).toBe(true);
    const lines = (await db.orderStatusHistory.findMany({ where: { orderId: order.id } })).filter((entry) =>
      entry.notes.includes("to be collected in cash on delivery"),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ changedByName: "Store Admin" });
    expect(
      await db.auditEntry.count({
        where: { entity: "order", entityId: String(order.id), action: "balance_on_delivery" },
      }),
    ).toBe(1);
    // The shopper is told once what to pay the courier: an e-mail, and the order page.
    const notices = await db.$queryRaw<{ data: OrderNoticeJob }[]>`
      SELECT data FROM pgboss.job WHERE name = ${ORDER_NOTICE} AND (data->>'orderId')::int = ${order.id}`;
    expect(notices.map((row) => row.data)).toEqual([
      { notice: "balance-on-delivery", orderId: order.id, version: recorded.version },
    ]);
    const [mail] = await orderNoticeMails(notices[0].data);
    expect(mail).toMatchObject({
      key: `balance-on-delivery:${order.id}:v${recorded.version}:customer`,
      subject: `Pay ${formatINR(balance)} on delivery for order ${order.orderNumber}`,
    });
    expect(mail.text).toContain(`Please keep ${formatINR(balance)} ready in cash for the courier`);
    expect((await findCustomerOrder(customer.id, order.id))!.balance_on_delivery).toBe(balance / 100);

    // The link is cancelled at Razorpay and here; Pay now and the link take nothing more.
    expect(razorpay.fake.links.get(link.razorpayLinkId!)?.status).toBe("cancelled");
    expect((await db.paymentLink.findUniqueOrThrow({ where: { id: link.id } })).status).toBe("cancelled");
    expect(await ensureBalanceLink(order.id, razorpay.gateway)).toBeNull();
    await expect(startBalancePayment(customer.id, order.id, razorpay.gateway)).rejects.toMatchObject({ status: 409 });

    // The booking asks the courier to collect exactly the balance.
    await runOrderAction({ orderId: order.id, action: "process", actor });
    await runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier });
    const booked = [...courier.fake.shipments.values()].find((shipment) => shipment.reference === order.orderNumber)!;
    expect(booked).toMatchObject({ paymentMethod: "COD", codAmount: balance / 100 });
    // Shipped: recording again is refused.
    await expect(recordBalanceOnDelivery(order.id, actor, razorpay.gateway)).rejects.toMatchObject({ status: 409 });

    // Delivered: the courier's cash is recorded as received, once (the admin's "Cash collected" changes nothing).
    await db.$transaction((tx) => markDeliveredByCourier(tx, order.id, "Delhivery"));
    await recordCashCollected(order.id, actor);
    const delivered = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { history: true },
    });
    expect(delivered.status).toBe("delivered");
    expect(delivered.balanceCollectedAt).not.toBeNull();
    expect(delivered.history.filter((entry) => entry.notes.startsWith("Balance collected in cash"))).toHaveLength(1);
    // Collected: nothing left to pay on delivery, and a late notice e-mail says nothing.
    expect((await findCustomerOrder(customer.id, order.id))!.balance_on_delivery).toBe(0);
    expect(await orderNoticeMails(notices[0].data)).toEqual([]);
  });

  it("is refused with 409 when nothing is due", async () => {
    const { order } = await paidOrder();
    await expect(recordBalanceOnDelivery(order.id, actor, razorpay.gateway)).rejects.toMatchObject({
      status: 409,
      code: "no_balance_due",
    });
    await expect(recordBalanceOnDelivery(999_999_999, actor, razorpay.gateway)).rejects.toMatchObject({ status: 404 });
  });
});

describe("cancelling an order with an open balance link", () => {
  const editedUp = async () => {
    const { order, item } = await paidOrder();
    await applyOrderEdit(
      order.id,
      orderLinesEdit.parse({ version: order.version, quantities: [{ item_id: item.id, quantity: 3 }] }),
      actor,
      razorpay.gateway,
    );
    const link = await db.paymentLink.findFirstOrThrow({ where: { orderId: order.id, status: "created" } });
    return { order: await db.order.findUniqueOrThrow({ where: { id: order.id } }), link };
  };
  const cancel = (orderId: number) =>
    runOrderAction({ orderId, action: "cancel", notes: "Customer asked", actor }, { gateway: razorpay.gateway });

  it("cancels the link at Razorpay and here, and refunds the first payment", async () => {
    const { order, link } = await editedUp();
    const [first] = await db.payment.findMany({ where: { orderId: order.id } });
    await cancel(order.id);
    expect(razorpay.fake.links.get(link.razorpayLinkId!)?.status).toBe("cancelled");
    expect((await db.paymentLink.findUniqueOrThrow({ where: { id: link.id } })).status).toBe("cancelled");
    const refunds = [...razorpay.fake.refunds.values()].filter(
      (refund) => refund.payment_id === first.razorpayPaymentId,
    );
    expect(refunds.map((refund) => refund.amount)).toEqual([first.amount]);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("cancelled");
  });

  it("a link paid meanwhile (its webhooks not in yet) is recorded and refunded by the cancel, once", async () => {
    const { order, link } = await editedUp();
    const { paymentId } = await razorpay.fake.payLink(link.razorpayLinkId!);
    await cancel(order.id);
    const payments = await db.payment.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(payments.map((payment) => payment.razorpayPaymentId)).toContain(paymentId);
    for (const payment of payments) {
      const refunds = [...razorpay.fake.refunds.values()].filter(
        (refund) => refund.payment_id === payment.razorpayPaymentId,
      );
      expect(refunds.map((refund) => refund.amount)).toEqual([payment.amount]);
    }
    expect(payments.find((payment) => payment.razorpayPaymentId === paymentId)?.amount).toBe(order.balanceDue);
    // The webhooks arriving late change nothing.
    for (const event of razorpay.delivered.filter((delivery) => delivery.body.includes(paymentId)))
      await deliver(event);
    expect(await db.payment.count({ where: { orderId: order.id } })).toBe(payments.length);
    expect(await db.paymentLink.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({
      status: "paid",
      razorpayPaymentId: paymentId,
    });
  });
});
