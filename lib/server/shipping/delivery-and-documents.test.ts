import { POST as labelsRoute } from "@/app/api/admin/shipments/labels/route";
import { POST as placeOrderRoute } from "@/app/api/orders/route";
import { db } from "@/lib/server/db";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { createOrder, type CheckoutInput } from "@/lib/server/orders/create-order";
import { withFakeShiprocket } from "@/scripts/jest/fake-shiprocket";
import { pdfText } from "@/scripts/jest/pdf-text";
import { accessToken, asCustomer, jsonRequest, seededStaff, statusAndJson } from "@/scripts/jest/requests";
import { checkDelivery } from "./delivery-check";
import { shippingDocument } from "./documents";
import { manualCarrier } from "./manual";

/** The courier refuses 799111 outright and takes no cash at 799222, both on the shop's own list. */
const courier = withFakeShiprocket({ unserviceable: ["744101", "799111"], prepaidOnly: ["190001", "799222"] });
const actor = { staffId: null, name: "Store Admin" };

afterAll(() => db.$disconnect());

beforeAll(async () => {
  await db.pincode.createMany({
    data: ["799111", "799222"].map((pincode) => ({
      pincode,
      city: "Agartala",
      state: "Tripura",
      serviceable: true,
      codAllowed: true,
      deliveryDays: 5,
    })),
  });
});

let counter = 0;
async function shopperWithCart() {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 50 } },
    orderBy: { id: "asc" },
  });
  const customer = await db.customer.create({
    data: {
      phone: `+9175555${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } },
    },
  });
  return { customer, product };
}

const checkout = (
  customerId: number,
  zipCode: string,
  paymentMethod: CheckoutInput["paymentMethod"],
): CheckoutInput => ({
  customerId,
  idempotencyKey: null,
  paymentMethod,
  contact: { firstName: "Meera", lastName: "Iyer", email: "meera@example.in", phone: "+919812345678" },
  address: { address: "4 Palace Road", city: "Agartala", state: "Tripura", zipCode },
  notes: null,
});

describe("the delivery check", () => {
  it("delivers only where the shop's list and the courier both do, and takes cash only where both allow it", async () => {
    const now = new Date("2026-11-23T04:30:00Z");
    expect(await checkDelivery("600001", now, { carrier: courier.carrier })).toMatchObject({
      serviceable: true,
      cod_allowed: true,
      estimated_delivery: "2026-11-26",
    });
    expect(await checkDelivery("799111", now, { carrier: courier.carrier })).toMatchObject({
      serviceable: false,
      cod_allowed: false,
      estimated_delivery: null,
    });
    expect(await checkDelivery("799222", now, { carrier: courier.carrier })).toMatchObject({
      serviceable: true,
      cod_allowed: false,
    });
    const asked = courier.fake.requests.length;
    expect(await checkDelivery("799999", now, { carrier: courier.carrier })).toMatchObject({ serviceable: false });
    expect(courier.fake.requests.length).toBe(asked);
  });
});

describe("placing an order", () => {
  it("is refused with a 422 where the shop cannot deliver or take cash, and the cart and stock stay as they were", async () => {
    const { customer, product } = await shopperWithCart();
    const stock = (await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    await expect(
      createOrder(checkout(customer.id, "744101", "prepaid"), new Date(), { carrier: courier.carrier }),
    ).rejects.toMatchObject({
      status: 422,
      code: "unserviceable_pincode",
      message: "Sorry, we do not deliver to pincode 744101 yet. Please choose another delivery address.",
    });
    await expect(
      createOrder(checkout(customer.id, "799111", "prepaid"), new Date(), { carrier: courier.carrier }),
    ).rejects.toMatchObject({ code: "unserviceable_pincode" });
    await expect(
      createOrder(checkout(customer.id, "799222", "cod"), new Date(), { carrier: courier.carrier }),
    ).rejects.toMatchObject({
      status: 422,
      code: "cod_unavailable_pincode",
      message: "Cash on Delivery is not available for pincode 799222. Please pay online.",
    });
    expect(await db.cartItem.count({ where: { cart: { customerId: customer.id } } })).toBe(1);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(stock);
    await expect(
      createOrder(checkout(customer.id, "799222", "prepaid"), new Date(), { carrier: courier.carrier }),
    ).resolves.toMatchObject({ paymentMethod: "prepaid" });
  });

  it("answers POST /api/orders/ with { error, message } and a 422; a saved address's recipient receives the parcel", async () => {
    const { customer } = await shopperWithCart();
    const auth = { bearer: await accessToken(asCustomer(customer.id)) };
    const body = {
      customer_name: "Meera Iyer",
      customer_email: "meera@example.in",
      customer_phone: "+919812345678",
      delivery_address: "4 Palace Road",
      delivery_city: "Srinagar",
      delivery_state: "Jammu & Kashmir",
      delivery_pincode: "190001",
      payment_method: "cod",
      recipient_name: "Kabir Iyer",
      recipient_phone: "98111 22233",
    };
    expect(await statusAndJson(placeOrderRoute(jsonRequest("POST", "/api/orders/", body, auth)))).toEqual({
      status: 422,
      body: {
        error: "cod_unavailable_pincode",
        message: "Cash on Delivery is not available for pincode 190001. Please pay online.",
      },
    });
    expect(
      await statusAndJson(
        placeOrderRoute(jsonRequest("POST", "/api/orders/", { ...body, delivery_pincode: "012345" }, auth)),
      ),
    ).toMatchObject({ status: 400 });
    const placed = await statusAndJson(
      placeOrderRoute(jsonRequest("POST", "/api/orders/", { ...body, payment_method: "razorpay" }, auth)),
    );
    expect(placed.status).toBe(201);
    expect(await db.order.findUniqueOrThrow({ where: { id: placed.body.order_id } })).toMatchObject({
      recipientName: "Kabir Iyer",
      recipientPhone: "+919811122233",
      customerName: "Meera Iyer",
      deliveryState: "Jammu and Kashmir",
    });
  });
});

async function confirmedOrder(pincode: string, paymentMethod: "cod" | "prepaid" = "cod") {
  counter += 1;
  const customer = await db.customer.create({ data: { phone: `+9176666${String(counter).padStart(5, "0")}` } });
  return db.order.create({
    data: {
      orderNumber: `ORD-DOC-${counter}`,
      customerId: customer.id,
      paymentMethod,
      status: "confirmed",
      paymentStatus: paymentMethod === "cod" ? "pending" : "paid",
      customerName: "Meera Iyer",
      customerEmail: "meera@example.in",
      customerPhone: customer.phone,
      recipientName: `Recipient ${counter}`,
      recipientPhone: customer.phone,
      deliveryAddress: "4 Anna Salai",
      deliveryCity: "Chennai",
      deliveryState: "Tamil Nadu",
      deliveryPincode: pincode,
      itemsOriginalTotal: 49900,
      subtotal: 49900,
      total: 49900,
      items: {
        create: {
          productName: "Ashwagandha, 60 capsules",
          quantity: 1,
          unitPrice: 49900,
          discountPrice: 49900,
          totalPrice: 49900,
          hsnCode: "30049011",
        },
      },
    },
  });
}

describe("shipping an order", () => {
  it("is refused for a pincode off the shop's list even where the courier would go", async () => {
    const order = await confirmedOrder("799999");
    await expect(
      runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier }),
    ).rejects.toMatchObject({
      status: 422,
      code: "unserviceable_pincode",
      message: expect.stringContaining("pincode 799999"),
    });
    expect(await db.shipment.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe("labels and manifests of a batch", () => {
  it("come from Shiprocket as one PDF each; a manifest asked again is printed again", async () => {
    const orders = [await confirmedOrder("600001"), await confirmedOrder("110001", "prepaid")];
    const awbs = [];
    for (const order of orders)
      awbs.push(
        (await runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier }))
          .trackingNumber!,
      );
    const ids = orders.map((order) => order.id);

    const labels = await shippingDocument("labels", ids, courier.carrier);
    expect(labels.filename).toMatch(/^labels_\d{4}-\d{2}-\d{2}\.pdf$/);
    const labelText = await pdfText(labels.pdf);
    for (const awb of awbs) expect(labelText).toContain(awb);

    const manifest = await shippingDocument("manifest", ids, courier.carrier);
    expect(await pdfText(manifest.pdf)).toContain(orders[1].orderNumber);
    const again = await shippingDocument("manifest", ids, courier.carrier);
    expect(await pdfText(again.pdf)).toContain(awbs[0]);
    expect(courier.fake.requests.filter((request) => request.path === "/manifests/print")).toHaveLength(1);
  });

  it("are refused, naming the orders, while an order has no shipment", async () => {
    const unshipped = await confirmedOrder("600001");
    await expect(shippingDocument("labels", [unshipped.id], courier.carrier)).rejects.toMatchObject({
      status: 422,
      code: "no_shipment",
      message: expect.stringContaining(unshipped.orderNumber),
    });
    await expect(shippingDocument("manifest", [unshipped.id, 2_000_000_000], courier.carrier)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("are drawn by the shop for the manual carrier: address, AWB and the cash to collect", async () => {
    const order = await confirmedOrder("600001");
    await runOrderAction(
      {
        orderId: order.id,
        action: "ship",
        actor,
        shipping: {
          pickupLocationId: "1",
          returnDetailsId: "1",
          handedOver: { courierName: "DTDC", awb: `DT${counter}77` },
        },
      },
      { carrier: manualCarrier },
    );
    const labels = await pdfText((await shippingDocument("labels", [order.id], manualCarrier)).pdf);
    expect(labels).toContain(`DT${counter}77`);
    expect(labels).toContain(order.recipientName);
    expect(labels).toContain("PIN 600001");
    expect(labels).toContain("COD: collect ₹499.00");
    const manifest = await pdfText((await shippingDocument("manifest", [order.id], manualCarrier)).pdf);
    expect(manifest).toContain("MANIFEST");
    expect(manifest).toContain(order.orderNumber);
    await expect(shippingDocument("labels", [order.id], courier.carrier)).rejects.toMatchObject({
      status: 422,
      code: "other_carrier",
    });

    const admin = { bearer: await accessToken(await seededStaff("admin")) };
    const response = await labelsRoute(
      jsonRequest("POST", "/api/admin/shipments/labels/", { order_ids: [order.id] }, admin),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(
      await statusAndJson(labelsRoute(jsonRequest("POST", "/api/admin/shipments/labels/", { order_ids: [] }, admin))),
    ).toMatchObject({ status: 400, body: { message: "Select at least one order" } });
    const customer = { bearer: await accessToken(asCustomer(order.customerId)) };
    expect(
      (await labelsRoute(jsonRequest("POST", "/api/admin/shipments/labels/", { order_ids: [order.id] }, customer)))
        .status,
    ).toBe(403);
  });
});
