import { POST as webhook } from "@/app/api/shipping/webhook/route";
import { GET as myReturns, POST as askReturn } from "@/app/api/my-orders/[orderId]/returns/route";
import { POST as approveRoute } from "@/app/api/admin/returns/[id]/approve/route";
import { POST as manualRoute } from "@/app/api/admin/returns/[id]/manual/route";
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
import { POST as cancelRoute } from "@/app/api/my-orders/[orderId]/returns/[returnId]/cancel/route";
import { returnUpdateMails } from "@/lib/server/mail/return-mail";

const actor = { staffId: null, name: "Store Admin" };
const payments = withFakeRazorpay();
/** 799111: no courier there, either way (a return's pickup included). */
const courier = withFakeShiprocket({ tokenLifetimeMs: 60_000, rateLimitPerSecond: 1_000, unserviceable: ["799111"] });

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
    // Refunded, then closed in the same transaction: it still reads "Refunded".
    expect(first).toMatchObject({ status: "closed", status_label: "Refunded" });
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
    expect(await db.returnStep.count({ where: { returnId: requested.id, status: "closed" } })).toBe(1);
    // Closing after a refund sends no e-mail of its own (the refund's went); the queue's "Refunded" filter finds it.
    expect(await returnUpdateMails(requested.id, "closed")).toEqual([]);
    expect((await listReturns({ status: "refunded", q: requested.number, page: 1, page_size: 10 })).count).toBe(1);
    // The line is refunded: nothing of it is left to return; the other line still is.
    expect((await customerReturns(customer.id, order.id)).lines.map((l) => l.returnable_quantity)).toEqual([2, 0]);
    // Each step staff took is in the audit log under the order, with who; the courier's scans are not.
    const audit = await db.auditEntry.findMany({
      where: { entity: "order", entityId: String(order.id), action: { startsWith: "return_" } },
      orderBy: { id: "asc" },
    });
    expect(audit.map((entry) => [entry.action, entry.staffName])).toEqual([
      ["return_approved", actor.name],
      ["return_pickup_scheduled", actor.name],
      ["return_inspected", actor.name],
    ]);
    expect(audit[1].after).toMatchObject({
      return: requested.number,
      status: "pickup_scheduled",
      notes: `Delhivery Surface AWB ${awb}`,
    });
    expect(audit[2].after).toEqual({
      return: requested.number,
      lines: [{ order_item_id: items[1].id, restocked: 1, written_off: 0 }],
    });
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
      status: "closed",
      status_label: "Return rejected",
      rejection_reason: "The photos show the product opened",
    });
    expect((await listReturns({ status: "rejected", q: ok.number, page: 1, page_size: 10 })).count).toBe(1);
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
    expect(refunded).toMatchObject({ status: "closed", status_label: "Refunded" });
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

describe("the shopper cancels a return", () => {
  /** POST …/returns/{id}/cancel/ as `token`'s shopper. */
  const cancel = (orderId: number, returnId: number, token: string) =>
    statusAndJson(
      cancelRoute(
        bearerRequest(`/api/my-orders/${orderId}/returns/${returnId}/cancel/`, { method: "POST", token }),
        routeParams({ orderId, returnId }),
      ),
    );

  it("closes a requested return once, with the shopper's step and e-mail, freeing its units and erasing the UPI ID", async () => {
    const { order, customer, items } = await delivered("cod");
    const token = await accessToken(asCustomer(customer.id));
    const requested = await createReturn(customer.id, order.id, {
      lines: [{ item_id: items[0].id, quantity: 2 }],
      reason: "Defective",
      note: "",
      upi_id: "asha@okaxis",
    });
    // Another shopper, or the return under another order's address: 404.
    const stranger = await db.customer.create({ data: { phone: `+9176555${String(counter).padStart(5, "0")}` } });
    expect(await cancel(order.id, requested.id, await accessToken(asCustomer(stranger.id)))).toMatchObject({
      status: 404,
      body: { error: "return_not_found" },
    });
    const other = await delivered("cod");
    expect((await cancel(other.order.id, requested.id, token)).status).toBe(404);

    // Two clicks at once: one step, one e-mail job; both answer the closed return.
    const [first, second] = await Promise.all([
      cancel(order.id, requested.id, token),
      cancel(order.id, requested.id, token),
    ]);
    expect(first).toMatchObject({
      status: 200,
      body: { status: "closed", status_label: "Cancelled", refund_upi: null },
    });
    expect(second).toMatchObject({ status: 200, body: { status: "closed", can_cancel: false } });
    const steps = await db.returnStep.findMany({ where: { returnId: requested.id, status: "closed" } });
    expect(steps).toEqual([
      expect.objectContaining({ byName: "Customer", byId: null, note: "Cancelled by the shopper" }),
    ]);
    const stored = await db.returnRequest.findUniqueOrThrow({ where: { id: requested.id } });
    expect(stored.refundUpiId).toBeNull();
    const [mail] = await returnUpdateMails(requested.id, "closed");
    expect(mail).toMatchObject({
      key: `return-closed:return:${requested.id}:customer`,
      subject: `Return ${requested.number} cancelled`,
      to: "asha@example.in",
    });
    // Staff see it: the queue's "Closed" filter and the return's history.
    expect((await listReturns({ status: "closed", q: requested.number, page: 1, page_size: 10 })).results).toEqual([
      expect.objectContaining({ id: requested.id, status_label: "Cancelled" }),
    ]);
    expect((await adminReturn(requested.id)).steps.at(-1)).toMatchObject({
      status: "closed",
      by: "Customer",
      note: "Cancelled by the shopper",
    });
    // Its units may be asked for again; a cancelled return is not approved (nothing booked), refunded or rejected.
    expect((await customerReturns(customer.id, order.id)).lines[0].returnable_quantity).toBe(2);
    const bookings = () => courier.fake.requests.filter((call) => call.path === "/orders/create/return").length;
    const before = bookings();
    await expect(approveReturn(requested.id, actor, courier.carrier)).resolves.toMatchObject({ status: "closed" });
    expect(bookings()).toBe(before);
    await expect(refundReturn(requested.id, { reference: "UTR1" }, actor)).rejects.toMatchObject({ status: 409 });
    await expect(rejectReturn(requested.id, "Too late", actor)).rejects.toMatchObject({ status: 409 });
  });

  it("cancels an approved return whose pickup is not booked; refuses (409) once booked, being booked, or ended", async () => {
    const { order, customer, items } = await delivered("prepaid");
    const token = await accessToken(asCustomer(customer.id));
    const ask = (item: number) =>
      createReturn(customer.id, order.id, { lines: [{ item_id: item, quantity: 1 }], reason: "Defective", note: "" });

    // Approved, the courier refused the booking: nothing booked, so it may be cancelled.
    const unbooked = await ask(items[0].id);
    courier.fake.failNext("/orders/create/return", { status: 422, body: { message: "Pincode not serviceable" } });
    await expect(approveReturn(unbooked.id, actor, courier.carrier)).rejects.toBeTruthy();
    expect(await adminReturn(unbooked.id)).toMatchObject({ status: "approved", booking_error: expect.any(String) });
    expect(await cancel(order.id, unbooked.id, token)).toMatchObject({ status: 200, body: { status: "closed" } });

    // Booked: 409, nothing changes.
    const booked = await ask(items[1].id);
    expect((await approveReturn(booked.id, actor, courier.carrier)).status).toBe("pickup_scheduled");
    expect(await cancel(order.id, booked.id, token)).toMatchObject({
      status: 409,
      body: { error: "return_status", message: expect.stringMatching(/pickup of this return is booked/) },
    });
    expect((await adminReturn(booked.id)).status).toBe("pickup_scheduled");

    // Being booked by an admin right now: 409.
    const booking = await ask(items[0].id);
    await db.returnRequest.update({
      where: { id: booking.id },
      data: { status: "approved", bookingSince: new Date() },
    });
    expect(await cancel(order.id, booking.id, token)).toMatchObject({ status: 409 });

    // Rejected (so closed): 409 "has ended".
    await db.returnRequest.update({ where: { id: booking.id }, data: { status: "requested", bookingSince: null } });
    await rejectReturn(booking.id, "Opened", actor);
    expect(await cancel(order.id, booking.id, token)).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/has ended/) },
    });
    expect(await db.returnStep.count({ where: { returnId: booking.id, status: "closed" } })).toBe(1);
  });
});

describe("reverse-pickup serviceability", () => {
  it("asks the courier for a return pickup at the shopper's pincode first; where none, books nothing and staff use the manual carrier", async () => {
    const { order, customer, items } = await delivered("prepaid");
    // The shopper's address is at a pincode no courier serves.
    await db.order.update({ where: { id: order.id }, data: { deliveryPincode: "799111" } });
    const requested = await createReturn(customer.id, order.id, {
      lines: [{ item_id: items[0].id, quantity: 1 }],
      reason: "Defective",
      note: "",
    });
    const calls = (path: string) => courier.fake.requests.filter((call) => call.path === path).length;
    const [asked, created] = [calls("/courier/serviceability"), calls("/orders/create/return")];
    await expect(approveReturn(requested.id, actor, courier.carrier)).rejects.toMatchObject({
      status: 422,
      code: "pickup_unserviceable",
    });
    expect(calls("/courier/serviceability")).toBe(asked + 1);
    expect(calls("/orders/create/return")).toBe(created);
    const refused = await adminReturn(requested.id);
    expect(refused).toMatchObject({
      status: "approved",
      tracking_number: null,
      booking: false,
      pickup_instructions: null,
    });
    expect(refused.booking_error).toBe(
      "No courier picks up returns from pincode 799111. Use the manual carrier: the shopper sends the parcel to the shop.",
    );

    // Staff choose the manual carrier (an editor may not); twice changes nothing more.
    const url = `/api/admin/returns/${requested.id}/manual/`;
    const editor = await accessToken(await seededStaff("editor"));
    expect(
      (await manualRoute(bearerRequest(url, { method: "POST", token: editor }), routeParams({ id: requested.id })))
        .status,
    ).toBe(403);
    const admin = await accessToken(await seededStaff("admin"));
    const manual = await statusAndJson(
      manualRoute(bearerRequest(url, { method: "POST", token: admin }), routeParams({ id: requested.id })),
    );
    expect(manual).toMatchObject({
      status: 200,
      body: { status: "approved", carrier: "manual", booking_error: null, tracking_number: null },
    });
    expect(manual.body.pickup_instructions).toContain(requested.number);
    const again = await statusAndJson(
      manualRoute(bearerRequest(url, { method: "POST", token: admin }), routeParams({ id: requested.id })),
    );
    expect(again.body.pickup_instructions).toBe(manual.body.pickup_instructions);
    expect(calls("/orders/create/return")).toBe(created);
    expect((await receiveReturn(requested.id, actor)).status).toBe("received");

    // A serviceable pincode is asked too, then booked.
    const other = await delivered("prepaid");
    const ok = await createReturn(other.customer.id, other.order.id, {
      lines: [{ item_id: other.items[0].id, quantity: 1 }],
      reason: "Defective",
      note: "",
    });
    const before = calls("/courier/serviceability");
    expect((await approveReturn(ok.id, actor, courier.carrier)).status).toBe("pickup_scheduled");
    expect(calls("/courier/serviceability")).toBe(before + 1);
  });
});
