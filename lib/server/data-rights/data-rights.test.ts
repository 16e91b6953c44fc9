import { GET as exportRoute } from "@/app/api/customer/data-export/route";
import { GET as erasureStateRoute, POST as requestRoute } from "@/app/api/customer/erasure/route";
import { GET as listRoute } from "@/app/api/admin/erasure-requests/route";
import { POST as completeRoute } from "@/app/api/admin/erasure-requests/[id]/complete/route";
import { GET as profileRoute } from "@/app/api/customer/profile/route";
import { ERASED_NAME, ERASED_REVIEW_AUTHOR } from "@/lib/domain/data-rights";
import { db } from "@/lib/server/db";
import { issueInvoice } from "@/lib/server/invoices/issue";
import { recordConsents } from "@/lib/server/messaging/consents";
import {
  accessToken,
  asCustomer,
  bearerRequest,
  routeParams,
  seededStaff,
  statusAndJson,
} from "@/scripts/jest/requests";

jest.setTimeout(60_000);
afterAll(() => db.$disconnect());

let counter = 0;

/** A shopper with a profile, an address, consents, a delivered order with its invoice, messages, a review, a newsletter row. */
async function shopper(status: "delivered" | "processing" = "delivered") {
  counter += 1;
  const phone = `+9198765${String(counter).padStart(5, "0")}`;
  const email = `shopper${counter}@example.in`;
  const customer = await db.customer.create({
    data: {
      phone,
      name: `Asha ${counter}`,
      email,
      mobiles: { create: { mobile: phone } },
      addresses: {
        create: {
          address: `${counter} MG Road`,
          city: "Pune",
          state: "Maharashtra",
          zipCode: "411001",
          isDefault: true,
        },
      },
    },
  });
  await recordConsents(customer.id, { order_updates_whatsapp: true, marketing_email: true }, "preferences");
  const product = await db.product.findFirstOrThrow({ where: { available: true }, orderBy: { id: "asc" } });
  const order = await db.order.create({
    data: {
      orderNumber: `ORD-DPDP-${counter}`,
      customerId: customer.id,
      paymentMethod: "cod",
      status,
      paymentStatus: status === "delivered" ? "paid" : "pending",
      customerName: `Asha ${counter}`,
      customerEmail: email,
      customerPhone: phone,
      recipientName: `Asha ${counter}`,
      recipientPhone: phone,
      deliveryAddress: `${counter} MG Road`,
      deliveryCity: "Pune",
      deliveryState: "Maharashtra",
      deliveryPincode: "411001",
      itemsOriginalTotal: 50000,
      subtotal: 50000,
      total: 50000,
      items: {
        create: {
          productId: product.id,
          productName: product.name,
          quantity: 2,
          unitPrice: 25000,
          discountPrice: 25000,
          totalPrice: 50000,
          gstRate: 12,
          hsnCode: "3004",
        },
      },
    },
  });
  const invoiceNumber = await db.$transaction((tx) => issueInvoice(tx, order.id));
  await db.emailDelivery.create({
    data: {
      key: `order-placed:order:${order.id}:customer`,
      template: "order-placed",
      recipient: email,
      subject: `Order ${order.orderNumber} placed`,
      status: "sent",
      messageId: `<m${counter}@test>`,
      orderId: order.id,
      sentAt: new Date(),
    },
  });
  await db.whatsAppMessage.create({
    data: {
      key: `order-placed:order:${order.id}:whatsapp:${phone.slice(1)}`,
      template: "order_placed",
      recipient: phone.slice(1),
      orderId: order.id,
      status: "delivered",
    },
  });
  await db.review.create({
    data: { productId: product.id, customerId: customer.id, author: `Asha ${counter}`, rating: 5, title: "Good" },
  });
  await db.newsletterSubscriber.create({ data: { email, status: "confirmed", confirmedAt: new Date() } });
  const token = await accessToken(asCustomer(customer.id));
  return { customer, order, invoiceNumber, phone, email, token, product };
}

const exportOf = (token: string | null) => exportRoute(bearerRequest("/api/customer/data-export/", { token }));

describe("Download my data", () => {
  it("answers a JSON file of the caller's own profile, addresses, orders, consents, messages, newsletter and reviews", async () => {
    const me = await shopper();
    const other = await shopper();
    // A consent given under an earlier text, and a "notify me" for one size asked by e-mail while signed out.
    await db.consent.create({
      data: {
        customerId: me.customer.id,
        purpose: "order_updates_whatsapp",
        channel: "whatsapp",
        granted: true,
        source: "checkout",
        textVersion: "2026-11-26",
        createdAt: new Date("2026-11-26T10:00:00Z"),
      },
    });
    const size = await db.productVariant.findFirstOrThrow({ where: { optionValues: { isEmpty: false } } });
    await db.stockAlert.create({
      data: {
        productId: size.productId,
        variantId: size.id,
        contact: `email:${me.email}`,
        email: me.email,
        channel: "email",
      },
    });
    const response = await exportOf(me.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({
      id: me.customer.id,
      name: me.customer.name,
      email: me.email,
      phone: me.phone,
    });
    expect(data.addresses).toEqual([
      expect.objectContaining({ address: `${counter - 1} MG Road`, zip_code: "411001" }),
    ]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        order_number: me.order.orderNumber,
        total_paise: 50000,
        invoice_number: me.invoiceNumber,
        lines: [expect.objectContaining({ product_name: me.product.name, quantity: 2, total_paise: 50000 })],
      }),
    ]);
    expect(me.invoiceNumber).toBeTruthy();
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          purpose: "order_updates_whatsapp",
          channel: "whatsapp",
          granted: true,
          source: "preferences",
          text_version: expect.any(String),
          text: expect.any(String),
          at: expect.any(String),
        }),
        expect.objectContaining({ purpose: "marketing_email", channel: "email", granted: true }),
      ]),
    );
    expect(data.consents).toContainEqual(
      expect.objectContaining({
        text_version: "2026-11-26",
        text: "Send me order updates on WhatsApp (order confirmed, shipped with the tracking link, out for delivery, delivered).",
      }),
    );
    expect(data.stock_alerts).toEqual([
      expect.objectContaining({ size: size.optionValues.join(" / "), channel: "email", email: me.email }),
    ]);
    expect(data.messages.email).toEqual([
      expect.objectContaining({ template: "order-placed", to: me.email, order_number: me.order.orderNumber }),
    ]);
    expect(data.messages.whatsapp).toEqual([
      expect.objectContaining({ template: "order_placed", to: me.phone.slice(1), status: "delivered" }),
    ]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: me.email, status: "confirmed" })]);
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, title: "Good", author: me.customer.name })]);
    // Nothing of another shopper's (IDOR): the file is built from the session's customer alone.
    for (const secret of [
      other.email,
      other.phone,
      other.order.orderNumber,
      other.invoiceNumber!,
      other.customer.name!,
    ])
      expect(text).not.toContain(secret);
    const audit = await db.auditEntry.findMany({
      where: { entity: "customer", entityId: String(me.customer.id), action: "data.exported" },
    });
    expect(audit).toHaveLength(1);
  });

  it("is for signed-in customers only: 401 anonymous, 403 staff", async () => {
    expect((await exportOf(null)).status).toBe(401);
    expect((await exportOf(await accessToken(await seededStaff("admin")))).status).toBe(403);
  });

  it("allows 5 files an hour per customer, then 429 with Retry-After", async () => {
    const me = await shopper();
    for (let index = 0; index < 5; index += 1) expect((await exportOf(me.token)).status).toBe(200);
    const refused = await exportOf(me.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe("rate_limited");
  });
});

describe("Delete my account", () => {
  const ask = (token: string, body: unknown = { confirm: true }) =>
    statusAndJson(requestRoute(bearerRequest("/api/customer/erasure/", { method: "POST", token, body })));
  const complete = async (id: number, token: string) =>
    statusAndJson(
      completeRoute(
        bearerRequest(`/api/admin/erasure-requests/${id}/complete/`, { method: "POST", token }),
        routeParams({ id }),
      ),
    );

  it("needs the confirmation, and asking twice answers the same pending request with a deadline 30 days on", async () => {
    const me = await shopper();
    expect((await ask(me.token, {})).status).toBe(400);
    const first = await ask(me.token);
    expect(first.status).toBe(200);
    expect(first.body.request).toMatchObject({ status: "pending" });
    const due = new Date(first.body.request.due_at).getTime() - new Date(first.body.request.requested_at).getTime();
    expect(due).toBe(30 * 24 * 60 * 60 * 1000);
    expect(first.body.keeps).toMatchObject({ invoices: 1, kept_until: expect.stringMatching(/^\d{4}-12-31$/) });
    const second = await ask(me.token);
    expect(second.body.request.id).toBe(first.body.request.id);
    expect(await db.erasureRequest.count({ where: { customerId: me.customer.id } })).toBe(1);
    const state = await statusAndJson(erasureStateRoute(bearerRequest("/api/customer/erasure/", { token: me.token })));
    expect(state.body.request.id).toBe(first.body.request.id);
  });

  it("erases the account's personal data once, keeps the invoice as issued and the order anonymised, and signs the shopper out", async () => {
    const me = await shopper();
    const other = await shopper();
    const admin = await accessToken(await seededStaff("admin"));
    const invoiceBefore = await db.invoice.findUniqueOrThrow({ where: { orderId: me.order.id } });
    const { body: asked } = await ask(me.token);

    const listed = await statusAndJson(listRoute(bearerRequest("/api/admin/erasure-requests/", { token: admin })));
    expect(listed.body.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: asked.request.id,
          status: "pending",
          customer_id: me.customer.id,
          overdue: false,
        }),
      ]),
    );

    const done = await complete(asked.request.id, admin);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: "completed",
      customer: ERASED_NAME,
      outcome: {
        addresses_deleted: 1,
        sessions_ended: 1,
        consents_withdrawn: 2,
        reviews_anonymised: 1,
        orders_anonymised: 1,
        invoices_kept: 1,
        messages_anonymised: 2,
      },
    });

    // The account: nothing personal left; its session is gone.
    const customer = await db.customer.findUniqueOrThrow({ where: { id: me.customer.id } });
    expect(customer).toMatchObject({ name: null, email: null, phone: `erased:${me.customer.id}`, firebaseUid: null });
    expect(customer.erasedAt).toBeInstanceOf(Date);
    expect(await db.address.count({ where: { customerId: me.customer.id } })).toBe(0);
    expect(await db.session.count({ where: { customerId: me.customer.id } })).toBe(0);
    expect((await profileRoute(bearerRequest("/api/customer/profile/", { token: me.token }))).status).toBe(401);
    expect(await db.newsletterSubscriber.count({ where: { email: me.email } })).toBe(0);
    // The consents' history stays (proof of consent), each consent in force withdrawn.
    const consents = await db.consent.findMany({ where: { customerId: me.customer.id }, orderBy: { id: "asc" } });
    expect(consents.map((row) => [row.purpose, row.granted, row.source])).toEqual([
      ["order_updates_whatsapp", true, "preferences"],
      ["marketing_email", true, "preferences"],
      ["order_updates_whatsapp", false, "erasure"],
      ["marketing_email", false, "erasure"],
    ]);
    // Kept: the invoice exactly as issued, the order's amounts and lines; its contact details gone.
    expect(await db.invoice.findUniqueOrThrow({ where: { orderId: me.order.id } })).toEqual(invoiceBefore);
    const order = await db.order.findUniqueOrThrow({ where: { id: me.order.id }, include: { items: true } });
    expect(order).toMatchObject({
      customerName: ERASED_NAME,
      customerEmail: "",
      customerPhone: "",
      recipientPhone: "",
      deliveryAddress: "",
      deliveryPincode: "411001",
      total: 50000,
    });
    expect(order.items).toHaveLength(1);
    const review = await db.review.findFirstOrThrow({
      where: { productId: me.product.id, title: "Good", author: ERASED_REVIEW_AUTHOR },
    });
    expect(review.customerId).toBeNull();
    expect(await db.whatsAppMessage.count({ where: { recipient: me.phone.slice(1) } })).toBe(0);
    expect(await db.emailDelivery.count({ where: { recipient: me.email } })).toBe(0);
    // The other shopper is untouched.
    expect(await db.customer.findUniqueOrThrow({ where: { id: other.customer.id } })).toMatchObject({
      name: other.customer.name,
      email: other.email,
      erasedAt: null,
    });
    expect(await db.emailDelivery.count({ where: { recipient: other.email } })).toBe(1);

    // Idempotent: completing again changes nothing and answers the same; one audit row per action.
    const again = await complete(asked.request.id, admin);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(done.body);
    expect(await db.consent.count({ where: { customerId: me.customer.id } })).toBe(4);
    const audit = await db.auditEntry.findMany({
      where: { entity: "customer", entityId: String(me.customer.id) },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => [row.action, row.staffName])).toEqual([
      ["erasure.requested", "Customer"],
      ["erasure.completed", expect.any(String)],
    ]);
    expect(JSON.stringify(audit)).not.toContain(me.email);
  });

  it("is refused (409) while an order is under way, and for anyone but an admin", async () => {
    const me = await shopper("processing");
    const { body: asked } = await ask(me.token);
    const admin = await accessToken(await seededStaff("admin"));
    const refused = await complete(asked.request.id, admin);
    expect(refused).toMatchObject({ status: 409, body: { error: "orders_under_way" } });
    expect((await db.customer.findUniqueOrThrow({ where: { id: me.customer.id } })).erasedAt).toBeNull();
    expect((await complete(asked.request.id, await accessToken(await seededStaff("editor")))).status).toBe(403);
    expect((await complete(asked.request.id, me.token)).status).toBe(403);
    expect((await complete(999_999, admin)).status).toBe(404);
  });

  it("exports a return with its UPI ID masked, refuses (409) while it is open, and erases its note and UPI ID", async () => {
    const me = await shopper();
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: me.order.id } });
    const request = await db.returnRequest.create({
      data: {
        number: `${me.order.orderNumber}-R1`,
        orderId: me.order.id,
        customerId: me.customer.id,
        reason: "Damaged in transit",
        note: "Box crushed, call Asha",
        refundUpiId: "asha@okbank",
        refundUpiMasked: "as**@okbank",
        lines: { create: { orderItemId: item.id, quantity: 1 } },
        steps: { create: { status: "requested", byName: "Customer" } },
      },
    });
    const file = await statusAndJson(exportOf(me.token));
    expect(file.body.returns).toEqual([
      expect.objectContaining({
        number: request.number,
        order_number: me.order.orderNumber,
        status: "requested",
        note: "Box crushed, call Asha",
        refund_upi: "as**@okbank",
        lines: [{ product_name: item.productName, quantity: 1 }],
      }),
    ]);
    expect(JSON.stringify(file.body)).not.toContain("asha@okbank");
    const { body: asked } = await ask(me.token);
    const admin = await accessToken(await seededStaff("admin"));
    expect(await complete(asked.request.id, admin)).toMatchObject({
      status: 409,
      body: { error: "returns_under_way" },
    });
    await db.returnRequest.update({ where: { id: request.id }, data: { status: "refunded" } });
    const done = await complete(asked.request.id, admin);
    expect(done).toMatchObject({ status: 200, body: { outcome: { returns_anonymised: 1 } } });
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      reason: "Damaged in transit",
      note: "",
      refundUpiId: null,
      refundUpiMasked: "",
    });
  });
});
