import { log } from "@/lib/log";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { financialYear } from "@/lib/domain/invoice-number";
import type { InvoiceLine } from "@/lib/domain/gst-invoice";
import { db } from "@/lib/server/db";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { createOrder } from "@/lib/server/orders/create-order";
import { handleWebhook, startPayment } from "@/lib/server/checkout/online-payment";
import { hmacHex } from "@/lib/server/payments/signatures";
import { PINCODE_IN } from "@/scripts/jest/addresses";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();

afterAll(() => db.$disconnect());

const year = financialYear(new Date());
let counter = 0;

type Placement = {
  state?: string;
  pincode?: string;
  method?: "cod" | "prepaid";
  quantities?: number[];
  coupon?: string;
};

/** An order of the first products with HSN codes and stock, placed through checkout. */
async function placed({
  state = "Karnataka",
  pincode = PINCODE_IN[state],
  method = "cod",
  quantities = [2, 1],
  coupon,
}: Placement = {}) {
  counter += 1;
  const products = await db.product.findMany({
    where: { available: true, stock: { gt: 200 }, hsnCode: { not: null } },
    orderBy: { id: "asc" },
    take: quantities.length,
  });
  const couponRow = coupon ? await db.coupon.findUniqueOrThrow({ where: { code: coupon } }) : null;
  const customer = await db.customer.create({
    data: {
      phone: `+9173333${String(counter).padStart(5, "0")}`,
      cart: {
        create: {
          couponId: couponRow?.id,
          items: { create: products.map((product, index) => ({ productId: product.id, quantity: quantities[index] })) },
        },
      },
    },
  });
  const order = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: method,
    contact: { firstName: "Asha", lastName: "Menon", email: "asha@example.in", phone: customer.phone },
    address: { address: "7 Residency Road", apartment: "Flat 3B", city: "Bengaluru", state, zipCode: pincode },
    notes: null,
  });
  return { order, customer, products };
}

function captured(razorpayOrderId: string, paymentId: string) {
  const body = JSON.stringify({
    entity: "event",
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, order_id: razorpayOrderId } } },
  });
  return { body, signature: hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body), eventId: `evt_${randomUUID()}` };
}

async function paidOnline(placement: Placement = {}) {
  const { order, customer } = await placed({ ...placement, method: "prepaid" });
  const start = await startPayment(customer.id, order.id, payments.gateway);
  // The shopper pays at the fake gateway's Checkout; the payment.captured webhook then tells the shop.
  const attempt = await fetch(`${payments.fake.url}/_checkout/attempt`, {
    method: "POST",
    body: JSON.stringify({ order_id: start.order_id, outcome: "success" }),
  });
  const { razorpay_payment_id: paymentId } = (await attempt.json()) as { razorpay_payment_id: string };
  const event = captured(start.order_id, paymentId);
  await handleWebhook(event.body, event.signature, event.eventId);
  return { order, event };
}

const invoiceOf = (orderId: number) => db.invoice.findUnique({ where: { orderId }, include: { creditNotes: true } });
const sequenceOf = (number: string) => Number(number.split("/")[2]);

describe("issuing the tax invoice", () => {
  it("issues none when a COD order is placed, and one when it is confirmed, inside the same transaction", async () => {
    const { order } = await placed();
    expect(await invoiceOf(order.id)).toBeNull();
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const invoice = await invoiceOf(order.id);
    expect(invoice?.number).toMatch(new RegExp(`^PA/${year}/\\d{6}$`));
    expect(invoice?.number.length).toBeLessThanOrEqual(16);
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.invoiceNumber).toBe(invoice?.number);
    // Seller and buyer both in Karnataka: CGST + SGST, half each (CGST a paisa more per line of odd tax); the lines add up to what was charged.
    expect(invoice).toMatchObject({
      placeOfSupply: "Karnataka",
      placeOfSupplyCode: "29",
      intraState: true,
      igst: 0,
      total: stored.total,
    });
    const lines = invoice!.lines as InvoiceLine[];
    expect(invoice!.cgst - invoice!.sgst).toBe(lines.filter((line) => (line.cgst + line.sgst) % 2 === 1).length);
    expect(invoice!.taxableValue + invoice!.cgst + invoice!.sgst).toBe(stored.total);
    expect(invoice!.seller).toMatchObject({
      gstin: "29AAJCP7251M1ZQ",
      legalName: "Prakriti Ayurveda Private Limited",
      stateCode: "29",
    });
    expect(invoice!.buyer).toMatchObject({
      name: "Asha Menon",
      addressLines: ["7 Residency Road", "Flat 3B", "Bengaluru, Karnataka 560001", "India"],
    });
  });

  it("taxes a delivery to another state as IGST and spreads a coupon over the lines", async () => {
    const { order } = await placed({ state: "Maharashtra", quantities: [3, 2], coupon: "WELCOME10" });
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const invoice = await invoiceOf(order.id);
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(invoice).toMatchObject({
      placeOfSupply: "Maharashtra",
      placeOfSupplyCode: "27",
      intraState: false,
      cgst: 0,
      sgst: 0,
      total: stored.total,
    });
    expect(stored.couponDiscount).toBeGreaterThan(0);
    const lines = invoice!.lines as InvoiceLine[];
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(stored.total);
    expect(lines.reduce((sum, line) => sum + line.discount, 0)).toBe(stored.productDiscount + stored.couponDiscount);
    expect(lines.filter((line) => line.kind === "shipping").length).toBe(stored.shippingCost > 0 ? 1 : 0);
  });

  it("takes the place of supply from the PIN code: a paid order to Delhi from a Karnataka GSTIN is IGST, Delhi (07)", async () => {
    const toDelhi = await paidOnline({ state: "Delhi" });
    // An order placed before states were checked against PIN codes ("New Delhi, Karnataka, 110001").
    const typedKarnataka = await paidOnline({ state: "Karnataka", pincode: "110001" });
    for (const { order } of [toDelhi, typedKarnataka]) {
      const invoice = await invoiceOf(order.id);
      const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(invoice).toMatchObject({
        placeOfSupply: "Delhi",
        placeOfSupplyCode: "07",
        intraState: false,
        cgst: 0,
        sgst: 0,
        total: stored.total,
      });
      expect(invoice!.igst).toBeGreaterThan(0);
      expect(invoice!.taxableValue + invoice!.igst).toBe(stored.total);
    }
  });

  it("issues the invoice of an online order when it is paid, once, whatever the webhook redeliveries", async () => {
    const { order, event } = await paidOnline();
    const invoice = await invoiceOf(order.id);
    expect(invoice).not.toBeNull();
    await handleWebhook(event.body, event.signature, event.eventId);
    const again = captured(
      (await db.payment.findFirstOrThrow({ where: { orderId: order.id } })).razorpayOrderId,
      `pay_inv_again_${counter}`,
    );
    await handleWebhook(again.body, again.signature, again.eventId);
    expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(1);
    // Confirming the paid order later keeps its invoice.
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    expect((await invoiceOf(order.id))?.number).toBe(invoice?.number);
  });

  it("keeps the invoice as issued when the product changes afterwards", async () => {
    const { order, products } = await placed({ quantities: [1] });
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const before = await invoiceOf(order.id);
    await db.product.update({
      where: { id: products[0].id },
      data: { name: "Renamed", gstRate: 28, hsnCode: "99999999" },
    });
    try {
      expect((await invoiceOf(order.id))?.lines).toEqual(before?.lines);
    } finally {
      await db.product.update({
        where: { id: products[0].id },
        data: { name: products[0].name, gstRate: products[0].gstRate, hsnCode: products[0].hsnCode },
      });
    }
  });

  it("issues no invoice for an unpaid online order, nor for a COD order while the GST details are incomplete", async () => {
    const { order } = await placed({ method: "prepaid" });
    await expect(runOrderAction({ orderId: order.id, action: "confirm", actor })).rejects.toMatchObject({
      status: 409,
    });
    expect(await invoiceOf(order.id)).toBeNull();
    const cod = await placed();
    await db.storeSettings.update({ where: { id: 1 }, data: { gstin: "" } });
    const warn = jest.spyOn(log, "warn").mockImplementation(() => undefined);
    try {
      await runOrderAction({ orderId: cod.order.id, action: "confirm", actor });
      expect(await invoiceOf(cod.order.id)).toBeNull();
      expect(warn).toHaveBeenCalledWith(
        { orderNumber: cod.order.orderNumber },
        expect.stringContaining("GST details (legal name, GSTIN, registered state) are incomplete"),
      );
      expect((await db.order.findUniqueOrThrow({ where: { id: cod.order.id } })).status).toBe("confirmed");
    } finally {
      warn.mockRestore();
      await db.storeSettings.update({ where: { id: 1 }, data: { gstin: "29AAJCP7251M1ZQ" } });
    }
  });
});

describe("credit notes", () => {
  it("credits the whole invoice when an invoiced COD order is cancelled, in the credit notes' own series", async () => {
    const { order } = await placed();
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    await runOrderAction({ orderId: order.id, action: "cancel", notes: "Customer changed their mind", actor });
    const invoice = await invoiceOf(order.id);
    expect(invoice!.creditNotes).toHaveLength(1);
    const [note] = invoice!.creditNotes;
    expect(note.number).toMatch(new RegExp(`^PAC/${year}/\\d{6}$`));
    expect(note).toMatchObject({
      reason: "Order cancelled: Customer changed their mind",
      total: invoice!.total,
      taxableValue: invoice!.taxableValue,
      cgst: invoice!.cgst,
      sgst: invoice!.sgst,
    });
    expect(note.lines).toEqual(invoice!.lines);
  });

  it("credits the refunded amount when a paid online order is refunded, and nothing for an order never invoiced", async () => {
    const { order } = await paidOnline({ state: "Kerala" });
    await runOrderAction(
      { orderId: order.id, action: "refund", notes: "Damaged in transit", actor },
      { gateway: payments.gateway },
    );
    const invoice = await invoiceOf(order.id);
    const refund = await db.refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(invoice!.creditNotes).toEqual([
      expect.objectContaining({
        reason: "Order refunded: Damaged in transit",
        total: refund.amount,
        igst: invoice!.igst,
      }),
    ]);

    const unpaid = await placed({ method: "prepaid" });
    await runOrderAction({ orderId: unpaid.order.id, action: "cancel", notes: "Not paid", actor });
    expect(await db.creditNote.count({ where: { invoice: { orderId: unpaid.order.id } } })).toBe(0);
  });

  it("numbers credit notes consecutively apart from invoices", async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const { order } = await placed({ quantities: [1] });
      await runOrderAction({ orderId: order.id, action: "confirm", actor });
      await runOrderAction({ orderId: order.id, action: "cancel", notes: "Out of stock at the warehouse", actor });
      numbers.push((await db.creditNote.findFirstOrThrow({ where: { invoice: { orderId: order.id } } })).number);
    }
    expect(sequenceOf(numbers[1])).toBe(sequenceOf(numbers[0]) + 1);
  });
});

describe("numbering under concurrency", () => {
  it("gives 50 orders paid at the same moment 50 distinct, consecutive numbers", async () => {
    const orders = [];
    for (let index = 0; index < 50; index += 1) {
      const { order } = await placed({ method: "prepaid", quantities: [1] });
      const razorpayOrderId = `order_conc_${order.id}`;
      await db.payment.create({ data: { orderId: order.id, razorpayOrderId, amount: order.total } });
      orders.push({ order, razorpayOrderId });
    }
    const last = await db.documentCounter.findUnique({
      where: { series_financialYear: { series: "PA", financialYear: year } },
    });
    const results = await Promise.allSettled(
      orders.map(({ order, razorpayOrderId }) => {
        const event = captured(razorpayOrderId, `pay_conc_${order.id}`);
        return handleWebhook(event.body, event.signature, event.eventId);
      }),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const invoices = await db.invoice.findMany({ where: { orderId: { in: orders.map(({ order }) => order.id) } } });
    expect(invoices).toHaveLength(50);
    const sequences = invoices.map((invoice) => sequenceOf(invoice.number)).sort((a, b) => a - b);
    const first = (last?.lastNumber ?? 0) + 1;
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
    // Placing 50 orders one by one takes seconds on a loaded 2-core machine; the test asserts numbers, not speed.
  }, 60_000);
});
