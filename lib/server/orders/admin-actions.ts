import "server-only";
import type { Prisma } from "@prisma/client";
import { ACTIONS_NEEDING_REASON, applyAction, type OrderAction } from "@/lib/domain/order-status";
import { revalidateAvailability } from "@/lib/server/catalog/revalidate";
import { db } from "@/lib/server/db";
import { GatewayError, razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";
import { carrier as defaultCarrier, DEFAULT_SHIPMENT_COUNTRY, invoiceNumberOf, PICKUP_LOCATION_ID, RETURN_DETAILS_ID, type Carrier } from "@/lib/server/shipping/carrier";
import { AppError } from "@/lib/server/errors";
import { lockOrder, releaseCoupon, restoreStock } from "./release";

type Tx = Prisma.TransactionClient;

export type Actor = { staffId: number | null; name: string };
export type ActionRequest = { orderId: number; action: OrderAction; notes?: string | null; actor: Actor };
export type Dependencies = { gateway?: PaymentGateway; carrier?: Carrier };

export type ActionOutcome = { orderId: number; status: string; paymentStatus: string; trackingNumber: string | null; refundId: string | null };

type RefundPlan = { razorpayPaymentId: string; amount: number; idempotencyKey: string; refundRowId: string };

async function lockedOrder(tx: Tx, orderId: number) {
  if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
  return tx.order.findUniqueOrThrow({ where: { id: orderId } });
}

/** Returns the products a cancel brought back in stock. */
async function changeStatus(tx: Tx, request: ActionRequest, extra: Prisma.OrderUpdateInput = {}): Promise<number[]> {
  const { orderId, action, actor } = request;
  const order = await lockedOrder(tx, orderId);
  const result = applyAction(order, action);
  if (!result.ok) throw new AppError(409, "illegal_transition", result.message);
  await tx.order.update({ where: { id: orderId }, data: { status: result.status, ...extra } });
  await tx.orderStatusHistory.create({
    data: { orderId, status: result.status, paymentStatus: order.paymentStatus, changedById: actor.staffId, changedByName: actor.name, notes: request.notes?.trim() ?? "" },
  });
  if (action !== "cancel") return [];
  const backInStock = await restoreStock(tx, orderId);
  await releaseCoupon(tx, orderId);
  return backInStock;
}

/** When the action makes a refund due: the refund row to send, created once per payment. */
async function planRefund(request: ActionRequest): Promise<RefundPlan | null> {
  return db.$transaction(async (tx) => {
    const order = await lockedOrder(tx, request.orderId);
    const result = applyAction(order, request.action);
    if (!result.ok) throw new AppError(409, "illegal_transition", result.message);
    if (!result.refundDue) return null;
    const payment = await tx.payment.findFirst({ where: { orderId: order.id, status: "captured" }, orderBy: { createdAt: "desc" } });
    if (!payment?.razorpayPaymentId) throw new AppError(409, "no_captured_payment", "No captured payment to refund for this order.");
    const idempotencyKey = `refund-order-${order.id}-${payment.id}`;
    const refund = await tx.refund.upsert({
      where: { idempotencyKey },
      create: { orderId: order.id, paymentId: payment.id, amount: payment.amount, reason: request.notes?.trim() ?? "", idempotencyKey },
      update: {},
    });
    return { razorpayPaymentId: payment.razorpayPaymentId, amount: payment.amount, idempotencyKey, refundRowId: refund.id };
  });
}

async function shipOrder(request: ActionRequest, carrier: Carrier): Promise<void> {
  const order = await db.order.findUnique({ where: { id: request.orderId }, include: { items: { include: { product: { select: { weightGrams: true } } } } } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const check = applyAction(order, "ship");
  if (!check.ok) throw new AppError(409, "illegal_transition", check.message);
  const invoiceNumber = invoiceNumberOf(order);
  const weightGrams = order.items.reduce((sum, item) => sum + (item.product?.weightGrams ?? 250) * item.quantity, 0);
  const line = { order_id: order.id, order_date: order.createdAt.toISOString(), invoice_number: invoiceNumber, country: order.deliveryCountry || DEFAULT_SHIPMENT_COUNTRY };
  const { trackingNumber } = await carrier.createShipment(line, weightGrams);
  await db.$transaction((tx) =>
    changeStatus(tx, request, {
      trackingNumber,
      shipmentCreated: true,
      invoiceNumber,
      shipment: {
        create: {
          carrier: carrier.name, trackingNumber, invoiceNumber, country: line.country, weightGrams,
          pickupLocationId: PICKUP_LOCATION_ID, returnDetailsId: RETURN_DETAILS_ID,
          events: { create: { status: "created", description: "Shipment created", location: "Bengaluru" } },
        },
      },
    }),
  );
}

/**
 * Cancels or refunds with money involved: the gateway refund is sent BEFORE the status changes,
 * with an idempotency key, so a failure leaves the order as it was and a retry never pays twice.
 */
async function refundThenChange(request: ActionRequest, plan: RefundPlan, gateway: PaymentGateway): Promise<{ refundId: string; backInStock: number[] }> {
  const refund = await gateway
    .refund({ paymentId: plan.razorpayPaymentId, amount: plan.amount, idempotencyKey: plan.idempotencyKey, notes: { order_id: String(request.orderId) } })
    .catch(async (error: unknown) => {
      // A refusal moved no money: the planned refund goes. An unreachable gateway may have refunded,
      // so the plan stays for the webhook to complete and for a retry to resend under the same key.
      if (error instanceof GatewayError && error.statusCode) await db.refund.deleteMany({ where: { id: plan.refundRowId, razorpayRefundId: null } });
      throw error;
    });
  const backInStock = await db.$transaction(async (tx) => {
    const restocked = await changeStatus(tx, request);
    // Only forward: the refund.processed webhook may already have marked it processed.
    await tx.refund.update({ where: { id: plan.refundRowId }, data: { razorpayRefundId: refund.id, ...(refund.status === "processed" ? { status: "processed" as const } : {}) } });
    return restocked;
  });
  return { refundId: refund.id, backInStock };
}

/**
 * Runs one admin action on one order: the state machine decides, the change and its history row
 * are written together under a row lock; cancelling restores stock and frees the coupon; shipping
 * creates a shipment with a tracking number; cancelling or refunding a paid online order sends an
 * idempotent refund first (the refund.processed webhook then marks the payment refunded).
 */
export async function runOrderAction(request: ActionRequest, dependencies: Dependencies = {}): Promise<ActionOutcome> {
  if (ACTIONS_NEEDING_REASON.has(request.action) && !request.notes?.trim()) {
    throw new AppError(400, "reason_required", `A reason is required to ${request.action} an order.`);
  }
  let refundId: string | null = null;
  if (request.action === "ship") {
    await shipOrder(request, dependencies.carrier ?? defaultCarrier());
  } else {
    const plan = await planRefund(request);
    let backInStock: number[];
    if (plan) ({ refundId, backInStock } = await refundThenChange(request, plan, dependencies.gateway ?? razorpayGateway()));
    else backInStock = await db.$transaction((tx) => changeStatus(tx, request));
    revalidateAvailability(backInStock);
  }
  const order = await db.order.findUniqueOrThrow({ where: { id: request.orderId } });
  return { orderId: order.id, status: order.status, paymentStatus: order.paymentStatus, trackingNumber: order.trackingNumber, refundId };
}

export type BulkResult = { order_id: number; success: boolean; status?: string; message: string };

/** Runs an action on each order in turn; one order's refusal never stops the others. */
export async function runBulkAction(
  orderIds: number[],
  action: OrderAction,
  notes: string | null,
  actor: Actor,
  dependencies: Dependencies = {},
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    try {
      const outcome = await runOrderAction({ orderId, action, notes, actor }, dependencies);
      results.push({ order_id: orderId, success: true, status: outcome.status, message: `Order ${action} done` });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ order_id: orderId, success: false, message: error.message });
    }
  }
  return results;
}
