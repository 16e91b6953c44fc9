import type { InvoiceLine } from "@/lib/domain/gst-invoice";
import { db } from "@/lib/server/db";
import { formatINR } from "@/lib/domain/format";
import { orderEventMails } from "@/lib/server/mail/order-mail";
import { startBalancePayment } from "@/lib/server/checkout/online-payment";
import { printableDocument } from "@/lib/server/invoices/documents";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { pdfText } from "@/scripts/jest/pdf-text";
import { paidTwoProductOrder, payAtFakeCheckout, placeTwoProductOrder } from "@/scripts/jest/orders";
import { allowedActions, awaitsBalance } from "@/lib/domain/order-status";
import { runOrderAction } from "./admin-actions";
import { acceptNewTotal, recordBalanceOnDelivery } from "./balance-on-delivery";
import { applyOrderEdit, orderEditHistory, previewOrderEdit } from "./order-edits";
import { createPartialRefund, customerRefunds, orderRefunds, sendParts } from "./partial-refunds";
import { orderLinesEdit, type OrderLinesEditInput } from "@/lib/validation/orders/order-edits";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();

afterAll(() => db.$disconnect());

const placed = placeTwoProductOrder;
const payThroughFake = (customerId: number, razorpayOrderId: string) =>
  payAtFakeCheckout(payments, customerId, razorpayOrderId);
const paidOnline = () => paidTwoProductOrder(payments);

const edit = (body: OrderLinesEditInput) => orderLinesEdit.parse(body);
const variantStock = async (productId: number) =>
  (await db.productVariant.findFirstOrThrow({ where: { productId, isDefault: true } })).stock;

describe("order edits", () => {
  it("a paid online order edited down: the difference refunded through Razorpay, the old invoice credited, a new one issued, stock back", async () => {
    const { order, items, products, customer, razorpayPaymentId } = await paidOnline();
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    const oldInvoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    const stockBefore = await variantStock(products[1].id);

    const body = edit({ version: 0, remove: [items[1].id], reason: "Customer changed their mind" });
    const preview = await previewOrderEdit(order.id, body);
    expect(preview.lines.map((line) => line.item_id)).toEqual([items[0].id]);
    expect(preview.settlement).toBe("refund");
    expect(preview.difference).toBeLessThan(0);
    expect(preview.difference).toBeCloseTo(preview.totals.total - stored.total / 100, 2);
    // The preview changed nothing.
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).version).toBe(0);

    const result = await applyOrderEdit(order.id, body, actor, payments.gateway);
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    expect(after).toMatchObject({ version: 1, balanceDue: 0, total: Math.round(preview.totals.total * 100) });
    expect(after.items.map((item) => item.id)).toEqual([items[0].id]);
    expect(result.refund).toMatchObject({ status: "processed", amount: -preview.difference });
    const fakeRefunds = [...payments.fake.refunds.values()].filter((r) => r.payment_id === razorpayPaymentId);
    expect(fakeRefunds.map((r) => r.amount)).toEqual([stored.total - after.total]);
    expect(await variantStock(products[1].id)).toBe(stockBefore + 1);

    // The old invoice is kept as issued, credited in full; the order's invoice is a new one for the new total.
    const replaced = await db.invoice.findUniqueOrThrow({
      where: { id: oldInvoice.id },
      include: { creditNotes: true },
    });
    expect(replaced).toMatchObject({ orderId: null, replacedOrderId: order.id, number: oldInvoice.number });
    expect(replaced.lines).toEqual(oldInvoice.lines);
    expect(replaced.creditNotes.map((note) => note.total)).toEqual([oldInvoice.total]);
    const current = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(current.number).not.toBe(oldInvoice.number);
    expect(current.total).toBe(after.total);
    expect((current.lines as InvoiceLine[]).filter((line) => line.kind === "item")).toHaveLength(1);
    expect(after.invoiceNumber).toBe(current.number);
    // The order-edited e-mail carries the new invoice, for the edited order only.
    const [mail] = await orderEventMails("order-edited", order.id);
    expect(mail.attachments).toHaveLength(1);
    const attached = await pdfText(mail.attachments![0].content as Uint8Array);
    expect(attached).toContain(current.number);
    expect(attached).not.toContain(oldInvoice.number);
    expect(attached).toContain(items[0].productName);
    expect(attached).not.toContain(items[1].productName);
    expect(attached).toContain(formatINR(after.total));

    // History: the edit row (before/after, who), the timeline line and the audit entry.
    const history = await orderEditHistory(order.id);
    expect(history.version).toBe(1);
    expect(history.edits[0]).toMatchObject({
      version: 1,
      staff_name: "Store Admin",
      settlement: "refund",
      credit_note_number: replaced.creditNotes[0].number,
      invoice_number: current.number,
    });
    const row = await db.orderEdit.findFirstOrThrow({ where: { orderId: order.id } });
    expect((row.before as { lines: unknown[] }).lines).toHaveLength(2);
    expect((row.after as { lines: unknown[] }).lines).toHaveLength(1);
    const timeline = await db.orderStatusHistory.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(timeline.map((entry) => entry.notes).join("\n")).toMatch(/Order edited: lines .* Reason: Customer changed/);
    expect(await db.auditEntry.count({ where: { action: "order_edit", entityId: String(order.id) } })).toBe(1);

    // The shopper sees the refund with the credit note, and can download it.
    const mine = await customerRefunds(customer.id, order.id);
    expect(mine.refunds).toEqual([
      expect.objectContaining({
        amount: -preview.difference,
        status: "processed",
        credit_note: { id: replaced.creditNotes[0].id, number: replaced.creditNotes[0].number },
      }),
    ]);
    const { document } = await printableDocument(
      order.id,
      "credit_note",
      { customerId: customer.id },
      replaced.creditNotes[0].id,
    );
    expect(document).toMatchObject({ number: replaced.creditNotes[0].number, against: { number: oldInvoice.number } });

    // After the edit, partial refunds work on the new invoice and what the payment has left.
    const refunds = await orderRefunds(order.id);
    expect(refunds.remaining).toBeCloseTo(after.total / 100, 2);
    expect(refunds.lines.filter((line) => line.kind === "item")).toHaveLength(1);
  });

  it("two admins editing the same version: one applies, the other is a 409 (also a retried save), stock moves once", async () => {
    const { order, items, products } = await paidOnline();
    const stockBefore = await variantStock(products[0].id);
    const body = edit({ version: 0, quantities: [{ item_id: items[0].id, quantity: 1 }] });
    const results = await Promise.allSettled([
      applyOrderEdit(order.id, body, actor, payments.gateway),
      applyOrderEdit(order.id, body, actor, payments.gateway),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, code: "stale_edit" });
    await expect(applyOrderEdit(order.id, body, actor, payments.gateway)).rejects.toMatchObject({
      status: 409,
      code: "stale_edit",
    });
    expect(await variantStock(products[0].id)).toBe(stockBefore + 1);
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db.orderEdit.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("a COD order edited up with another variant: stock taken from that variant, held until the shopper accepts the new total", async () => {
    const { order, items, products } = await placed("cod");
    const extra = await db.product.findFirstOrThrow({
      where: { available: true, stock: { gt: 100 }, id: { notIn: products.map((p) => p.id) } },
      orderBy: { id: "asc" },
    });
    const variant = await db.productVariant.create({
      data: {
        productId: extra.id,
        sku: `EDIT-${order.id}-${Date.now()}`,
        isDefault: false,
        position: 9,
        optionValues: [],
        price: 50_000,
        discountType: "amount",
        discount: 0,
        salePrice: 50_000,
        stock: 5,
        unitLabel: "Big pack",
      },
    });
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    const body = edit({
      version: 0,
      quantities: [{ item_id: items[1].id, quantity: 2 }],
      add: [{ variant_id: variant.id, quantity: 2 }],
    });
    const preview = await previewOrderEdit(order.id, body);
    expect(preview.settlement).toBe("cod_balance");
    expect(preview.lines.at(-1)).toMatchObject({ item_id: null, variant_id: variant.id, discount_price: 500 });
    await applyOrderEdit(order.id, body, actor);
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    expect(after.total).toBeGreaterThan(stored.total);
    expect(after.total).toBe(Math.round(preview.totals.total * 100));
    expect(after.balanceDue).toBe(after.total - stored.total);
    expect(awaitsBalance(after)).toBe(true);
    expect(after.items.find((item) => item.variantId === variant.id)).toMatchObject({
      quantity: 2,
      variantSku: variant.sku,
      unitLabel: "Big pack",
    });
    expect((await db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).stock).toBe(3);
    // The e-mail shows the edited order: the added line and the new total to pay in cash.
    const [mail] = await orderEventMails("order-edited", order.id);
    expect(mail).toMatchObject({
      subject: `Order ${order.orderNumber} has been updated`,
      key: expect.stringContaining(":v1:"),
    });
    expect(mail.text.replace(/\s+/g, " ")).toContain(
      `Its total went up by ${formatINR(after.balanceDue)}: please accept the new total on your order page (you pay ${formatINR(after.total)} in cash on delivery). We ship your order once you accept it.`,
    );
    expect(mail.text).toContain(extra.name);
    // More than the variant has left is refused, and nothing moves.
    await expect(
      applyOrderEdit(order.id, edit({ version: 1, add: [{ variant_id: variant.id, quantity: 4 }] }), actor),
    ).rejects.toMatchObject({ status: 409, code: "insufficient_stock" });
    expect((await db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).stock).toBe(3);
  });

  it("a COD order edited up waits for the difference: the shopper accepts on their order page, or staff record it by phone", async () => {
    const { order, items, customer } = await placed("cod");
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const agreed = (await db.order.findUniqueOrThrow({ where: { id: order.id } })).total;
    const raise = async (quantity: number) => {
      const { version } = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      await applyOrderEdit(order.id, edit({ version, quantities: [{ item_id: items[0].id, quantity }] }), actor);
    };
    const unitPrice = items[0].discountPrice;

    // Two edits up before the shopper answers: what waits is the new total above the last one agreed to.
    await raise(items[0].quantity + 1);
    await raise(items[0].quantity + 2);
    let held = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(held.balanceDue).toBe(held.total - agreed);
    expect(held.balanceDue).toBeGreaterThanOrEqual(2 * unitPrice - 1);
    expect(allowedActions(held)).not.toContain("ship");
    await expect(runOrderAction({ orderId: order.id, action: "ship", actor })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("Waiting for the balance"),
    });
    // No payment link and no Pay now for cash on delivery.
    expect(await db.paymentLink.count({ where: { orderId: order.id } })).toBe(0);
    await expect(startBalancePayment(customer.id, order.id, payments.gateway)).rejects.toMatchObject({ status: 409 });

    // Edited back down by one unit: still above what was agreed, by one unit less.
    await raise(items[0].quantity + 1);
    held = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(held.balanceDue).toBe(held.total - agreed);

    // Someone else cannot accept it; its shopper can, once (a second tap changes nothing).
    const other = await placed("cod");
    await expect(acceptNewTotal(other.customer.id, order.id)).rejects.toMatchObject({ status: 404 });
    await acceptNewTotal(customer.id, order.id);
    await acceptNewTotal(customer.id, order.id);
    const accepted = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(accepted).toMatchObject({ balanceDue: 0, balanceOnDelivery: 0, total: held.total });
    expect(allowedActions(accepted)).toContain("ship");
    const notes = await db.orderStatusHistory.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(notes.filter((note) => note.notes?.startsWith("New total accepted by the customer"))).toEqual([
      expect.objectContaining({
        changedByName: "Customer",
        notes: `New total accepted by the customer: ${formatINR(held.total)} in cash on delivery (${formatINR(held.balanceDue)} more after the edit). The order may ship`,
      }),
    ]);

    // Raised again after it was accepted: only the new rise waits, and staff record the shopper's yes by phone, audited.
    await raise(items[0].quantity + 2);
    const raisedAgain = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(raisedAgain.balanceDue).toBe(raisedAgain.total - held.total);
    const admin = await db.staffUser.findFirstOrThrow({ where: { role: "admin" } });
    await recordBalanceOnDelivery(order.id, { staffId: admin.id, name: admin.name });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ balanceDue: 0 });
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "order", entityId: String(order.id), action: "balance_on_delivery" },
    });
    expect(audit.after).toMatchObject({ balance_due: 0, cash_on_delivery: raisedAgain.total / 100 });
    await expect(recordBalanceOnDelivery(order.id, actor)).rejects.toMatchObject({
      status: 409,
      code: "no_balance_due",
    });

    // A prepaid order has Pay now instead.
    const prepaid = await paidOnline();
    await expect(acceptNewTotal(prepaid.customer.id, prepaid.order.id)).rejects.toMatchObject({
      status: 409,
      code: "not_cash_on_delivery",
    });
  });

  it("a COD order edited up past the shop's COD maximum is refused at preview and save with the checkout's message; edited down it goes", async () => {
    const { order, items } = await placed("cod");
    const before = await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } });
    // A limit far above every other test's COD order (the settings row is shared by parallel test files).
    const limit = order.total * 10;
    const dearest = [...items].sort((a, b) => b.unitPrice - a.unitPrice)[0];
    await db.storeSettings.update({ where: { id: 1 }, data: { codEnabled: true, codMaxAmount: limit } });
    try {
      const up = edit({
        version: 0,
        quantities: [{ item_id: dearest.id, quantity: 2 * (Math.floor(limit / dearest.unitPrice) + 1) }],
      });
      const refusal = {
        status: 422,
        code: "cod_unavailable",
        message: `Cash on Delivery is not available for orders above ${formatINR(limit)}. Please pay online.`,
      };
      await expect(previewOrderEdit(order.id, up)).rejects.toMatchObject(refusal);
      await expect(applyOrderEdit(order.id, up, actor)).rejects.toMatchObject(refusal);
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).version).toBe(0);
      // Down stays within the limit: allowed.
      const down = edit({ version: 0, quantities: [{ item_id: items[0].id, quantity: 1 }] });
      await applyOrderEdit(order.id, down, actor);
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).total).toBeLessThan(order.total);
    } finally {
      await db.storeSettings.update({
        where: { id: 1 },
        data: { codEnabled: before.codEnabled, codMaxAmount: before.codMaxAmount },
      });
    }
  });

  it("a paid online order edited up is held from shipping until the shopper pays the balance (Pay now through the fake)", async () => {
    const { order, items, customer } = await paidOnline();
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const confirmed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    await applyOrderEdit(
      order.id,
      edit({ version: confirmed.version, quantities: [{ item_id: items[0].id, quantity: 3 }] }),
      actor,
    );
    const edited = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(edited.balanceDue).toBeGreaterThan(0);
    await expect(runOrderAction({ orderId: order.id, action: "ship", actor })).rejects.toMatchObject({
      status: 409,
    });
    const start = await startBalancePayment(customer.id, order.id, payments.gateway);
    expect(start.amount).toBe(edited.balanceDue);
    await payThroughFake(customer.id, start.order_id);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).balanceDue).toBe(0);
    await expect(startBalancePayment(customer.id, order.id, payments.gateway)).rejects.toMatchObject({
      code: "nothing_due",
    });
    // Someone else's order is a 404.
    const other = await placed("cod");
    await expect(startBalancePayment(other.customer.id, order.id, payments.gateway)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("an order paid, edited up, its balance paid through Pay now, then cancelled: both payments refunded in full, nothing twice on a retry", async () => {
    const { order, items, customer, razorpayPaymentId } = await paidOnline();
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const confirmed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    await applyOrderEdit(
      order.id,
      edit({ version: confirmed.version, quantities: [{ item_id: items[0].id, quantity: 3 }] }),
      actor,
    );
    const start = await startBalancePayment(customer.id, order.id, payments.gateway);
    const balancePaymentId = await payThroughFake(customer.id, start.order_id);
    const captured = await db.payment.findMany({ where: { orderId: order.id, status: "captured" } });
    expect(captured.map((payment) => payment.razorpayPaymentId).sort()).toEqual(
      [razorpayPaymentId, balancePaymentId].sort(),
    );
    const cancel = () =>
      runOrderAction(
        { orderId: order.id, action: "cancel", actor, notes: "Customer changed their mind" },
        { gateway: payments.gateway },
      );
    // Two clicks at once: one cancels, the other is refused once the first has changed the status.
    const results = await Promise.allSettled([cancel(), cancel()]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    await expect(cancel()).rejects.toMatchObject({ status: 409 });
    const sent = [...payments.fake.refunds.values()].filter((refund) =>
      [razorpayPaymentId, balancePaymentId].includes(refund.payment_id),
    );
    const byPayment = new Map(captured.map((payment) => [payment.razorpayPaymentId, payment.amount]));
    expect(sent).toHaveLength(2);
    for (const refund of sent) expect(refund.amount).toBe(byPayment.get(refund.payment_id));
    const rows = await db.refund.findMany({ where: { orderId: order.id } });
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.razorpayRefundId !== null)).toBe(true);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("cancelled");
  });

  it("an order paid in two payments, edited down by more than the second: two Razorpay refunds newest first, one credit note, nothing twice on a replay", async () => {
    const { order, items, customer, razorpayPaymentId } = await paidOnline();
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const confirmed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    await applyOrderEdit(
      order.id,
      edit({ version: confirmed.version, quantities: [{ item_id: items[0].id, quantity: 3 }] }),
      actor,
    );
    const start = await startBalancePayment(customer.id, order.id, payments.gateway);
    const balancePaymentId = await payThroughFake(customer.id, start.order_id);
    const [first, balance] = await db.payment.findMany({
      where: { orderId: order.id, status: "captured" },
      orderBy: { createdAt: "asc" },
    });
    expect([first.razorpayPaymentId, balance.razorpayPaymentId]).toEqual([razorpayPaymentId, balancePaymentId]);
    const paid = first.amount + balance.amount;

    // Down to one unit: the refund is more than the balance payment holds.
    const version = (await db.order.findUniqueOrThrow({ where: { id: order.id } })).version;
    const body = edit({ version, quantities: [{ item_id: items[0].id, quantity: 1 }], reason: "Two units fewer" });
    const result = await applyOrderEdit(order.id, body, actor, payments.gateway);
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    const refunded = paid - after.total;
    expect(refunded).toBeGreaterThan(balance.amount);
    expect(result.refund).toMatchObject({ status: "processed", amount: refunded / 100 });
    expect(result.refunds.map((part) => Math.round(part.amount * 100))).toEqual([
      balance.amount,
      refunded - balance.amount,
    ]);

    const sent = () =>
      [...payments.fake.refunds.values()]
        .filter((refund) => [razorpayPaymentId, balancePaymentId].includes(refund.payment_id))
        .map((refund) => ({ payment: refund.payment_id, amount: refund.amount }));
    expect(sent()).toEqual([
      { payment: balancePaymentId, amount: balance.amount },
      { payment: razorpayPaymentId, amount: refunded - balance.amount },
    ]);
    const rows = await db.refund.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => [row.idempotencyKey, row.status])).toEqual([
      [`edit-${order.id}-${version + 1}-${balance.id}`, "processed"],
      [`edit-${order.id}-${version + 1}-${first.id}`, "processed"],
    ]);
    // One credit note for the edit (the old invoice credited in full), on the newest payment's part.
    const editRow = await db.orderEdit.findFirstOrThrow({ where: { orderId: order.id, version: version + 1 } });
    const note = await db.creditNote.findUniqueOrThrow({ where: { number: editRow.creditNoteNumber! } });
    expect(rows.map((row) => row.creditNoteId)).toEqual([note.id, null]);
    expect(editRow.refundId).toBe(rows[0].id);

    // Replayed: the same save is stale, a resend of the parts (a lost reply) gets the same refunds.
    await expect(applyOrderEdit(order.id, body, actor, payments.gateway)).rejects.toMatchObject({
      code: "stale_edit",
    });
    await sendParts(
      rows.map((row) => ({ ...row, status: "pending" as const })),
      actor,
      payments.gateway,
    );
    expect(sent()).toHaveLength(2);
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(2);
    expect(
      (await db.refund.findMany({ where: { orderId: order.id } })).every((row) => row.status === "processed"),
    ).toBe(true);
    // Nothing is left on the balance payment; the first holds what the order still costs.
    const refunds = await orderRefunds(order.id);
    expect(refunds.remaining).toBeCloseTo(after.total / 100, 2);

    // A goodwill refund now comes from the first payment alone; cancelling refunds the rest of it.
    const goodwill = await createPartialRefund(
      order.id,
      {
        mode: "amount",
        amount: 100,
        reason: "Sorry for the wait",
        restock: false,
        idempotency_key: `gw-${order.id}-x`,
      },
      actor,
      payments.gateway,
    );
    expect(goodwill.parts).toHaveLength(1);
    expect((await db.refund.findUniqueOrThrow({ where: { id: goodwill.refund.id } })).paymentId).toBe(first.id);
    await runOrderAction({ orderId: order.id, action: "cancel", actor, notes: "Done" }, { gateway: payments.gateway });
    const all = sent();
    expect(all).toHaveLength(4);
    expect(all.filter((refund) => refund.payment === razorpayPaymentId).reduce((sum, r) => sum + r.amount, 0)).toBe(
      first.amount,
    );
    expect(all.filter((refund) => refund.payment === balancePaymentId).reduce((sum, r) => sum + r.amount, 0)).toBe(
      balance.amount,
    );
  });

  it("a partial refund bigger than the newest payment is split over the payments, the lines and credit note on the newest part", async () => {
    const { order, items, customer, razorpayPaymentId } = await paidOnline();
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const confirmed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    await applyOrderEdit(
      order.id,
      edit({ version: confirmed.version, quantities: [{ item_id: items[1].id, quantity: 2 }] }),
      actor,
    );
    const start = await startBalancePayment(customer.id, order.id, payments.gateway);
    const balancePaymentId = await payThroughFake(customer.id, start.order_id);
    const balance = await db.payment.findFirstOrThrow({ where: { razorpayPaymentId: balancePaymentId } });
    const before = await orderRefunds(order.id);
    const line = before.lines.find((each) => each.item_id === items[0].id)!;
    expect(line.amount_left * 100).toBeGreaterThan(balance.amount);
    const body = {
      mode: "lines" as const,
      lines: [{ item_id: items[0].id, quantity: line.quantity_left }],
      shipping: false,
      reason: "Damaged in transit",
      restock: false,
      idempotency_key: `split-${order.id}-key`,
    };
    const outcome = await createPartialRefund(order.id, body, actor, payments.gateway);
    expect(outcome.replayed).toBe(false);
    expect(outcome.amount).toBeCloseTo(line.amount_left, 2);
    expect(outcome.parts.map((part) => Math.round(part.amount * 100))).toEqual([
      balance.amount,
      Math.round(line.amount_left * 100) - balance.amount,
    ]);
    expect(outcome.refund).toMatchObject({ lines: [expect.objectContaining({ quantity: line.quantity_left })] });
    expect(outcome.refund.credit_note).not.toBeNull();
    expect(outcome.parts[1]).toMatchObject({ lines: [], credit_note: null, status: "processed" });
    const sent = [...payments.fake.refunds.values()].filter((r) =>
      [razorpayPaymentId, balancePaymentId].includes(r.payment_id),
    );
    expect(sent.map((r) => [r.payment_id, r.amount])).toEqual([
      [balancePaymentId, balance.amount],
      [razorpayPaymentId, Math.round(line.amount_left * 100) - balance.amount],
    ]);
    // The invoice line is credited once; what is left is the order less that line.
    const afterRefund = await orderRefunds(order.id);
    expect(afterRefund.remaining).toBeCloseTo(before.remaining - line.amount_left, 2);
    expect(afterRefund.lines.find((each) => each.item_id === items[0].id)).toMatchObject({ quantity_left: 0 });
    // The same key again: the same parts, nothing sent twice.
    const again = await createPartialRefund(order.id, body, actor, payments.gateway);
    expect(again).toMatchObject({ replayed: true, amount: outcome.amount });
    expect(again.parts.map((part) => part.id)).toEqual(outcome.parts.map((part) => part.id));
    expect(
      [...payments.fake.refunds.values()].filter((r) => [razorpayPaymentId, balancePaymentId].includes(r.payment_id)),
    ).toHaveLength(2);
  });

  it("refuses a shipped order, a PIN code of another state and an edit that changes nothing", async () => {
    const { order, items } = await placed("cod");
    await expect(
      previewOrderEdit(
        order.id,
        edit({
          version: 0,
          address: {
            recipient_name: "Asha Nair",
            recipient_phone: "+919811111111",
            delivery_address: "1 MG Road",
            delivery_city: "Pune",
            delivery_state: "Maharashtra",
            delivery_pincode: "411001",
          },
        }),
      ),
    ).resolves.toMatchObject({ address_change: expect.stringContaining("Bengaluru") });
    await expect(previewOrderEdit(order.id, edit({ version: 0 }))).rejects.toMatchObject({
      status: 422,
      code: "nothing_changed",
    });
    expect(() =>
      edit({
        version: 0,
        address: {
          recipient_name: "A",
          recipient_phone: "+919811111111",
          delivery_address: "1 MG Road",
          delivery_city: "Pune",
          delivery_state: "Karnataka",
          delivery_pincode: "411001",
        },
      }),
    ).toThrow();
    await db.order.update({ where: { id: order.id }, data: { status: "shipped" } });
    await expect(applyOrderEdit(order.id, edit({ version: 0, remove: [items[1].id] }), actor)).rejects.toMatchObject({
      status: 409,
      code: "order_locked",
    });
  });
});
