import "server-only";
import { variantLineName } from "@/lib/domain/variants";
import type { Prisma, ReturnRequest } from "@prisma/client";
import type { ReturnStatus } from "@/lib/domain/returns";
import type { Actor } from "@/lib/domain/principal";
import { nextShipmentStatus, type ShipmentStatus } from "@/lib/domain/shipment-status";
import { NO_STOCK_MOVES, revalidateStock, type StockMoves } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit/audit";
import { AppError } from "@/lib/server/errors";
import { createPartialRefund } from "@/lib/server/orders/partial-refunds";
import { lockOrder, restoreStock } from "@/lib/server/orders/release";
import type { PaymentGateway } from "@/lib/server/payments/razorpay";
import { boxOf } from "@/lib/domain/parcel";
import { PICKUP_LOCATION_ID, DEFAULT_WEIGHT_KG, VARIANT_BOX_SELECT, type Carrier } from "@/lib/server/shipping/carrier";
import { carrier as configuredCarrier } from "@/lib/server/shipping/configured-carrier";
import type { ReturnPickup } from "@/lib/server/shipping/reverse-pickup";
import type { ReturnInspectBody, ReturnRefundBody } from "@/lib/validation/returns/returns";
import { adminReturn, COURIER, lockReturn, moveReturn, staffOf, type AdminReturnJson, type Tx } from "./returns";

/** A booking claimed longer ago than this was lost (its server stopped): another approval may book again. */
const BOOKING_CLAIM_MS = 2 * 60_000;

/** What the courier needs to collect a return from the shopper's delivery address. */
async function pickupOf(returnId: number): Promise<ReturnPickup> {
  const request = await db.returnRequest.findUniqueOrThrow({
    where: { id: returnId },
    include: {
      lines: true,
      order: {
        include: {
          items: {
            include: {
              product: { select: { sku: true, weightGrams: true } },
              variant: { select: { weightGrams: true, ...VARIANT_BOX_SELECT } },
            },
          },
          shipment: { select: { pickupLocationId: true } },
        },
      },
    },
  });
  const { order } = request;
  const settings = await db.storeSettings.findUnique({ where: { id: 1 }, select: { address: true, email: true } });
  const items = request.lines.map((line) => {
    const item = order.items.find((candidate) => candidate.id === line.orderItemId)!;
    return {
      name: variantLineName(item.productName, item.variantLabel),
      sku: item.variantSku ?? item.product?.sku ?? `ITEM-${item.id}`,
      units: line.quantity,
      unitPrice: item.discountPrice,
      hsn: item.hsnCode,
      box: boxOf(item.variant),
      // The size returned (its product's, when the variant was deleted since), as the booking weighed it.
      weightGrams: (item.variant?.weightGrams ?? item.product?.weightGrams ?? DEFAULT_WEIGHT_KG * 1000) * line.quantity,
    };
  });
  return {
    reference: request.number,
    requestedAt: request.createdAt,
    pickupLocationId: order.shipment?.pickupLocationId ?? PICKUP_LOCATION_ID,
    shopAddress: settings?.address ?? "",
    customer: {
      name: order.recipientName,
      phone: order.recipientPhone,
      email: order.customerEmail || settings?.email || "",
      address: order.deliveryAddress,
      apartment: order.deliveryApartment,
      city: order.deliveryCity,
      state: order.deliveryState,
      pincode: order.deliveryPincode,
      country: order.deliveryCountry,
    },
    items: items.map(({ weightGrams: _weight, ...item }) => item),
    weightGrams: Math.max(
      100,
      items.reduce((sum, item) => sum + item.weightGrams, 0),
    ),
  };
}

/**
 * Approves a requested return and books its reverse pickup; on an approved return whose booking
 * failed, books it again. The return's row lock and a booking claim make concurrent approvals book
 * once (the second waits, then answers the return as it is, or 409 while the first is booking).
 * A courier that refuses or does not answer leaves the return approved with the error shown
 * (502); Shiprocket is asked with the return's number, found again rather than created twice.
 */
export async function approveReturn(
  returnId: number,
  actor: Actor,
  carrier: Carrier = configuredCarrier(),
): Promise<AdminReturnJson> {
  const claimed = await db.$transaction(async (tx) => {
    let current = await lockReturn(tx, returnId);
    if (current.status === "requested") {
      current = await staffMove(tx, current, "approved", actor, "", { bookingError: null });
    } else if (current.status !== "approved" || current.pickupInstructions) {
      return false; // already decided and booked: nothing to do, answered as it is
    }
    if (current.bookingSince && Date.now() - current.bookingSince.getTime() < BOOKING_CLAIM_MS)
      throw new AppError(
        409,
        "booking_in_progress",
        "The pickup of this return is being booked. Try again in a minute.",
      );
    await tx.returnRequest.update({
      where: { id: returnId },
      data: { bookingSince: new Date(), carrier: carrier.name },
    });
    return true;
  });
  if (!claimed) return adminReturn(returnId);
  let booked;
  try {
    booked = await carrier.bookReturn(await pickupOf(returnId));
  } catch (error) {
    const message = error instanceof Error ? error.message : "The courier could not book the pickup.";
    await db.returnRequest.update({ where: { id: returnId }, data: { bookingSince: null, bookingError: message } });
    throw error;
  }
  await db.$transaction(async (tx) => {
    const current = await lockReturn(tx, returnId);
    const data: Prisma.ReturnRequestUpdateInput = {
      bookingSince: null,
      bookingError: null,
      carrier: carrier.name,
      courierName: booked.courierName,
      trackingNumber: booked.trackingNumber,
      carrierOrderId: booked.carrierOrderId,
      carrierShipmentId: booked.carrierShipmentId,
      pickupInstructions: booked.instructions,
      shipmentStatus: booked.trackingNumber ? "created" : null,
    };
    if (booked.trackingNumber && current.status === "approved")
      await staffMove(
        tx,
        current,
        "pickup_scheduled",
        actor,
        `${booked.courierName} AWB ${booked.trackingNumber}`,
        data,
      );
    else await tx.returnRequest.update({ where: { id: returnId }, data });
  });
  return adminReturn(returnId);
}

/**
 * Rejects a requested return with a reason the shopper is told (their e-mail of the step); the return
 * is closed in the same transaction (its UPI ID erased: nothing will be paid).
 */
export async function rejectReturn(returnId: number, reason: string, actor: Actor): Promise<AdminReturnJson> {
  await db.$transaction(async (tx) => {
    const current = await lockReturn(tx, returnId);
    const rejected = await staffMove(tx, current, "rejected", actor, reason, { rejectionReason: reason });
    await moveReturn(tx, rejected, "closed", staffOf(actor), "", { refundUpiId: null, refundUpiMasked: "" });
  });
  return adminReturn(returnId);
}

/**
 * A step staff take on a return, also in the audit log under its order (entity "order", as every staff action on
 * orders is: docs/order-operations.md#audit-trail).
 */
async function staffMove(
  tx: Tx,
  current: ReturnRequest,
  to: ReturnStatus,
  actor: Actor,
  note = "",
  data: Prisma.ReturnRequestUpdateInput = {},
): Promise<ReturnRequest> {
  const moved = await moveReturn(tx, current, to, staffOf(actor), note, data);
  await recordAudit(tx, actor, {
    action: `return_${to}`,
    entity: "order",
    entityId: current.orderId,
    before: { return: current.number, status: current.status },
    after: { return: current.number, status: to, ...(note ? { notes: note } : {}) },
  });
  return moved;
}

/** Staff mark the parcel received (the manual carrier, or before the courier's scan arrives). */
export async function receiveReturn(returnId: number, actor: Actor): Promise<AdminReturnJson> {
  await db.$transaction(async (tx) => {
    const current = await lockReturn(tx, returnId);
    await staffMove(tx, current, "received", actor);
  });
  return adminReturn(returnId);
}

/**
 * Inspection of a received return, once: per line, units back in stock as sellable (a stock
 * adjustment "returned" into the line's own variant) and units written off as damaged (an
 * adjustment "damaged" that adds nothing); each line's units are all accounted for.
 */
export async function inspectReturn(returnId: number, body: ReturnInspectBody, actor: Actor): Promise<AdminReturnJson> {
  const stock = await db.$transaction(async (tx): Promise<StockMoves> => {
    const found = await tx.returnRequest.findUnique({ where: { id: returnId }, select: { orderId: true } });
    if (!found) throw new AppError(404, "return_not_found", "Return not found");
    await lockOrder(tx, found.orderId);
    const current = await lockReturn(tx, returnId);
    if (current.status !== "received")
      throw new AppError(409, "return_status", "Only a return that has reached the shop can be inspected.");
    const lines = await tx.returnLine.findMany({ where: { returnId }, orderBy: { id: "asc" } });
    if (lines.some((line) => line.restocked !== null))
      throw new AppError(409, "already_inspected", "This return has been inspected already.");
    const chosen = new Map(body.lines.map((line) => [line.line_id, line]));
    if (chosen.size !== body.lines.length || lines.some((line) => !chosen.has(line.id)) || chosen.size !== lines.length)
      throw new AppError(422, "invalid_inspection", "Inspect every line of the return, each once.", { field: "lines" });
    for (const line of lines) {
      const pick = chosen.get(line.id)!;
      if (pick.restock + pick.write_off !== line.quantity)
        throw new AppError(
          422,
          "invalid_inspection",
          `Each line's units are restocked or written off: this line has ${line.quantity}.`,
          { field: "lines" },
        );
    }
    const restock = new Map(lines.map((line) => [line.orderItemId, chosen.get(line.id)!.restock]));
    const moves = [...restock.values()].some((units) => units > 0)
      ? await restoreStock(
          tx,
          current.orderId,
          { staffId: actor.staffId, note: `Return ${current.number}: back in stock as sellable` },
          restock,
        )
      : NO_STOCK_MOVES;
    await writeOffDamaged(
      tx,
      current.orderId,
      current.number,
      actor,
      lines.map((line) => ({ orderItemId: line.orderItemId, units: chosen.get(line.id)!.write_off })),
    );
    for (const line of lines) {
      const pick = chosen.get(line.id)!;
      await tx.returnLine.update({
        where: { id: line.id },
        data: { restocked: pick.restock, writtenOff: pick.write_off },
      });
    }
    await recordAudit(tx, actor, {
      action: "return_inspected",
      entity: "order",
      entityId: current.orderId,
      after: {
        return: current.number,
        lines: lines.map((line) => ({
          order_item_id: line.orderItemId,
          restocked: chosen.get(line.id)!.restock,
          written_off: chosen.get(line.id)!.write_off,
        })),
      },
    });
    return moves;
  });
  revalidateStock(stock);
  return adminReturn(returnId);
}

/** A stock adjustment "damaged" per line written off: the units came back but are not sellable (the count stays). */
async function writeOffDamaged(
  tx: Tx,
  orderId: number,
  number: string,
  actor: Actor,
  lines: { orderItemId: number; units: number }[],
): Promise<void> {
  for (const line of lines.filter((candidate) => candidate.units > 0)) {
    const item = await tx.orderItem.findFirst({ where: { id: line.orderItemId, orderId } });
    if (!item?.productId) continue;
    const variant = item.variantId
      ? await tx.productVariant.findFirst({ where: { id: item.variantId, productId: item.productId } })
      : await tx.productVariant.findFirst({ where: { productId: item.productId, isDefault: true } });
    const product = await tx.product.findUnique({ where: { id: item.productId }, select: { stock: true } });
    await tx.stockAdjustment.create({
      data: {
        productId: item.productId,
        variantId: variant?.id ?? null,
        delta: 0,
        reason: "damaged",
        note: `Return ${number}: ${line.units} ${line.units === 1 ? "unit" : "units"} written off as damaged`,
        stockAfter: variant?.stock ?? product?.stock ?? 0,
        staffId: actor.staffId,
      },
    });
  }
}

/**
 * Refunds an inspected return's lines through the partial-refund path (its plan, credit note,
 * Razorpay or the merchant's UPI payment for COD), once: the refund's idempotency key is the
 * return's, so a retry or a second click finds the first refund; the step to "refunded" is taken
 * once, and the shopper's UPI ID is erased with it; the return is then closed (same transaction).
 */
export async function refundReturn(
  returnId: number,
  body: ReturnRefundBody,
  actor: Actor,
  gateway?: PaymentGateway,
): Promise<AdminReturnJson> {
  const request = await db.returnRequest.findUnique({
    where: { id: returnId },
    include: { lines: { orderBy: { id: "asc" } }, order: { select: { paymentMethod: true } } },
  });
  if (!request) throw new AppError(404, "return_not_found", "Return not found");
  if (request.refundId) return adminReturn(returnId); // refunded (and closed) already
  if (request.status !== "received")
    throw new AppError(409, "return_status", "Only a return that has reached the shop can be refunded.");
  if (request.lines.some((line) => line.restocked === null))
    throw new AppError(409, "not_inspected", "Inspect the returned items first: restock them or write them off.");
  const cod = request.order.paymentMethod === "cod";
  if (cod && !body.reference)
    throw new AppError(
      400,
      "reference_required",
      `Pay the refund to the shopper's UPI ID first, then enter the payment's reference (UTR).`,
      { field: "reference" },
    );
  const outcome = await createPartialRefund(
    request.orderId,
    {
      mode: "lines",
      lines: request.lines.map((line) => ({ item_id: line.orderItemId, quantity: line.quantity })),
      shipping: false,
      reason: `Return ${request.number}: ${request.reason}`,
      restock: false,
      idempotency_key: `return-${request.id}`,
      ...(cod ? { paid_by: body.paid_by ?? "upi", reference: body.reference } : {}),
    },
    actor,
    gateway,
  );
  await db.$transaction(async (tx) => {
    const current = await lockReturn(tx, returnId);
    if (current.status !== "received") return;
    const by = { id: actor.staffId, name: actor.name };
    const refunded = await moveReturn(tx, current, "refunded", by, "", {
      refundId: outcome.refund.id,
      refundUpiId: null,
    });
    await moveReturn(tx, refunded, "closed", by);
  });
  return adminReturn(returnId);
}

// ---------------------------------------------------------------- the courier's scans

type ReturnScanInput = {
  status: Prisma.ReturnScanCreateManyInput["status"];
  description: string;
  location: string;
  occurredAt: Date;
  scanKey: string;
};

export type ReturnTrackingResult = { awb: string; known: boolean; recorded: number; status: ShipmentStatus | null };

/**
 * The courier's scans of a reverse pickup (the tracking webhook with `is_return`): each stored once,
 * the shipment's status from the latest scan (never backwards), and the return moves on: picked up
 * or in transit to "in transit", delivered (back at the shop) to "received". Replays change nothing.
 */
export async function recordReturnScans(awb: string, scans: ReturnScanInput[]): Promise<ReturnTrackingResult> {
  const found = await db.returnRequest.findUnique({ where: { trackingNumber: awb }, select: { id: true } });
  if (!found) return { awb, known: false, recorded: 0, status: null };
  return db.$transaction(async (tx) => {
    let current = await lockReturn(tx, found.id);
    const { count } = await tx.returnScan.createMany({
      data: scans.map((scan) => ({ returnId: found.id, ...scan })),
      skipDuplicates: true,
    });
    const events = await tx.returnScan.findMany({
      where: { returnId: found.id },
      select: { status: true, occurredAt: true },
    });
    const status = nextShipmentStatus(current.shipmentStatus ?? "created", events);
    if (status !== current.shipmentStatus)
      current = await tx.returnRequest.update({ where: { id: found.id }, data: { shipmentStatus: status } });
    const courier = { id: null, name: COURIER };
    if (
      ["picked_up", "in_transit", "out_for_delivery", "delivered"].includes(status) &&
      current.status === "pickup_scheduled"
    )
      current = await moveReturn(tx, current, "in_transit", courier);
    if (status === "delivered" && current.status === "in_transit")
      await moveReturn(tx, current, "received", courier, "Delivered back to the shop");
    return { awb, known: true, recorded: count, status };
  });
}

export type ReturnTrackingJson = {
  tracking_number: string;
  carrier: string;
  courier_name: string;
  status: string;
  is_return: true;
  external_url: null;
  events: { status: string; location: string; description: string; occurred_at: string }[];
};

/** A return's reverse pickup as the shop recorded it, for /track/{awb}. */
export async function trackReturn(awb: string): Promise<ReturnTrackingJson | null> {
  const request = await db.returnRequest.findUnique({
    where: { trackingNumber: awb },
    include: { scans: { orderBy: [{ occurredAt: "asc" }, { id: "asc" }] } },
  });
  if (!request) return null;
  return {
    tracking_number: awb,
    carrier: request.carrier ?? "",
    courier_name: request.courierName,
    status: request.shipmentStatus ?? "created",
    is_return: true,
    external_url: null,
    events: request.scans.map((scan) => ({
      status: scan.status,
      location: scan.location,
      description: scan.description,
      occurred_at: scan.occurredAt.toISOString(),
    })),
  };
}
