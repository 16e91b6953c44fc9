import { db } from "@/lib/server/db";
import {
  accessToken,
  asCustomer,
  getRequest,
  jsonRequest,
  routeParams,
  statusAndJson,
  type RequestOptions,
} from "@/scripts/jest/requests";
import { POST as placeOrder } from "../orders/route";
import { POST as cancel } from "./[orderId]/cancel/route";
import { POST as payOnDelivery } from "./[orderId]/cash-on-delivery/route";
import { GET as oneOrder } from "./[orderId]/route";
import { GET as myOrders } from "./route";

afterAll(() => db.$disconnect());

let counter = 0;

/** A customer with one ₹600 product (its stock 100) in the cart, and a bearer token. */
async function shopper() {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, discountType: null },
    orderBy: { id: "asc" },
    skip: counter,
  });
  await db.product.update({ where: { id: product.id }, data: { price: 60000, salePrice: 60000, stock: 100 } });
  const customer = await db.customer.create({
    data: {
      phone: `+9172000${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } },
    },
  });
  const auth: RequestOptions = { bearer: await accessToken(asCustomer(customer.id)) };
  return { customer, product, auth };
}

const ORDER = {
  customer_name: "Asha Rao",
  customer_email: "asha@example.in",
  customer_phone: "+919812345678",
  delivery_address: "12 MG Road",
  delivery_city: "Bengaluru",
  delivery_state: "Karnataka",
  delivery_pincode: "560001",
  delivery_country: "India",
  payment_method: "razorpay",
  notes: "",
};

/** An online order waiting for its payment, delivered to `pincode` in `state` (the PIN code's). */
async function onlineOrder(pincode = "560001", state = "Karnataka") {
  const who = await shopper();
  const placed = await statusAndJson(
    placeOrder(
      jsonRequest("POST", "/api/orders/", { ...ORDER, delivery_pincode: pincode, delivery_state: state }, who.auth),
    ),
  );
  expect(placed.status).toBe(201);
  return { ...who, orderId: placed.body.order_id as number };
}

const post = (handler: typeof cancel, orderId: number, auth: RequestOptions) =>
  statusAndJson(handler(jsonRequest("POST", `/api/my-orders/${orderId}/`, undefined, auth), routeParams({ orderId })));

describe("switching an unpaid online order to cash on delivery (issue 26, item 4)", () => {
  it("makes it a COD order once, however often it is asked, and sends the COD order's e-mails", async () => {
    const { orderId, auth } = await onlineOrder();
    const [first, second] = await Promise.all([post(payOnDelivery, orderId, auth), post(payOnDelivery, orderId, auth)]);
    expect(first).toMatchObject({
      status: 200,
      body: { order_id: orderId, payment_method: "cod", order_status: "pending", payment_status: "pending" },
    });
    expect(second).toMatchObject({ status: 200, body: { payment_method: "cod" } });
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: { history: true } });
    expect(order).toMatchObject({ paymentMethod: "cod", paymentStatus: "pending", paymentExpiresAt: null });
    expect(
      order.history.filter((entry) => entry.notes === "Switched to cash on delivery by the customer"),
    ).toHaveLength(1);
    const jobs = await db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-placed' AND (data->>'orderId')::int = ${orderId}`;
    // One at checkout (an online order's, which sends nothing), one for the switch.
    expect(jobs[0].n).toBe(2);
    const page = await statusAndJson(
      oneOrder(getRequest(`/api/my-orders/${orderId}/`, auth), routeParams({ orderId })),
    );
    expect(page.body).toMatchObject({ payment_standing: "cod", order_status_label: "Order placed" });
  });

  it("follows checkout's COD rules: the pincode's and the merchant's limit", async () => {
    // Seeded: Srinagar (190001) is delivered to, without cash on delivery.
    const srinagar = await onlineOrder("190001", "Jammu and Kashmir");
    expect(await post(payOnDelivery, srinagar.orderId, srinagar.auth)).toMatchObject({
      status: 422,
      body: { error: "cod_unavailable_pincode" },
    });
    const above = await onlineOrder();
    await db.storeSettings.update({ where: { id: 1 }, data: { codMaxAmount: 50000 } });
    try {
      expect(await post(payOnDelivery, above.orderId, above.auth)).toMatchObject({
        status: 422,
        body: {
          error: "cod_unavailable",
          message: "Cash on Delivery is not available for orders above ₹500.00. Please pay online.",
        },
      });
    } finally {
      await db.storeSettings.update({ where: { id: 1 }, data: { codMaxAmount: null } });
    }
    for (const { orderId } of [srinagar, above])
      expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ paymentMethod: "prepaid" });
  });

  it("refuses a paid order, an order past its payment window and someone else's order", async () => {
    const paid = await onlineOrder();
    await db.order.update({ where: { id: paid.orderId }, data: { paymentStatus: "paid" } });
    expect(await post(payOnDelivery, paid.orderId, paid.auth)).toMatchObject({
      status: 409,
      body: { error: "already_paid" },
    });
    const late = await onlineOrder();
    await db.order.update({ where: { id: late.orderId }, data: { paymentExpiresAt: new Date(Date.now() - 1000) } });
    expect(await post(payOnDelivery, late.orderId, late.auth)).toMatchObject({
      status: 409,
      body: { error: "payment_window_closed" },
    });
    const other = await shopper();
    expect(await post(payOnDelivery, late.orderId, other.auth)).toMatchObject({
      status: 404,
      body: { error: "order_not_found" },
    });
  });
});

describe("cancelling an unpaid online order (issue 26, item 4)", () => {
  it("puts its stock back once, however often it is asked, and refuses a paid order", async () => {
    const { orderId, product, auth } = await onlineOrder();
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(99);
    const [first, second] = await Promise.all([post(cancel, orderId, auth), post(cancel, orderId, auth)]);
    expect(first).toMatchObject({ status: 200, body: { order_status: "cancelled" } });
    expect(second).toMatchObject({ status: 200, body: { order_status: "cancelled" } });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(100);

    const paid = await onlineOrder();
    await db.order.update({ where: { id: paid.orderId }, data: { paymentStatus: "paid" } });
    expect(await post(cancel, paid.orderId, paid.auth)).toMatchObject({ status: 409 });
    expect((await db.order.findUniqueOrThrow({ where: { id: paid.orderId } })).status).toBe("pending");
  });
});

describe("the customer's order as the pages read it (issue 26, items 3, 9, 10, 17)", () => {
  it("gives the summary lines from the MRP subtotal to the amount charged, the state in the shopper's words, and the confirmation e-mail only once sent", async () => {
    const { orderId, auth } = await onlineOrder();
    await db.order.update({
      where: { id: orderId },
      data: {
        itemsOriginalTotal: 70000,
        productDiscount: 10000,
        couponDiscount: 6000,
        couponCode: "WELCOME10",
        shippingCost: 799,
        total: 60000 - 6000 + 799,
      },
    });
    const read = async () => (await statusAndJson(myOrders(getRequest("/api/my-orders/", auth)))).body.results[0];
    const order = await read();
    expect(order.summary_lines).toEqual([
      { key: "subtotal", label: "Subtotal", amount: 700, sign: 1 },
      { key: "productDiscount", label: "Product Discount", amount: 100, sign: -1 },
      { key: "couponDiscount", label: "Coupon Discount (WELCOME10)", amount: 60, sign: -1 },
      { key: "shipping", label: "Shipping", amount: 7.99, sign: 1 },
    ]);
    expect(order.final_total).toBe(547.99);
    expect(order).toMatchObject({ order_status_label: "Awaiting payment", confirmation_sent_to: null });

    await db.order.update({ where: { id: orderId }, data: { paymentStatus: "paid", paymentExpiresAt: null } });
    // The e-mail is queued but not sent yet: the page does not claim it.
    await db.emailDelivery.create({
      data: {
        key: `order-paid:order:${orderId}:customer`,
        template: "order-paid",
        recipient: "asha@example.in",
        subject: "Payment received",
        messageId: "<m@x>",
        orderId,
      },
    });
    expect(await read()).toMatchObject({ order_status_label: "Order placed", confirmation_sent_to: null });
    await db.emailDelivery.update({
      where: { key: `order-paid:order:${orderId}:customer` },
      data: { status: "sent", sentAt: new Date() },
    });
    expect(await read()).toMatchObject({ confirmation_sent_to: "asha@example.in" });
  });
});

describe("the e-mails of a shopper's change (issue 26, items 4, 9, 17)", () => {
  it("a switched order's 'placed' e-mail shows the page's lines and state; a cancelled one says the shopper asked", async () => {
    const { orderEventMails } = await import("@/lib/server/mail/order-mail");
    const switched = await onlineOrder();
    await db.order.update({
      where: { id: switched.orderId },
      data: { itemsOriginalTotal: 70000, productDiscount: 10000 },
    });
    await post(payOnDelivery, switched.orderId, switched.auth);
    const [placed] = await orderEventMails("order-placed", switched.orderId);
    expect(placed.subject).toMatch(/^Order ORD-.* placed: thank you!$/);
    // The same lines, in the same words, as the checkout and the order's pages; the MRP subtotal.
    expect(placed.text).toMatch(
      /Subtotal\s+₹700\.00\s+Product Discount\s+−₹100\.00\s+Shipping\s+Free\s+-+\s+Total\s+₹600\.00/,
    );
    expect(placed.text).toContain("Order status: Order placed");

    const cancelled = await onlineOrder();
    await post(cancel, cancelled.orderId, cancelled.auth);
    const [mail] = await orderEventMails("order-cancelled", cancelled.orderId);
    expect(mail.text).toMatch(/has been cancelled at your request\.\s+Nothing was\s+charged\./);
    expect(mail.text).not.toContain("not completed in time");
  });
});
