import "server-only";
import type { Prisma } from "@prisma/client";
import { formatINR } from "@/lib/domain/format";
import { paiseToRupees, rupeesToPaise } from "@/lib/domain/money";
import type { Actor } from "@/lib/domain/principal";
import { rtoRefundAmount, rtoStatus } from "@/lib/domain/rto";
import type { ShipmentStatus } from "@/lib/domain/shipment-status";
import { recordAudit } from "@/lib/server/audit/audit";
import type { PaymentGateway } from "@/lib/server/payments/razorpay";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { enqueueInTransaction, enqueueStockRevalidation } from "@/lib/server/queue/queue";
import { RTO_REFUND } from "@/lib/validation/queue/queues";
import type { RtoDamageBody } from "@/lib/validation/orders/rto";
import { recordNdrFromScans } from "./ndr";
import { createPartialRefund, orderRefunds, type PartialRefundOutcome } from "./partial-refunds";
import { lockOrder, restoreStock } from "./release";

type Tx = Prisma.TransactionClient;

/** Who the courier's scans are recorded under on the order's timeline. */
const COURIER = "Courier";
/** The refund an RTO makes is keyed by the order: a replayed scan or a retried job refunds once. */
export const RTO_REFUND_KEY = "rto-refund";

/**
 * What the courier's scans mean for the order, after the tracking webhook recorded them (the caller
 * holds the order's lock): each failed attempt once (NDR), RTO initiated moves the order to
 * "returning", RTO delivered receives the parcel back (once).
 */
export async function applyCourierScans(
  tx: Tx,
  shipment: { id: number; orderId: number },
  before: ShipmentStatus,
  after: ShipmentStatus,
): Promise<void> {
  await recordNdrFromScans(tx, shipment);
  if (after === "rto" && before !== "rto") await startReturn(tx, shipment.orderId);
  if (after === "rto_delivered") await receiveReturn(tx, shipment.orderId);
}

async function setStatus(tx: Tx, orderId: number, status: "returning" | "returned", notes: string, extra = {}) {
  const order = await tx.order.update({ where: { id: orderId }, data: { status, ...extra } });
  await tx.orderStatusHistory.create({
    data: { orderId, status, paymentStatus: order.paymentStatus, changedByName: COURIER, notes },
  });
  return order;
}

async function startReturn(tx: Tx, orderId: number): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
  if (rtoStatus(order.status, "initiated") !== "returning") return;
  await setStatus(
    tx,
    orderId,
    "returning",
    "The courier could not deliver the parcel and is bringing it back to us (RTO).",
  );
}

/**
 * The parcel is back at the shop (RTO delivered), once (`rtoReceivedAt`): the order is returned, each
 * line's units go back to its variant (stock adjustments "returned"; staff may write damaged ones
 * off afterwards), a cash-on-delivery order's payment stays uncollected, and a paid online order's
 * refund is queued (`rto-refund`).
 */
async function receiveReturn(tx: Tx, orderId: number): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, orderNumber: true, rtoReceivedAt: true, paymentMethod: true, paymentStatus: true },
  });
  if (order.rtoReceivedAt || rtoStatus(order.status, "delivered") !== "returned") return;
  await setStatus(tx, orderId, "returned", "The parcel is back with us (RTO delivered): its units are back in stock.", {
    rtoReceivedAt: new Date(),
  });
  const moves = await restoreStock(tx, orderId, {
    staffId: null,
    note: `Order ${order.orderNumber} returned to us undelivered (RTO)`,
  });
  await enqueueStockRevalidation(tx, orderId, moves);
  if (order.paymentMethod === "prepaid" && order.paymentStatus === "paid")
    await enqueueInTransaction(tx, RTO_REFUND, { orderId });
}

export type RtoRefundResult = { refunded: number; replayed?: boolean; skipped?: string };

/**
 * The `rto-refund` job: a paid online order that came back is refunded what its payment has left,
 * less the return shipping when the settings keep it, through the partial-refund path (its credit
 * note, Razorpay with the order's key `rto-refund`: once, whatever the retries).
 */
export async function refundReturnedOrder(orderId: number, gateway?: PaymentGateway): Promise<RtoRefundResult> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { status: true, paymentMethod: true, paymentStatus: true },
  });
  if (!order || order.status !== "returned") return { refunded: 0, skipped: "the order is not returned" };
  // The refund and its parts on other payments (`{key}-{paymentId}`, see createPartialRefund).
  const key = `partial-${orderId}-${RTO_REFUND_KEY}`;
  const existing = await db.refund.findMany({
    where: { orderId, OR: [{ idempotencyKey: key }, { idempotencyKey: { startsWith: `${key}-` } }] },
    select: { amount: true },
  });
  if (existing.length > 0) return { refunded: existing.reduce((sum, row) => sum + row.amount, 0), replayed: true };
  const refunds = await orderRefunds(orderId);
  if (refunds.refusal) return { refunded: 0, skipped: refunds.refusal };
  const settings = await db.storeSettings.findUnique({ where: { id: 1 }, select: { rtoReturnShippingFee: true } });
  const fee = settings?.rtoReturnShippingFee ?? 0;
  const amount = rtoRefundAmount({ ...order, refundable: rupeesToPaise(refunds.remaining), returnShippingFee: fee });
  if (amount === 0) return { refunded: 0, skipped: "nothing left to refund after the return shipping" };
  const outcome: PartialRefundOutcome = await createPartialRefund(
    orderId,
    {
      mode: "amount",
      amount: paiseToRupees(amount),
      reason:
        fee > 0
          ? `Parcel returned undelivered (RTO), less ${formatINR(fee)} return shipping`
          : "Parcel returned undelivered (RTO)",
      restock: false,
      idempotency_key: RTO_REFUND_KEY,
    },
    { staffId: null, name: "System" },
    gateway,
  );
  return { refunded: rupeesToPaise(outcome.amount), replayed: outcome.replayed };
}

export type OrderRtoJson = {
  status: "returning" | "returned" | null;
  received_at: string | null;
  lines: { item_id: number; name: string; quantity: number; damaged: number; can_write_off: boolean }[];
  return_shipping_fee: number;
};

/** The return of an order's parcel: its state and, once back, each line with the units written off as damaged. */
export async function orderRto(orderId: number): Promise<OrderRtoJson> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      status: true,
      rtoReceivedAt: true,
      items: {
        orderBy: { id: "asc" },
        select: { id: true, productName: true, unitLabel: true, quantity: true, rtoDamaged: true, productId: true },
      },
    },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const settings = await db.storeSettings.findUnique({ where: { id: 1 }, select: { rtoReturnShippingFee: true } });
  const status = order.status === "returning" || order.status === "returned" ? order.status : null;
  return {
    status,
    received_at: order.rtoReceivedAt?.toISOString() ?? null,
    lines: order.items.map((item) => ({
      item_id: item.id,
      name: item.unitLabel ? `${item.productName} (${item.unitLabel})` : item.productName,
      quantity: item.quantity,
      damaged: item.rtoDamaged,
      can_write_off: Boolean(order.rtoReceivedAt && item.productId),
    })),
    return_shipping_fee: paiseToRupees(settings?.rtoReturnShippingFee ?? 0),
  };
}

/**
 * Staff's count of a returned line's damaged units: the difference from the count recorded before
 * is written off the line's variant (stock adjustment "damaged"; a lower count puts units back as a
 * "correction"). Setting a count, not adding one, so a second click changes nothing. Under the
 * order's lock, then the variant's row lock (the order checkout takes).
 */
export async function writeOffRtoDamage(orderId: number, body: RtoDamageBody, actor: Actor): Promise<OrderRtoJson> {
  await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { orderNumber: true, rtoReceivedAt: true, status: true, paymentStatus: true },
    });
    if (!order.rtoReceivedAt)
      throw new AppError(409, "not_returned", "Only a parcel that came back to us can have damaged units written off.");
    const item = await tx.orderItem.findFirst({ where: { id: body.item_id, orderId } });
    if (!item || !item.productId) throw new AppError(422, "unknown_line", "Choose a line of this order.");
    if (body.damaged > item.quantity)
      throw new AppError(
        422,
        "too_many_units",
        `This line has ${item.quantity} units: at most ${item.quantity} can be damaged.`,
      );
    const delta = body.damaged - item.rtoDamaged;
    if (delta === 0) return;
    const [variant] = item.variantId
      ? await tx.$queryRaw<{ id: number; stock: number }[]>`
          SELECT id, stock FROM "ProductVariant" WHERE id = ${item.variantId} AND "productId" = ${item.productId} FOR UPDATE`
      : await tx.$queryRaw<{ id: number; stock: number }[]>`
          SELECT id, stock FROM "ProductVariant" WHERE "productId" = ${item.productId} AND "isDefault" FOR UPDATE`;
    if (!variant) throw new AppError(409, "no_variant", "This product no longer has the variant sold.");
    if (variant.stock - delta < 0)
      throw new AppError(
        409,
        "stock_below_zero",
        `Only ${variant.stock} of these units are in stock now: the others were sold since. Correct the stock on the product instead.`,
      );
    const stock = variant.stock - delta;
    await tx.productVariant.update({ where: { id: variant.id }, data: { stock } });
    await tx.orderItem.update({ where: { id: item.id }, data: { rtoDamaged: body.damaged } });
    await tx.stockAdjustment.create({
      data: {
        productId: item.productId,
        variantId: variant.id,
        delta: -delta,
        reason: delta > 0 ? "damaged" : "correction",
        note: `Order ${order.orderNumber} returned undelivered: ${body.damaged} of ${item.quantity} damaged`,
        stockAfter: stock,
        staffId: actor.staffId,
      },
    });
    await tx.orderStatusHistory.create({
      data: {
        orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        changedById: actor.staffId,
        changedByName: actor.name,
        notes: `${item.productName}: ${body.damaged} of ${item.quantity} returned units written off as damaged.`,
      },
    });
    await recordAudit(tx, actor, {
      action: "rto_write_off",
      entity: "order",
      entityId: orderId,
      before: { item_id: item.id, damaged: item.rtoDamaged },
      after: { item_id: item.id, damaged: body.damaged },
    });
    const availabilityChanged = stock === 0 || variant.stock === 0 ? [item.productId] : [];
    await enqueueStockRevalidation(tx, orderId, { moved: [item.productId], availabilityChanged });
  });
  return orderRto(orderId);
}
