import { LOCAL_SHIPROCKET } from "@/lib/local-shiprocket";
import { db } from "@/lib/server/db";
import { PARCEL_WITH_COURIER } from "@/lib/domain/shipment-status";
import { previewAction } from "@/lib/server/orders/action-preview";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { POST as webhook } from "@/app/api/shipping/webhook/route";
import type { Booking } from "./carrier";
import { withFakeShiprocket } from "@/scripts/jest/fake-shiprocket";
import { jsonRequest } from "@/scripts/jest/requests";
import { recordTrackingUpdate, trackShipment } from "@/lib/server/courier-tracking/tracking";

const courier = withFakeShiprocket({ tokenLifetimeMs: 60_000, rateLimitPerSecond: 30 });
const actor = { staffId: null, name: "Store Admin" };

afterAll(() => db.$disconnect());

let counter = 0;
function booking(reference = `ORD-SR-${++counter}`): Booking {
  return {
    reference,
    orderDate: new Date(),
    pickupLocationId: "1",
    invoiceNumber: `INV-${reference}`,
    recipient: {
      name: "Meera Iyer",
      phone: "+919812345678",
      email: "meera@example.in",
      address: "4 Anna Salai",
      apartment: null,
      city: "Chennai",
      state: "Tamil Nadu",
      pincode: "600001",
      country: "India",
    },
    paymentMethod: "prepaid",
    items: [{ name: "Ashwagandha", sku: "P1", units: 2, unitPrice: 49900, hsn: "30049011" }],
    subtotal: 99800,
    shippingCost: 0,
    discount: 0,
    weightGrams: 500,
    handedOver: null,
  };
}

async function confirmedOrder(pincode = "600001") {
  counter += 1;
  const phone = `+9173333${String(counter).padStart(5, "0")}`;
  const customer = await db.customer.create({ data: { phone } });
  return db.order.create({
    data: {
      orderNumber: `ORD-SR-${counter}`,
      customerId: customer.id,
      paymentMethod: "cod",
      status: "confirmed",
      paymentStatus: "pending",
      customerName: "Meera Iyer",
      customerEmail: "meera@example.in",
      customerPhone: phone,
      recipientName: "Meera Iyer",
      recipientPhone: phone,
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

const countOrders = (reference: string) =>
  [...courier.fake.shipments.values()].filter((shipment) => shipment.reference === reference).length;

describe("the Shiprocket token", () => {
  it("is stored in PostgreSQL, reused, and renewed when it is about to expire", async () => {
    await db.carrierToken.deleteMany();
    const logins = courier.fake.logins;
    await courier.carrier.checkPincode("600001");
    await courier.carrier.checkPincode("110001");
    // The fake's tokens last a minute, inside the renewal margin: every call finds it expiring and logs in again.
    expect(courier.fake.logins).toBeGreaterThanOrEqual(logins + 2);
    const stored = await db.carrierToken.findUniqueOrThrow({ where: { carrier: "shiprocket" } });
    // The expiry is read from the JWT (whole seconds).
    expect(stored.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);

    await db.carrierToken.update({
      where: { carrier: "shiprocket" },
      data: { expiresAt: new Date(Date.now() + 5 * 24 * 3600_000) },
    });
    const before = courier.fake.logins;
    await courier.carrier.checkPincode("400001");
    expect(courier.fake.logins).toBe(before);
  });

  it("is renewed once after a 401, and the call succeeds", async () => {
    await courier.carrier.checkPincode("600001");
    await db.carrierToken.update({
      where: { carrier: "shiprocket" },
      data: { expiresAt: new Date(Date.now() + 5 * 24 * 3600_000) },
    });
    courier.fake.revokeTokens();
    const logins = courier.fake.logins;
    await expect(courier.carrier.checkPincode("600001")).resolves.toMatchObject({ serviceable: true });
    expect(courier.fake.logins).toBe(logins + 1);
  });
});

describe("serviceability", () => {
  it("tells serviceable, prepaid-only and unserviceable pincodes apart, with an estimate", async () => {
    await expect(courier.carrier.checkPincode("600001")).resolves.toMatchObject({
      serviceable: true,
      cod_allowed: true,
      delivery_days: 4,
      estimated_delivery: expect.any(String),
    });
    await expect(courier.carrier.checkPincode("190001")).resolves.toMatchObject({
      serviceable: true,
      cod_allowed: false,
    });
    await expect(courier.carrier.checkPincode("744101")).resolves.toMatchObject({
      serviceable: false,
      cod_allowed: false,
      delivery_days: null,
    });
    await expect(courier.carrier.rates("600001", 1)).resolves.toMatchObject({ amount: 5400 });
  });
});

describe("booking", () => {
  it("creates the order, assigns the AWB, requests the pickup and returns the label", async () => {
    const booked = await courier.carrier.book(booking());
    expect(booked).toMatchObject({
      trackingNumber: expect.stringMatching(/^\d+$/),
      courierName: "Delhivery Surface",
      labelUrl: expect.stringMatching(/\.pdf$/),
    });
    const label = await fetch(booked.labelUrl!);
    expect(label.headers.get("content-type")).toBe("application/pdf");
    await expect(courier.carrier.label({ carrierShipmentId: booked.carrierShipmentId })).resolves.toBe(booked.labelUrl);
  });

  it("sends the parcel in the sizes' boxes (the standard box without one), and the fake refuses a side of 0.5 cm or less", async () => {
    const boxOf = async (reference: string) => {
      const orders = await (await fetch(`${courier.fake.url}/__fake/orders?reference=${reference}`)).json();
      return orders[0].box_cm;
    };
    const plain = booking();
    await courier.carrier.book(plain);
    expect(await boxOf(plain.reference)).toEqual({ length: 20, breadth: 15, height: 10 });
    const oil = { length: 6, breadth: 6, height: 18 };
    const one = { ...booking(), items: [{ ...plain.items[0], units: 1, box: oil }] };
    await courier.carrier.book(one);
    expect(await boxOf(one.reference)).toEqual(oil);
    // Two oils and a size without a box: on the 20 x 15 footprint, 1,296 + 3,000 cm³ would stack 15 cm high, but an
    // oil stands 18 cm tall.
    const mixed = {
      ...booking(),
      items: [
        { ...plain.items[0], box: oil },
        { ...plain.items[0], sku: "P2", units: 1 },
      ],
    };
    await courier.carrier.book(mixed);
    expect(await boxOf(mixed.reference)).toEqual({ length: 20, breadth: 15, height: 18 });
    // Four oils: 2,592 + 3,000 cm³ → 19 cm.
    const more = {
      ...mixed,
      reference: `ORD-SR-${++counter}`,
      items: [{ ...mixed.items[0], units: 4 }, mixed.items[1]],
    };
    await courier.carrier.book(more);
    expect(await boxOf(more.reference)).toEqual({ length: 20, breadth: 15, height: 19 });

    const login = await fetch(`${courier.fake.url}/v1/external/auth/login`, {
      method: "POST",
      body: JSON.stringify({ email: LOCAL_SHIPROCKET.email, password: LOCAL_SHIPROCKET.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const refused = await fetch(`${courier.fake.url}/v1/external/orders/create/adhoc`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ length: 0.5, breadth: "15", height: 10 }),
    });
    expect(refused.status).toBe(422);
  });

  it("never creates two orders when the creation times out: it looks our reference up first", async () => {
    const request = booking();
    courier.fake.failNext("/orders/create/adhoc", "timeout-after-work");
    const booked = await courier.carrier.book(request);
    expect(countOrders(request.reference)).toBe(1);
    expect(booked.trackingNumber).toMatch(/^\d+$/);
    // A retry of the whole booking (say, after the pickup failed) finds the same order too.
    await expect(courier.carrier.book(request)).resolves.toMatchObject({ trackingNumber: booked.trackingNumber });
    expect(countOrders(request.reference)).toBe(1);
  });

  it("sends amounts in rupees with paise: the courier collects exactly a COD order's total, or a prepaid order's balance on delivery; the fake refuses what is not whole paise", async () => {
    const shipmentOf = (reference: string) =>
      [...courier.fake.shipments.values()].find((shipment) => shipment.reference === reference)!;
    // ₹999.50 × 2 + ₹40.00 shipping − ₹10.10 discount = ₹2,028.90, collected to the paisa.
    const cod: Booking = {
      ...booking(),
      paymentMethod: "cod",
      items: [{ name: "Ashwagandha", sku: "P1", units: 2, unitPrice: 99_950, hsn: "30049011" }],
      subtotal: 199_900,
      shippingCost: 4_000,
      discount: 1_010,
    };
    await courier.carrier.book(cod);
    expect(shipmentOf(cod.reference)).toMatchObject({ paymentMethod: "COD", codAmount: 2028.9 });
    // The same order paid online, ₹123.45 of it left for the courier to collect.
    const balance: Booking = {
      ...cod,
      reference: `ORD-SR-${++counter}`,
      paymentMethod: "prepaid",
      balanceOnDelivery: 12_345,
    };
    await courier.carrier.book(balance);
    expect(shipmentOf(balance.reference)).toMatchObject({ paymentMethod: "COD", codAmount: 123.45 });
    const prepaid: Booking = { ...cod, reference: `ORD-SR-${++counter}`, paymentMethod: "prepaid" };
    await courier.carrier.book(prepaid);
    expect(shipmentOf(prepaid.reference)).toMatchObject({ paymentMethod: "Prepaid", codAmount: 0 });

    // The fake, as strict as the description: amounts are numbers of rupees (whole paise, not negative).
    const login = await fetch(`${courier.fake.url}/v1/external/auth/login`, {
      method: "POST",
      body: JSON.stringify({ email: LOCAL_SHIPROCKET.email, password: LOCAL_SHIPROCKET.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const create = async (amounts: Record<string, unknown>) => {
      const answer = await fetch(`${courier.fake.url}/v1/external/orders/create/adhoc`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          order_id: `ORD-SR-${++counter}`,
          order_date: "2026-11-27 10:00",
          pickup_location: "Primary",
          billing_customer_name: "Meera",
          billing_address: "4 Anna Salai",
          billing_city: "Chennai",
          billing_pincode: "600001",
          billing_state: "Tamil Nadu",
          billing_country: "India",
          billing_email: "meera@example.in",
          billing_phone: "9812345678",
          shipping_is_billing: true,
          order_items: [{ name: "A", sku: "P1", units: 1, selling_price: 100 }],
          payment_method: "COD",
          length: 10,
          breadth: 10,
          height: 5,
          weight: 0.5,
          ...amounts,
        }),
      });
      return { status: answer.status, body: (await answer.json()) as { errors?: Record<string, string[]> } };
    };
    expect((await create({ sub_total: 100.5, total_discount: 0.25 })).status).toBe(200);
    for (const [field, value] of [
      ["sub_total", "100.50"],
      ["sub_total", 100.505],
      ["total_discount", -1],
      ["shipping_charges", "40"],
    ] as const) {
      const refused = await create({ sub_total: 100, [field]: value });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[field]).toEqual([`The ${field.replace(/_/g, " ")} must be a number of rupees.`]);
    }
  });

  it("turns 422, 429, 5xx and timeouts into one clear error", async () => {
    courier.fake.failNext("/orders/create/adhoc", {
      status: 422,
      body: {
        message: "Oops! Invalid Data.",
        errors: { billing_phone: ["The billing phone must be 10 digits."] },
        status_code: 422,
      },
    });
    await expect(courier.carrier.book(booking())).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("billing_phone: The billing phone must be 10 digits."),
    });
    courier.fake.failNext("/courier/assign/awb", { status: 429, body: { message: "Too Many Attempts." } });
    await expect(courier.carrier.book(booking())).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("limiting requests"),
    });
    courier.fake.failNext("/courier/generate/pickup", { status: 503 });
    await expect(courier.carrier.book(booking())).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("HTTP 503"),
    });
    courier.fake.failNext("/settings/company/pickup", "timeout-after-work");
    courier.fake.failNext("/courier/serviceability", "timeout-after-work");
    await expect(courier.carrier.checkPincode("110002")).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("did not answer in time"),
    });
  });
});

describe("the ship action through Shiprocket", () => {
  it("books once under concurrent clicks and records the shipment; a failure changes nothing", async () => {
    const order = await confirmedOrder();
    courier.fake.failNext("/courier/generate/pickup", { status: 500 });
    await expect(
      runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier }),
    ).rejects.toMatchObject({ status: 502 });
    expect(await db.shipment.count({ where: { orderId: order.id } })).toBe(0);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("confirmed");

    const attempts = await Promise.allSettled(
      [1, 2, 3].map(() => runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier })),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    expect(countOrders(order.orderNumber)).toBe(1);
    const shipment = await db.shipment.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(shipment).toMatchObject({ status: "created", carrier: "shiprocket", labelUrl: expect.any(String) });
  });

  it("refuses an order whose pincode the courier does not serve", async () => {
    const order = await confirmedOrder("744101");
    await expect(
      runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier }),
    ).rejects.toMatchObject({ status: 422, code: "unserviceable_pincode" });
    const codOnlyPrepaid = await confirmedOrder("190001");
    await expect(
      runOrderAction({ orderId: codOnlyPrepaid.id, action: "ship", actor }, { carrier: courier.carrier }),
    ).rejects.toMatchObject({ code: "cod_unavailable" });
  });
});

describe("cancelling an order booked with Shiprocket", () => {
  async function booked() {
    const order = await confirmedOrder();
    const outcome = await runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier });
    return { order, awb: outcome.trackingNumber! };
  }
  const fakeShipment = (awb: string) => [...courier.fake.shipments.values()].find((shipment) => shipment.awb === awb)!;
  const cancelCalls = () =>
    courier.fake.requests.filter((request) => request.path === "/orders/cancel/shipment/awbs").length;
  const cancel = (orderId: number) =>
    runOrderAction(
      { orderId, action: "cancel", notes: "Customer changed their mind", actor },
      { carrier: courier.carrier },
    );
  async function snapshot(orderId: number) {
    const order = await db.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { history: true, shipment: { include: { events: true } } },
    });
    return {
      status: order.status,
      history: order.history.length,
      shipment: order.shipment?.status,
      events: order.shipment?.events.length,
    };
  }

  it("withdraws the booking at the courier once, whatever the concurrent retries, and records it in the history", async () => {
    const { order, awb } = await booked();
    const calls = cancelCalls();
    const attempts = await Promise.allSettled([1, 2, 3].map(() => cancel(order.id)));
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    expect(
      attempts
        .filter((attempt) => attempt.status === "rejected")
        .map((attempt) => (attempt as PromiseRejectedResult).reason),
    ).toEqual([
      expect.objectContaining({ status: 409, code: "illegal_transition" }),
      expect.objectContaining({ status: 409, code: "illegal_transition" }),
    ]);
    expect(cancelCalls()).toBe(calls + 1);
    expect(fakeShipment(awb)).toMatchObject({ cancelled: true, status: "CANCELED" });

    const stored = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { history: { orderBy: { id: "asc" } }, shipment: true },
    });
    expect(stored.status).toBe("cancelled");
    expect(stored.shipment?.status).toBe("cancelled");
    expect(stored.history.slice(-2)).toEqual([
      expect.objectContaining({
        status: "shipped",
        changedByName: "Store Admin",
        notes: `Courier booking withdrawn: AWB ${awb} with Delhivery Surface cancelled before pickup`,
      }),
      expect.objectContaining({ status: "cancelled", notes: "Customer changed their mind" }),
    ]);
    await expect(trackShipment(awb)).resolves.toMatchObject({ status: "cancelled" });
  });

  it("is refused once the courier has picked the parcel up, before or after the shop hears of it, and changes nothing", async () => {
    const { order, awb } = await booked();
    await courier.fake.advance(awb); // PICKED UP at the courier; its webhook has not reached the shop
    const before = await snapshot(order.id);
    await expect(cancel(order.id)).rejects.toMatchObject({
      status: 409,
      code: "parcel_with_courier",
      message: PARCEL_WITH_COURIER,
    });
    expect(await snapshot(order.id)).toEqual(before);
    expect(fakeShipment(awb)).toMatchObject({ cancelled: false, status: "PICKED UP" });

    await recordTrackingUpdate({
      awb,
      scans: [
        {
          date: new Date(Date.now() + 6.5 * 3600_000).toISOString().slice(0, 19).replace("T", " "),
          status: "X-PPOM",
          activity: "Picked up",
          location: "Bengaluru",
          "sr-status-label": "PICKED UP",
        },
      ],
    });
    const calls = cancelCalls();
    await expect(cancel(order.id)).rejects.toMatchObject({ status: 409, message: PARCEL_WITH_COURIER });
    expect(cancelCalls()).toBe(calls); // the shop knew: the courier was not asked
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("shipped");
    expect(await previewAction([order.id], "cancel")).toMatchObject({
      allowed_count: 0,
      orders: [expect.objectContaining({ allowed: false, message: PARCEL_WITH_COURIER })],
    });
  });

  it("leaves the order and its booking as they were when the courier fails (502), and a retry withdraws it", async () => {
    const { order, awb } = await booked();
    const before = await snapshot(order.id);
    courier.fake.failNext("/orders/cancel/shipment/awbs", { status: 502 });
    await expect(cancel(order.id)).rejects.toMatchObject({ status: 502, code: "carrier_error" });
    courier.fake.failNext("/orders/cancel/shipment/awbs", "timeout-after-work");
    await expect(cancel(order.id)).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("did not answer in time"),
    });
    expect(await snapshot(order.id)).toEqual(before);

    // The call that timed out did cancel at the courier: the retry's cancel of the same AWB is answered as done.
    await expect(cancel(order.id)).resolves.toMatchObject({ status: "cancelled" });
    expect(fakeShipment(awb).cancelled).toBe(true);
  });
});

describe("the fake's cancel calls", () => {
  async function token() {
    const answer = await fetch(`${courier.fake.url}/v1/external/auth/login`, {
      method: "POST",
      body: JSON.stringify({ email: LOCAL_SHIPROCKET.email, password: LOCAL_SHIPROCKET.password }),
    });
    return ((await answer.json()) as { token: string }).token;
  }
  async function post(path: string, body: unknown) {
    const answer = await fetch(`${courier.fake.url}/v1/external${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${await token()}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.text() };
  }

  it("answer on Shiprocket's paths with its shapes, and refuse once the parcel is picked up", async () => {
    expect(await post("/orders/cancel", {})).toEqual({
      status: 422,
      body: JSON.stringify({
        message: "Required field missing",
        errors: { ids: ["The ids field is required."] },
        status_code: 422,
      }),
    });
    expect((await post("/orders/cancel/shipment/awbs", { awbs: [] })).status).toBe(422);

    const first = await courier.carrier.book(booking());
    expect(await post("/orders/cancel", { ids: [Number(first.carrierOrderId)] })).toEqual({ status: 204, body: "" });
    expect(courier.fake.shipments.get(Number(first.carrierShipmentId))).toMatchObject({
      cancelled: true,
      status: "CANCELED",
    });

    const second = await courier.carrier.book(booking());
    await courier.fake.advance(second.trackingNumber);
    for (const [path, body] of [
      ["/orders/cancel", { ids: [Number(second.carrierOrderId)] }],
      ["/orders/cancel/shipment/awbs", { awbs: [second.trackingNumber] }],
    ] as const) {
      const refused = await post(path, body);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toMatchObject({
        message: expect.stringContaining("already picked up"),
        status_code: 400,
      });
    }
    expect(courier.fake.shipments.get(Number(second.carrierShipmentId))?.cancelled).toBe(false);

    const third = await courier.carrier.book(booking());
    expect(await post("/orders/cancel/shipment/awbs", { awbs: [third.trackingNumber] })).toMatchObject({ status: 200 });
    await expect(courier.carrier.cancel({ trackingNumber: second.trackingNumber })).rejects.toMatchObject({
      status: 409,
      code: "parcel_with_courier",
    });
  });
});

describe("tracking webhooks", () => {
  async function shipped() {
    const order = await confirmedOrder();
    const outcome = await runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier });
    return { order, awb: outcome.trackingNumber! };
  }
  const post = (body: unknown, key: string | null = LOCAL_SHIPROCKET.webhookToken) =>
    webhook(
      jsonRequest("POST", "/api/shipping/webhook/", JSON.stringify(body), { headers: key ? { "x-api-key": key } : {} }),
    );
  /** Shiprocket's time format, `hours` from now in India's time zone. */
  const ist = (hours: number) =>
    new Date(Date.now() + (5.5 + hours) * 3600_000).toISOString().slice(0, 19).replace("T", " ");
  const scan = (date: string, label: string) => ({
    date,
    status: "X",
    activity: label.toLowerCase(),
    location: "Chennai_Hub",
    "sr-status": "1",
    "sr-status-label": label,
  });

  it("needs the shared token", async () => {
    expect((await post({ awb: "1" }, "wrong")).status).toBe(401);
    expect((await post({ awb: "1" }, null)).status).toBe(401);
    expect(await (await post({ awb: "unknown-awb", scans: [] })).json()).toMatchObject({ known: false });
  });

  it("refuses a body that is not JSON, has the wrong shape or holds text PostgreSQL cannot store, with a 400", async () => {
    const send = (raw: string) =>
      webhook(
        jsonRequest("POST", "/api/shipping/webhook/", raw, { headers: { "x-api-key": LOCAL_SHIPROCKET.webhookToken } }),
      );
    for (const raw of [
      "{",
      "[1]",
      JSON.stringify({ awb: "" }),
      JSON.stringify({ awb: "1", scans: [{ date: "x\u0000", location: "a" }] }),
      JSON.stringify({ awb: "1", scans: "all" }),
    ]) {
      expect((await send(raw)).status).toBe(400);
    }
  });

  it("records each scan once, ignores a late scan, and delivers the order", async () => {
    const { order, awb } = await shipped();
    const delivered = {
      awb,
      current_status: "DELIVERED",
      scans: [scan(ist(1), "PICKED UP"), scan(ist(30), "DELIVERED")],
    };
    expect((await post(delivered)).status).toBe(200);
    expect((await post(delivered)).status).toBe(200);
    const late = { awb, current_status: "IN TRANSIT", scans: [scan(ist(10), "IN TRANSIT")] };
    expect(await (await post(late)).json()).toMatchObject({ recorded: 1, status: "delivered" });

    const tracking = await trackShipment(awb);
    expect(tracking?.events.map((event) => event.status)).toEqual(["created", "picked_up", "in_transit", "delivered"]);
    expect(tracking).toMatchObject({ status: "delivered", carrier: "shiprocket" });
    const stored = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { history: { orderBy: { id: "asc" } } },
    });
    expect(stored.status).toBe("delivered");
    // Delivered once; the courier collected the cash of this COD order once, whatever the replays.
    expect(stored.paymentStatus).toBe("paid");
    expect(stored.history.filter((entry) => entry.status === "delivered")).toEqual([
      expect.objectContaining({ paymentStatus: "pending", notes: "Delivered, as the courier's tracking reports" }),
      expect.objectContaining({
        paymentStatus: "paid",
        changedByName: "Delhivery Surface",
        notes: "Cash collected: ₹499.00, collected by the courier on delivery",
      }),
    ]);
  });

  it("shows an RTO to the admin and moves the order to returning (docs/ndr-rto.md)", async () => {
    const { order, awb } = await shipped();
    await recordTrackingUpdate({ awb, scans: [scan(ist(1), "UNDELIVERED"), scan(ist(2), "RTO INITIATED")] });
    expect(await db.shipment.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "rto" });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("returning");
  });

  it("arrive from the fake when a shipment is advanced", async () => {
    const { order, awb } = await shipped();
    const received: unknown[] = [];
    const server = await import("node:http").then(({ createServer }) =>
      createServer((request, response) => {
        let text = "";
        request.on("data", (chunk) => (text += chunk));
        request.on("end", async () => {
          received.push(JSON.parse(text));
          const answer = await post(JSON.parse(text), String(request.headers["x-api-key"]));
          response.writeHead(answer.status).end();
        });
      }).listen(0),
    );
    const { startFakeShiprocket } = await import("@/scripts/fakes/shiprocket");
    const port = (server.address() as { port: number }).port;
    const sender = await startFakeShiprocket({
      port: 0,
      email: "x@y.in",
      password: "p",
      webhookUrl: `http://127.0.0.1:${port}/`,
      webhookToken: LOCAL_SHIPROCKET.webhookToken,
    });
    // The sender only knows shipments it booked: hand it this one's AWB by booking the same reference there.
    const shipment = [...courier.fake.shipments.values()].find((candidate) => candidate.awb === awb)!;
    sender.shipments.set(shipment.shipmentId, { ...shipment, scans: [] });
    for (let step = 0; step < 4; step += 1) await sender.advance(awb);
    expect(sender.webhooks.map((hook) => hook.status)).toEqual([200, 200, 200, 200]);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("delivered");
    await sender.close();
    server.close();
    expect(received).toHaveLength(4);
  });
});
