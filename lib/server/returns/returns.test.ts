import { POST as webhook } from "@/app/api/shipping/webhook/route";
import { GET as myReturns, POST as askReturn } from "@/app/api/my-orders/[orderId]/returns/route";
import { POST as approveRoute } from "@/app/api/admin/returns/[id]/approve/route";
import { LOCAL_SHIPROCKET } from "@/lib/local-shiprocket";
import type { InvoiceLine } from "@/lib/domain/gst-invoice";
import { db } from "@/lib/server/db";
import { renderGstDocument } from "@/lib/server/invoices/pdf";
import { printableDocument } from "@/lib/server/invoices/documents";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { recordCashCollected } from "@/lib/server/orders/cash-collection";
import { createPartialRefund } from "@/lib/server/orders/partial-refunds";
import { PINCODE_IN } from "@/scripts/jest/addresses";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { withFakeShiprocket } from "@/scripts/jest/fake-shiprocket";
import { payOnline, placeTwoProductOrder } from "@/scripts/jest/orders";
import { pdfText } from "@/scripts/jest/pdf-text";
import {
  accessToken,
  asCustomer,
  bearerRequest,
  jsonRequest,
  routeParams,
  seededStaff,
  statusAndJson,
} from "@/scripts/jest/requests";
import { approveReturn, inspectReturn, receiveReturn, refundReturn, rejectReturn, trackReturn } from "./actions";
import { adminReturn, createReturn, customerReturns, listReturns } from "./returns";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();
const courier = withFakeShiprocket({ tokenLifetimeMs: 60_000, rateLimitPerSecond: 100 });

afterAll(() => db.$disconnect());

let counter = 0;

/** A delivered order of two products (2 units and 1 unit), shipped through the fake Shiprocket. */
async function delivered(paymentMethod: "cod" | "prepaid") {
  counter += 1;
  const { order, customer, products, items } = await placeTwoProductOrder(paymentMethod);
  if (paymentMethod === "prepaid") {
    await payOnline(payments, customer.id, order.id);
  } else {
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
  }
  if (paymentMethod === "prepaid") await runOrderAction({ orderId: order.id, action: "confirm", actor });
  await runOrderAction({ orderId: order.id, action: "process", actor });
  await runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier });
  await runOrderAction({ orderId: order.id, action: "deliver", actor });
  if (paymentMethod === "cod") await recordCashCollected(order.id, actor);
  return { order, customer, products, items };
}

/** The webhook the fake's reverse pickup sends after `advance` (the fake itself posts nowhere in these tests). */
function returnWebhook(awb: string) {
  const shipment = [...courier.fake.shipments.values()].find((candidate) => candidate.awb === awb)!;
  const body = {
    awb,
    courier_name: shipment.courierName,
    current_status: shipment.status,
    scans: shipment.scans,
    is_return: shipment.isReturn ? 1 : 0,
  };
  return () =>
    statusAndJson(
      webhook(
        jsonRequest("POST", "/api/shipping/webhook/", JSON.stringify(body), {
          headers: { "x-api-key": LOCAL_SHIPROCKET.webhookToken },
        }),
      ),
    );
}

const stockOf = async (productId: number) => (await db.product.findUniqueOrThrow({ where: { id: productId } })).stock;

describe("a return of one line of a delivered online order", () => {
  it("is asked for, approved with a reverse pickup, picked up and delivered back, restocked and refunded once", async () => {
    const { order, customer, items, products } = await delivered("prepaid");
    const options = await customerReturns(customer.id, order.id);
    expect(options.refusal).toBeNull();
    expect(options.lines.map((line) => line.returnable_quantity)).toEqual([2, 1]);

    const requested = await createReturn(customer.id, order.id, {
      lines: [{ item_id: items[1].id, quantity: 1 }],
      reason: "Damaged in transit",
      note: "The seal was broken",
    });
    expect(requested).toMatchObject({ status: "requested", number: `${order.orderNumber}-R1`, refund_upi: null });
    // The unit is held by the open return: asking for it again is refused.
    await expect(
      createReturn(customer.id, order.id, {
        lines: [{ item_id: items[1].id, quantity: 1 }],
        reason: "Defective",
        note: "",
      }),
    ).rejects.toMatchObject({ status: 422, message: `${items[1].productName} has no units left to return.` });

    const approved = await approveReturn(requested.id, actor, courier.carrier);
    expect(approved).toMatchObject({ status: "pickup_scheduled", carrier: "shiprocket", shipment_status: "created" });
    const awb = approved.tracking_number!;
    const booked = [...courier.fake.shipments.values()].find((shipment) => shipment.awb === awb)!;
    expect(booked).toMatchObject({ isReturn: true, reference: requested.number, pincode: PINCODE_IN.Karnataka });
    expect(courier.fake.requests.filter((call) => call.path === "/orders/create/return")).toHaveLength(1);
    // Approving again (a retry) books nothing more.
    await approveReturn(requested.id, actor, courier.carrier);
    expect(courier.fake.requests.filter((call) => call.path === "/orders/create/return")).toHaveLength(1);

    await courier.fake.advance(awb); // PICKED UP at the shopper's
    const pickedUp = returnWebhook(awb);
    expect((await pickedUp()).body).toMatchObject({ known: true, recorded: 1 });
    expect((await pickedUp()).body).toMatchObject({ known: true, recorded: 0 }); // a replay changes nothing
    expect((await adminReturn(requested.id)).status).toBe("in_transit");
    await courier.fake.advance(awb, "DELIVERED"); // back at the shop
    await returnWebhook(awb)();
    const received = await adminReturn(requested.id);
    expect(received).toMatchObject({ status: "received", shipment_status: "delivered" });
    expect(received.steps.map((step) => [step.status, step.by])).toEqual([
      ["requested", "Customer"],
      ["approved", "Store Admin"],
      ["pickup_scheduled", "Store Admin"],
      ["in_transit", "Courier"],
      ["received", "Courier"],
    ]);
    expect((await trackReturn(awb))?.events.map((event) => event.status)).toEqual(["picked_up", "delivered"]);
    // The forward shipment is untouched by the return's scans.
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("delivered");

    await expect(refundReturn(requested.id, {}, actor, payments.gateway)).rejects.toMatchObject({
      status: 409,
      code: "not_inspected",
    });
    const before = await stockOf(products[1].id);
    const line = received.lines[0];
    await inspectReturn(requested.id, { lines: [{ line_id: line.id, restock: 1, write_off: 0 }] }, actor);
    expect(await stockOf(products[1].id)).toBe(before + 1);
    const adjustment = await db.stockAdjustment.findFirstOrThrow({
      where: { productId: products[1].id, note: { startsWith: `Return ${requested.number}` } },
    });
    expect(adjustment).toMatchObject({ reason: "returned", delta: 1, variantId: items[1].variantId });
    await expect(
      inspectReturn(requested.id, { lines: [{ line_id: line.id, restock: 1, write_off: 0 }] }, actor),
    ).rejects.toMatchObject({ status: 409 });

    // Two clicks at once: one refund at Razorpay, one credit note, one step.
    const [first, second] = await Promise.all([
      refundReturn(requested.id, {}, actor, payments.gateway),
      refundReturn(requested.id, {}, actor, payments.gateway),
    ]);
    expect(first.status).toBe("refunded");
    expect(second.refund_id).toBe(first.refund_id);
    const refunds = await db.refund.findMany({ where: { orderId: order.id } });
    expect(refunds).toHaveLength(1);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    const invoiceLine = (invoice.lines as InvoiceLine[])[1];
    expect(refunds[0]).toMatchObject({ amount: invoiceLine.amount, status: "processed", restock: false });
    expect([...payments.fake.refunds.values()].filter((refund) => refund.receipt === refunds[0].id)).toHaveLength(1);
    const { document } = await printableDocument(order.id, "credit_note", "staff", refunds[0].creditNoteId!);
    const text = (await pdfText(await renderGstDocument(document))).replace(/\s+/g, " ");
    expect(text).toContain(items[1].productName);
    expect(text).not.toContain(items[0].productName);
    expect(await db.returnStep.count({ where: { returnId: requested.id, status: "refunded" } })).toBe(1);
    // The line is refunded: nothing of it is left to return; the other line still is.
    expect((await customerReturns(customer.id, order.id)).lines.map((l) => l.returnable_quantity)).toEqual([2, 0]);
  });
});

describe("quantity rules and refusals", () => {
  it("refuses more units than left, unknown lines, nothing chosen and reasons off the list; counts refunded units and frees rejected ones", async () => {
    const { order, customer, items } = await delivered("prepaid");
    const ask = (lines: { item_id: number; quantity: number }[], reason = "Defective") =>
      createReturn(customer.id, order.id, { lines, reason, note: "" });
    await expect(ask([{ item_id: items[0].id, quantity: 3 }])).rejects.toMatchObject({
      status: 422,
      message: `You can return at most 2 units of ${items[0].productName}.`,
    });
    await expect(ask([{ item_id: 999_999, quantity: 1 }])).rejects.toMatchObject({ status: 422 });
    await expect(ask([{ item_id: items[0].id, quantity: 0 }])).rejects.toMatchObject({ status: 422 });
    await expect(ask([{ item_id: items[0].id, quantity: 1 }], "Changed my mind")).rejects.toMatchObject({
      status: 400,
    });
    // A unit refunded by staff before is not returnable any more.
    await createPartialRefund(
      order.id,
      {
        mode: "lines",
        lines: [{ item_id: items[0].id, quantity: 1 }],
        shipping: false,
        reason: "Goodwill",
        restock: false,
        idempotency_key: `rule-${order.id}`,
      },
      actor,
      payments.gateway,
    );
    await expect(ask([{ item_id: items[0].id, quantity: 2 }])).rejects.toMatchObject({
      message: `You can return at most 1 unit of ${items[0].productName}.`,
    });
    const ok = await ask([{ item_id: items[0].id, quantity: 1 }]);
    expect(ok.lines).toEqual([{ item_id: items[0].id, name: items[0].productName, quantity: 1 }]);
    // A rejected return frees its units again.
    await rejectReturn(ok.id, "The photos show the product opened", actor);
    expect((await customerReturns(customer.id, order.id)).returns[0]).toMatchObject({
      status: "rejected",
      rejection_reason: "The photos show the product opened",
    });
    expect((await customerReturns(customer.id, order.id)).lines[0].returnable_quantity).toBe(1);
  });

  it("refuses an order outside the window", async () => {
    const { order, customer, items } = await delivered("prepaid");
    await db.orderStatusHistory.updateMany({
      where: { orderId: order.id, status: "delivered" },
      data: { changedAt: new Date(Date.now() - 8 * 86_400_000) },
    });
    expect((await customerReturns(customer.id, order.id)).refusal).toBe(
      "The return window of this order closed 7 days after delivery.",
    );
    await expect(
      createReturn(customer.id, order.id, {
        lines: [{ item_id: items[0].id, quantity: 1 }],
        reason: "Defective",
        note: "",
      }),
    ).rejects.toMatchObject({ status: 409, code: "not_returnable" });
  });
});

describe("cash on delivery", () => {
  it("needs a UPI ID of the right shape, shows it masked, and erases it once refunded by UPI", async () => {
    const { order, customer, items } = await delivered("cod");
    const ask = (upi_id?: string) =>
      createReturn(customer.id, order.id, {
        lines: [{ item_id: items[0].id, quantity: 1 }],
        reason: "Defective",
        note: "",
        upi_id,
      });
    await expect(ask()).rejects.toMatchObject({ status: 400, details: { field: "upi_id" } });
    await expect(ask("not a upi")).rejects.toMatchObject({ status: 400 });
    const requested = await ask("asha.nair@okaxis");
    expect(requested.refund_upi).toBe("as•••••••@okaxis");
    expect(JSON.stringify(await adminReturn(requested.id))).not.toContain("asha.nair@okaxis");

    // Staff mark it received ahead of the courier's delivered scan.
    await approveReturn(requested.id, actor, courier.carrier);
    await receiveReturn(requested.id, actor);
    const line = (await adminReturn(requested.id)).lines[0];
    await inspectReturn(requested.id, { lines: [{ line_id: line.id, restock: 0, write_off: 1 }] }, actor);
    const damaged = await db.stockAdjustment.findFirstOrThrow({
      where: { note: { startsWith: `Return ${requested.number}` } },
    });
    expect(damaged).toMatchObject({ reason: "damaged", delta: 0, variantId: items[0].variantId });
    await expect(refundReturn(requested.id, {}, actor)).rejects.toMatchObject({ status: 400 });
    const refunded = await refundReturn(requested.id, { paid_by: "upi", reference: "UTR123456789" }, actor);
    expect(refunded.status).toBe("refunded");
    const stored = await db.returnRequest.findUniqueOrThrow({ where: { id: requested.id } });
    expect(stored.refundUpiId).toBeNull();
    expect(await db.refund.findUniqueOrThrow({ where: { id: stored.refundId! } })).toMatchObject({
      method: "upi",
      reference: "UTR123456789",
      status: "processed",
    });
  });
});

describe("concurrency and access", () => {
  it("books one reverse pickup when two admins approve at once", async () => {
    const { order, customer, items } = await delivered("prepaid");
    const requested = await createReturn(customer.id, order.id, {
      lines: [{ item_id: items[0].id, quantity: 2 }],
      reason: "Expired on arrival",
      note: "",
    });
    const created = () => courier.fake.requests.filter((call) => call.path === "/orders/create/return").length;
    const before = created();
    const outcomes = await Promise.allSettled([
      approveReturn(requested.id, actor, courier.carrier),
      approveReturn(requested.id, actor, courier.carrier),
    ]);
    expect(outcomes.some((outcome) => outcome.status === "fulfilled")).toBe(true);
    for (const outcome of outcomes)
      if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ status: 409 });
    expect(created() - before).toBe(1);
    expect((await adminReturn(requested.id)).status).toBe("pickup_scheduled");
    expect(await db.returnStep.count({ where: { returnId: requested.id, status: "approved" } })).toBe(1);
    expect((await listReturns({ q: requested.number, page: 1, page_size: 20 })).results).toHaveLength(1);
  });

  it("answers another shopper's order as a 404 and refuses an editor", async () => {
    const { order, items, customer } = await delivered("prepaid");
    const stranger = await db.customer.create({ data: { phone: `+9175555${String(counter).padStart(5, "0")}` } });
    const token = await accessToken(asCustomer(stranger.id));
    const url = `/api/my-orders/${order.id}/returns/`;
    const params = routeParams({ orderId: order.id });
    expect((await myReturns(bearerRequest(url, { token }), params)).status).toBe(404);
    const body = { lines: [{ item_id: items[0].id, quantity: 1 }], reason: "Defective" };
    expect((await askReturn(bearerRequest(url, { method: "POST", body, token }), params)).status).toBe(404);
    expect(await db.returnRequest.count({ where: { orderId: order.id } })).toBe(0);

    const owner = await accessToken(asCustomer(customer.id));
    const created = await statusAndJson(askReturn(bearerRequest(url, { method: "POST", body, token: owner }), params));
    expect(created.status).toBe(201);
    const editor = await accessToken(await seededStaff("editor"));
    const answer = await approveRoute(
      bearerRequest(`/api/admin/returns/${created.body.id}/approve/`, { method: "POST", token: editor }),
      routeParams({ id: created.body.id }),
    );
    expect(answer.status).toBe(403);
  });
});
