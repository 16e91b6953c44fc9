import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import type { InvoiceLine } from "@/lib/domain/gst-invoice";
import { db } from "@/lib/server/db";
import { handleWebhook } from "@/lib/server/checkout/online-payment";
import { renderGstDocument } from "@/lib/server/invoices/pdf";
import { printableDocument } from "@/lib/server/invoices/documents";
import { GatewayError, type PaymentGateway } from "@/lib/server/payments/razorpay";
import { hmacHex } from "@/lib/server/payments/signatures";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { paidTwoProductOrder, placeTwoProductOrder } from "@/scripts/jest/orders";
import { pdfText } from "@/scripts/jest/pdf-text";
import { runOrderAction } from "./admin-actions";
import { recordCashCollected } from "./cash-collection";
import { createPartialRefund, customerRefunds, orderRefunds, previewPartialRefund } from "./partial-refunds";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();

afterAll(() => db.$disconnect());

const placed = placeTwoProductOrder;
/** A paid online order, through the fake's checkout and the signature check (its invoice issued). */
const paidOnline = () => paidTwoProductOrder(payments);

const key = () => randomUUID();
const stockOf = async (productId: number) => (await db.product.findUniqueOrThrow({ where: { id: productId } })).stock;
const fakeRefundsOf = (paymentId: string) =>
  [...payments.fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);

function signed(event: string, payload: Record<string, unknown>, eventId = `evt_${randomUUID()}`) {
  const body = JSON.stringify({ entity: "event", event, payload });
  return { body, signature: hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body), eventId };
}

describe("partial refunds of an online order", () => {
  it("refunds one unit through Razorpay, issues a credit note of only that unit and its tax, and restocks it when staff chose so", async () => {
    const { order, items, products, razorpayPaymentId } = await paidOnline();
    const before = await stockOf(products[0].id);
    const preview = await previewPartialRefund(order.id, {
      mode: "lines",
      lines: [{ item_id: items[0].id, quantity: 1 }],
      shipping: false,
    });
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    const line = (invoice.lines as InvoiceLine[])[0];
    expect(preview.amount * 100).toBe(Math.round(line.amount / 2));
    expect(preview.restock).toEqual([{ item_id: items[0].id, description: line.description, quantity: 1 }]);

    const { refund } = await createPartialRefund(
      order.id,
      {
        mode: "lines",
        lines: [{ item_id: items[0].id, quantity: 1 }],
        shipping: false,
        reason: "One jar arrived broken",
        restock: true,
        idempotency_key: key(),
      },
      actor,
      payments.gateway,
    );
    expect(refund).toMatchObject({ kind: "partial", method: "razorpay", status: "processed", amount: preview.amount });
    expect(refund.tax).toBe(preview.tax);
    expect(fakeRefundsOf(razorpayPaymentId)).toEqual([
      expect.objectContaining({ amount: Math.round(line.amount / 2), receipt: refund.id, speed_requested: "normal" }),
    ]);
    expect(await stockOf(products[0].id)).toBe(before + 1);

    // The credit note: only that unit, its tax split as the invoice (intra-state), referring to the invoice.
    const note = await db.creditNote.findUniqueOrThrow({ where: { id: refund.credit_note!.id } });
    expect(note.number).toMatch(/^PAC\/\d{2}-\d{2}\/\d{6}$/);
    expect(note.total).toBe(Math.round(line.amount / 2));
    expect(note.cgst + note.sgst + note.taxableValue).toBe(note.total);
    expect(note.igst).toBe(0);
    const { document } = await printableDocument(order.id, "credit_note", "staff", note.id);
    const text = (await pdfText(await renderGstDocument(document))).replace(/\s+/g, " ");
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(note.number);
    expect(text).toContain(invoice.number);
    expect(text).toContain(items[0].productName);
    expect(text).not.toContain(items[1].productName);
    expect(text).toContain(products[0].hsnCode!);
    expect(text).not.toContain(products[1].hsnCode!);
    expect(text).toContain("One jar arrived broken");

    const summary = await orderRefunds(order.id);
    expect(summary.refunded).toBe(refund.amount);
    expect(Math.round(summary.remaining * 100)).toBe(order.total - Math.round(line.amount / 2));
    expect(summary.lines[0]).toMatchObject({ item_id: items[0].id, quantity: 2, quantity_left: 1 });
    expect(summary.refunds).toHaveLength(1);
  });

  it("refunds goodwill amounts until the payment, then refuses past it (409/422, nothing sent to Razorpay)", async () => {
    const { order, products, razorpayPaymentId } = await paidOnline();
    const before = await stockOf(products[0].id);
    const first = await createPartialRefund(
      order.id,
      { mode: "amount", amount: 100, reason: "Late delivery", restock: true, idempotency_key: key() },
      actor,
      payments.gateway,
    );
    expect(first.refund).toMatchObject({ amount: 100, status: "processed", restock: false });
    const left = (order.total - 10000) / 100;
    await expect(
      createPartialRefund(
        order.id,
        { mode: "amount", amount: left + 0.01, reason: "Sorry again", restock: false, idempotency_key: key() },
        actor,
        payments.gateway,
      ),
    ).rejects.toMatchObject({ status: 422, code: "over_refundable" });
    expect(fakeRefundsOf(razorpayPaymentId)).toHaveLength(1);
    const rest = await createPartialRefund(
      order.id,
      { mode: "amount", amount: left, reason: "All of it", restock: false, idempotency_key: key() },
      actor,
      payments.gateway,
    );
    expect(rest.refund.status).toBe("processed");
    await expect(previewPartialRefund(order.id, { mode: "amount", amount: 1 })).rejects.toMatchObject({
      status: 409,
      message: "This order has nothing left to refund.",
    });
    // Goodwill never restocks, and the credit notes add up to the payment.
    expect(await stockOf(products[0].id)).toBe(before);
    const notes = await db.creditNote.findMany({ where: { invoice: { orderId: order.id } } });
    expect(notes.reduce((sum, note) => sum + note.total, 0)).toBe(order.total);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(notes.reduce((sum, note) => sum + note.cgst + note.sgst, 0)).toBe(invoice.cgst + invoice.sgst);
  });

  it("refunds once when two clicks with the same key come together, and once per amount when two admins race", async () => {
    const { order, razorpayPaymentId } = await paidOnline();
    const body = {
      mode: "amount" as const,
      amount: 200,
      reason: "Double click",
      restock: false,
      idempotency_key: key(),
    };
    const [a, b] = await Promise.all([
      createPartialRefund(order.id, body, actor, payments.gateway),
      createPartialRefund(order.id, body, actor, payments.gateway),
    ]);
    expect(a.refund.id).toBe(b.refund.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(fakeRefundsOf(razorpayPaymentId)).toHaveLength(1);
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db.creditNote.count({ where: { invoice: { orderId: order.id } } })).toBe(1);
    const audit = await db.auditEntry.findMany({
      where: { action: "partial_refund", entity: "order", entityId: String(order.id) },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ refund_id: a.refund.id, amount: 200, reason: "Double click" });

    // Two different confirmations for more than is left together: the row lock lets one through.
    const half = (order.total - 20000) / 100 / 2 + 1;
    const results = await Promise.allSettled(
      [key(), key()].map((idempotency_key) =>
        createPartialRefund(
          order.id,
          { mode: "amount", amount: half, reason: "Race", restock: false, idempotency_key },
          actor,
          payments.gateway,
        ),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refunded = fakeRefundsOf(razorpayPaymentId).reduce((sum, refund) => sum + refund.amount, 0);
    expect(refunded).toBeLessThanOrEqual(order.total);
  });

  it("changes nothing on a webhook replay, and completes a refund whose reply was lost from its webhook", async () => {
    const { order, items, products, razorpayPaymentId } = await paidOnline();
    const before = await stockOf(products[1].id);
    // The gateway refunds, but its reply never arrives (the call "fails" after the refund was made).
    const lostReply: PaymentGateway = {
      ...payments.gateway,
      refund: async (input) => {
        await payments.gateway.refund(input);
        throw new GatewayError("The payment gateway could not be reached");
      },
    };
    await expect(
      createPartialRefund(
        order.id,
        {
          mode: "lines",
          lines: [{ item_id: items[1].id, quantity: 1 }],
          shipping: false,
          reason: "Wrong item",
          restock: true,
          idempotency_key: key(),
        },
        actor,
        lostReply,
      ),
    ).rejects.toBeInstanceOf(GatewayError);
    const pending = await db.refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(pending).toMatchObject({ status: "pending", creditNoteId: null });
    expect(await stockOf(products[1].id)).toBe(before);

    const [gatewayRefund] = fakeRefundsOf(razorpayPaymentId);
    const event = signed("refund.processed", {
      refund: { entity: gatewayRefund },
      payment: { entity: { id: razorpayPaymentId, amount: order.total } },
    });
    expect(await handleWebhook(event.body, event.signature, event.eventId)).toBe("processed");
    const done = await db.refund.findUniqueOrThrow({ where: { id: pending.id } });
    expect(done).toMatchObject({ status: "processed", razorpayRefundId: gatewayRefund.id });
    expect(done.creditNoteId).not.toBeNull();
    expect(await stockOf(products[1].id)).toBe(before + 1);

    // The same event again, and the same refund under a new event id: nothing more.
    expect(await handleWebhook(event.body, event.signature, event.eventId)).toBe("duplicate");
    const again = signed("refund.processed", { refund: { entity: gatewayRefund } });
    expect(await handleWebhook(again.body, again.signature, again.eventId)).toBe("processed");
    expect(await db.creditNote.count({ where: { invoice: { orderId: order.id } } })).toBe(1);
    expect(await stockOf(products[1].id)).toBe(before + 1);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("paid");
  });

  it("marks a refund the bank failed as failed, without a credit note, and its amount is refundable again", async () => {
    const { order, customer, razorpayPaymentId } = await paidOnline();
    payments.fake.failNextRefund();
    const { refund } = await createPartialRefund(
      order.id,
      { mode: "amount", amount: 300, reason: "Goodwill", restock: false, idempotency_key: key() },
      actor,
      payments.gateway,
    );
    expect(refund.status).toBe("pending");
    const [failed] = fakeRefundsOf(razorpayPaymentId);
    const event = signed("refund.failed", { refund: { entity: failed } });
    expect(await handleWebhook(event.body, event.signature, event.eventId)).toBe("processed");
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({
      status: "failed",
      creditNoteId: null,
    });
    expect((await orderRefunds(order.id)).remaining * 100).toBe(order.total);
    // A late refund.processed for it cannot bring it back.
    const late = signed("refund.processed", { refund: { entity: { ...failed, status: "processed" } } });
    await handleWebhook(late.body, late.signature, late.eventId);
    expect((await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("failed");
    expect((await customerRefunds(customer.id, order.id)).refunds).toEqual([]);
  });

  it("a Razorpay refusal leaves no refund behind and answers 502 with its reason", async () => {
    const { order } = await paidOnline();
    const refusing: PaymentGateway = {
      ...payments.gateway,
      refund: async () => {
        throw new GatewayError("The total refund amount is greater than the refund payment amount", 400);
      },
    };
    await expect(
      createPartialRefund(
        order.id,
        { mode: "amount", amount: 150, reason: "Goodwill", restock: false, idempotency_key: key() },
        actor,
        refusing,
      ),
    ).rejects.toMatchObject({
      status: 502,
      message: "The total refund amount is greater than the refund payment amount",
    });
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("a later full refund refunds and credits only what the partial refunds left", async () => {
    const { order, items, razorpayPaymentId } = await paidOnline();
    await createPartialRefund(
      order.id,
      {
        mode: "lines",
        lines: [{ item_id: items[0].id, quantity: 2 }],
        shipping: false,
        reason: "Returned",
        restock: false,
        idempotency_key: key(),
      },
      actor,
      payments.gateway,
    );
    const outcome = await runOrderAction(
      { orderId: order.id, action: "refund", notes: "Closing the order", actor, restock: false },
      { gateway: payments.gateway },
    );
    expect(outcome.status).toBe("refunded");
    expect(fakeRefundsOf(razorpayPaymentId).reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.total);
    const notes = await db.creditNote.findMany({ where: { invoice: { orderId: order.id } }, orderBy: { id: "asc" } });
    expect(notes).toHaveLength(2);
    expect(notes.reduce((sum, note) => sum + note.total, 0)).toBe(order.total);
    expect((notes[1].lines as InvoiceLine[]).map((line) => line.description)).not.toContain(items[0].productName);
  });
});

describe("refunds of a cash-on-delivery order", () => {
  async function collected() {
    const placedOrder = await placed("cod");
    const { order } = placedOrder;
    for (const action of ["confirm", "process"] as const) await runOrderAction({ orderId: order.id, action, actor });
    await db.order.update({ where: { id: order.id }, data: { status: "delivered" } });
    await recordCashCollected(order.id, actor);
    return placedOrder;
  }

  it("records a refund paid by UPI with its reference, its credit note, and sends nothing to Razorpay", async () => {
    const { order, items, customer } = await collected();
    const sent = payments.fake.refunds.size;
    const body = {
      mode: "lines" as const,
      lines: [{ item_id: items[1].id, quantity: 1 }],
      shipping: false,
      reason: "Wrong flavour",
      restock: false,
      idempotency_key: key(),
    };
    await expect(createPartialRefund(order.id, body, actor, payments.gateway)).rejects.toMatchObject({
      status: 400,
      code: "reference_required",
    });
    const { refund } = await createPartialRefund(
      order.id,
      { ...body, paid_by: "upi", reference: "UTR 412345678901" },
      actor,
      payments.gateway,
    );
    expect(refund).toMatchObject({ method: "upi", reference: "UTR 412345678901", status: "processed" });
    expect(refund.credit_note?.number).toMatch(/^PAC\//);
    expect(payments.fake.refunds.size).toBe(sent);
    const mine = await customerRefunds(customer.id, order.id);
    expect(mine.refunds).toEqual([
      expect.objectContaining({ amount: refund.amount, via: "By UPI", credit_note: refund.credit_note }),
    ]);
    const history = await db.orderStatusHistory.findMany({
      where: { orderId: order.id },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(history[0].notes).toContain("paid by UPI (UTR 412345678901)");
  });

  it("refuses a refund before the cash is collected, and another customer's order is a 404", async () => {
    const { order, items } = await placed("cod");
    await expect(
      previewPartialRefund(order.id, {
        mode: "lines",
        lines: [{ item_id: items[0].id, quantity: 1 }],
        shipping: false,
      }),
    ).rejects.toMatchObject({ status: 409, code: "not_refundable" });
    const stranger = await db.customer.create({ data: { phone: "+917333399999" } });
    await expect(customerRefunds(stranger.id, order.id)).rejects.toMatchObject({ status: 404 });
  });
});
