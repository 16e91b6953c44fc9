import "server-only";
import type { Actor } from "@/lib/domain/principal";
import type { PaymentStatus, Prisma } from "@prisma/client";
import { ACTIONS_NEEDING_REASON, applyAction, restocksOnClose, type OrderAction } from "@/lib/domain/order-status";
import { cancelOpenLinks } from "./balance-on-delivery";
import { parcelAtShop, withdrawalOf } from "@/lib/domain/shipment-status";
import { invoiceNumberOf } from "@/lib/domain/invoice-number";
import { NO_STOCK_MOVES, revalidateStock, type StockMoves } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { GatewayError, razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";
import {
  CarrierError,
  DEFAULT_SHIPMENT_COUNTRY,
  ParcelWithCourier,
  PICKUP_LOCATION_ID,
  RETURN_DETAILS_ID,
  type BookedShipment,
  type Booking,
  type Carrier,
  VARIANT_BOX_SELECT,
} from "@/lib/server/shipping/carrier";
import { carrier as defaultCarrier } from "@/lib/server/shipping/configured-carrier";
import { manualCarrier } from "@/lib/server/shipping/manual";
import { checkDelivery } from "@/lib/server/shipping/delivery-check";
import { AppError, isUniqueViolation } from "@/lib/server/errors";
import { issueCreditNote, issueInvoice } from "@/lib/server/invoices/issue";
import { recordAudit } from "@/lib/server/audit/audit";
import { paiseToRupees } from "@/lib/domain/money";
import { enqueueOrderEvent } from "@/lib/server/queue/queue";
import { type OrderEvent } from "@/lib/validation/queue/queues";
import { refundVerdict } from "./action-preview";
import { collectCash } from "./cash-collection";
import { lockOrder, releaseCoupon, restoreStock } from "./release";
import { variantLineName } from "@/lib/domain/variants";
import { boxOf } from "@/lib/domain/parcel";

/** The statuses the customer is told about by e-mail, and the job each enqueues. */
const STATUS_EVENTS: Partial<Record<string, OrderEvent>> = {
  shipped: "order-shipped",
  delivered: "order-delivered",
  cancelled: "order-cancelled",
  refunded: "order-refunded",
};

type Tx = Prisma.TransactionClient;

/** How an order ships: SPEC.md's pickup and return ids, and for the manual carrier the courier and AWB typed by the admin. */
export type ShippingChoice = { pickupLocationId: string; returnDetailsId: string; handedOver: Booking["handedOver"] };
/**
 * `restock` (cancel and refund): whether the order's units go back in stock; unset, the rule of
 * `restocksOnClose` decides (back when the order never shipped).
 */
export type ActionRequest = {
  orderId: number;
  action: OrderAction;
  notes?: string | null;
  actor: Actor;
  shipping?: ShippingChoice;
  restock?: boolean;
};
export type Dependencies = { gateway?: PaymentGateway; carrier?: Carrier };

export type ActionOutcome = {
  orderId: number;
  status: string;
  paymentStatus: string;
  trackingNumber: string | null;
  refundId: string | null;
};

/** One payment's part of a whole-order refund: its own refund row and gateway idempotency key. */
type RefundPart = { razorpayPaymentId: string; amount: number; idempotencyKey: string; refundRowId: string };
/** Every captured payment's part, oldest payment first. */
type RefundPlan = { parts: RefundPart[]; amount: number };

async function lockedOrder(tx: Tx, orderId: number) {
  if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
  return tx.order.findUniqueOrThrow({ where: { id: orderId } });
}

/**
 * The order as its refund was planned on: the refund.processed webhook of the refund just sent can mark the payment
 * refunded before the status changes (the fake Razorpay's comes within milliseconds), which must not refuse the
 * change that refund was sent for.
 */
function asPlanned<T extends { paymentStatus: PaymentStatus }>(order: T): T {
  return order.paymentStatus === "refunded" ? { ...order, paymentStatus: "paid" } : order;
}

/**
 * Returns the stock a cancel or refund put back (see `restocksOnClose`; each unit back with a stock
 * adjustment row, reason "returned"). Confirming a cash-on-delivery order issues
 * its tax invoice; cancelling or refunding an invoiced order issues a credit note (for
 * `refunded` paise, what the gateway refund just sent paid back; the whole invoice when not given), all in `tx`.
 */
async function changeStatus(
  tx: Tx,
  request: ActionRequest,
  extra: Prisma.OrderUpdateInput = {},
  refunded?: number,
): Promise<StockMoves> {
  const { orderId, action, actor } = request;
  const order = await lockedOrder(tx, orderId);
  const result = applyAction(refunded === undefined ? order : asPlanned(order), action);
  if (!result.ok) throw new AppError(409, "illegal_transition", result.message);
  await tx.order.update({ where: { id: orderId }, data: { status: result.status, ...extra } });
  await tx.orderStatusHistory.create({
    data: {
      orderId,
      status: result.status,
      paymentStatus: order.paymentStatus,
      changedById: actor.staffId,
      changedByName: actor.name,
      notes: request.notes?.trim() ?? "",
    },
  });
  if (action === "confirm") await issueInvoice(tx, orderId);
  if (action === "cancel" || action === "refund") {
    await issueCreditNote(
      tx,
      orderId,
      `${action === "cancel" ? "Order cancelled" : "Order refunded"}: ${request.notes?.trim() ?? ""}`,
      refunded,
    );
  }
  const event = STATUS_EVENTS[result.status];
  if (event) await enqueueOrderEvent(tx, event, orderId);
  const closing = action === "cancel" || action === "refund";
  const shipment = closing
    ? await tx.shipment.findUnique({ where: { orderId }, select: { status: true, carrier: true } })
    : null;
  const restocked = closing && restocksOnClose(order, request.restock, parcelAtShop(shipment));
  // A staff member's action is in the audit log too (a courier's or the system's has no staff id).
  if (actor.staffId !== null) {
    const shipped = action === "ship" && typeof extra.trackingNumber === "string";
    await recordAudit(tx, actor, {
      action: `order_${action}`,
      entity: "order",
      entityId: orderId,
      before: { status: order.status, payment_status: order.paymentStatus },
      after: {
        status: result.status,
        ...(request.notes?.trim() ? { notes: request.notes.trim() } : {}),
        ...(shipped ? { tracking_number: extra.trackingNumber } : {}),
        ...(closing && refunded !== undefined ? { refund_amount: paiseToRupees(refunded) } : {}),
        ...(closing ? { restocked } : {}),
      },
    });
  }
  if (!closing) return NO_STOCK_MOVES;
  const restored = restocked
    ? await restoreStock(tx, orderId, { staffId: actor.staffId, note: `Order ${order.orderNumber} ${result.status}` })
    : NO_STOCK_MOVES;
  if (action === "cancel") await releaseCoupon(tx, orderId);
  return restored;
}

/**
 * When the action makes a refund due: one refund row per captured payment with something left on
 * it (an order edited up and paid through Pay now has two), each created once under its own key.
 */
async function planRefund(request: ActionRequest): Promise<RefundPlan | null> {
  return db.$transaction(async (tx) => {
    const order = await lockedOrder(tx, request.orderId);
    const verdict = await refundVerdict(tx, order, request.action);
    if (!verdict.ok) throw new AppError(409, verdict.code, verdict.message);
    if (verdict.payments.length === 0) return null;
    const parts: RefundPart[] = [];
    for (const payment of verdict.payments) {
      const idempotencyKey = `refund-order-${order.id}-${payment.id}`;
      const refund = await tx.refund.upsert({
        where: { idempotencyKey },
        create: {
          orderId: order.id,
          paymentId: payment.id,
          amount: payment.amount,
          reason: request.notes?.trim() ?? "",
          idempotencyKey,
        },
        update: {},
      });
      // A retry sends what the first try planned, under the same key (the gateway answers with the same refund).
      parts.push({
        razorpayPaymentId: payment.razorpayPaymentId,
        amount: refund.amount,
        idempotencyKey,
        refundRowId: refund.id,
      });
    }
    return { parts, amount: parts.reduce((sum, part) => sum + part.amount, 0) };
  });
}

/** A booking claimed longer ago than this is taken over by a retry (the server that claimed it stopped). */
const STALE_BOOKING_MS = 2 * 60_000;
const DEFAULT_SHIPPING: ShippingChoice = {
  pickupLocationId: PICKUP_LOCATION_ID,
  returnDetailsId: RETURN_DETAILS_ID,
  handedOver: null,
};

/** What a booking reads of each line: the weight and box of the variant sold (its product's weight, when the variant was deleted since). */
const SHIPPED_LINE = {
  product: { select: { weightGrams: true } },
  variant: { select: { weightGrams: true, ...VARIANT_BOX_SELECT } },
} satisfies Prisma.OrderItemInclude;

type ShippableOrder = Prisma.OrderGetPayload<{
  include: { items: { include: typeof SHIPPED_LINE } };
}>;

function bookingOf(
  order: ShippableOrder,
  shipping: ShippingChoice,
  invoiceNumber: string,
  weightGrams: number,
  fallbackEmail: string,
): Booking {
  return {
    reference: order.orderNumber,
    orderDate: order.createdAt,
    pickupLocationId: shipping.pickupLocationId,
    invoiceNumber,
    recipient: {
      name: order.recipientName,
      phone: order.recipientPhone,
      email: order.customerEmail || fallbackEmail,
      address: order.deliveryAddress,
      apartment: order.deliveryApartment,
      city: order.deliveryCity,
      state: order.deliveryState,
      pincode: order.deliveryPincode,
      country: order.deliveryCountry || DEFAULT_SHIPMENT_COUNTRY,
    },
    paymentMethod: order.paymentMethod,
    items: order.items.map((item) => ({
      // The size sold, by name and SKU at order time (issue 28); lines older than variants fall back to the product id.
      name: variantLineName(item.productName, item.variantLabel),
      sku: item.variantSku ?? `P${item.productId ?? `I${item.id}`}`,
      units: item.quantity,
      unitPrice: item.discountPrice,
      hsn: item.hsnCode,
      box: boxOf(item.variant),
    })),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    discount: order.couponDiscount,
    balanceOnDelivery: order.balanceCollectedAt ? 0 : order.balanceOnDelivery,
    weightGrams,
    handedOver: shipping.handedOver,
  };
}

/**
 * Claims the order's shipment row (status "booking") under the order's lock, so two admins, a
 * double click or a retried request book it once; the claim is released when booking fails.
 */
async function claimShipment(
  request: ActionRequest,
  carrier: Carrier,
  details: { invoiceNumber: string; country: string; weightGrams: number },
): Promise<number> {
  const shipping = request.shipping ?? DEFAULT_SHIPPING;
  return db.$transaction(async (tx) => {
    const order = await lockedOrder(tx, request.orderId);
    const check = applyAction(order, "ship");
    if (!check.ok) throw new AppError(409, "illegal_transition", check.message);
    const existing = await tx.shipment.findUnique({ where: { orderId: order.id } });
    if (existing && (existing.status !== "booking" || Date.now() - existing.updatedAt.getTime() < STALE_BOOKING_MS)) {
      throw new AppError(
        409,
        "shipment_in_progress",
        "This order's shipment is already being booked. Wait a minute, then reload the order.",
      );
    }
    const data = {
      carrier: carrier.name,
      status: "booking" as const,
      ...details,
      pickupLocationId: shipping.pickupLocationId,
      returnDetailsId: shipping.returnDetailsId,
    };
    const claim = existing
      ? await tx.shipment.update({ where: { id: existing.id }, data })
      : await tx.shipment.create({ data: { orderId: order.id, ...data } });
    return claim.id;
  });
}

const releaseClaim = (claimId: number) => db.shipment.deleteMany({ where: { id: claimId, status: "booking" } });

/**
 * Books the order with the carrier: refused for a pincode the carrier does not serve (or COD where
 * it collects no cash), claimed first, then booked, then recorded with the status change. Any
 * failure leaves the order as it was.
 */
async function shipOrder(request: ActionRequest, carrier: Carrier): Promise<void> {
  const order = await db.order.findUnique({
    where: { id: request.orderId },
    include: { items: { include: SHIPPED_LINE } },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const check = applyAction(order, "ship");
  if (!check.ok) throw new AppError(409, "illegal_transition", check.message);
  const weightGrams = order.items.reduce(
    (sum, item) => sum + (item.variant?.weightGrams ?? item.product?.weightGrams ?? 250) * item.quantity,
    0,
  );
  const cod = order.paymentMethod === "cod";
  // The checkout's own rule (the shop's pincode list and the courier), asked afresh for this parcel.
  const reach = await checkDelivery(order.deliveryPincode, new Date(), {
    carrier,
    weightKg: weightGrams / 1000,
    fresh: true,
  });
  if (!reach.serviceable)
    throw new AppError(
      422,
      "unserviceable_pincode",
      `The shop does not deliver to pincode ${order.deliveryPincode} (its pincode list or the courier). Change the delivery address or cancel the order.`,
    );
  if (cod && !reach.cod_allowed)
    throw new AppError(
      422,
      "cod_unavailable",
      `Cash on delivery cannot be collected at pincode ${order.deliveryPincode} (its pincode list or the courier).`,
    );
  const invoiceNumber = invoiceNumberOf(order);
  const country = order.deliveryCountry || DEFAULT_SHIPMENT_COUNTRY;
  const claimId = await claimShipment(request, carrier, { invoiceNumber, country, weightGrams });
  let booked: BookedShipment;
  try {
    const store = await db.storeSettings.findUnique({ where: { id: 1 }, select: { email: true } });
    booked = await carrier.book(
      bookingOf(order, request.shipping ?? DEFAULT_SHIPPING, invoiceNumber, weightGrams, store?.email ?? ""),
    );
  } catch (error) {
    await releaseClaim(claimId);
    throw error;
  }
  const { trackingNumber, courierName, carrierOrderId, carrierShipmentId, labelUrl } = booked;
  try {
    await db.$transaction((tx) =>
      changeStatus(tx, request, {
        trackingNumber,
        shipmentCreated: true,
        invoiceNumber,
        shipment: {
          update: {
            status: "created",
            trackingNumber,
            courierName,
            carrierOrderId,
            carrierShipmentId,
            labelUrl,
            // Couriers time their scans to the second: so is the booking, so that a scan in the same second still comes after it.
            events: {
              create: {
                status: "created",
                description: courierName ? `Shipment booked with ${courierName}` : "Shipment created",
                location: "",
                occurredAt: new Date(Math.floor(Date.now() / 1000) * 1000),
              },
            },
          },
        },
      }),
    );
  } catch (error) {
    await releaseClaim(claimId);
    if (isUniqueViolation(error))
      throw new AppError(409, "awb_in_use", `AWB ${trackingNumber} is already used by another shipment.`);
    // The order changed while the courier booked it (e.g. cancelled): the booking is withdrawn so nothing ships.
    await carrier.cancel({ trackingNumber });
    throw error;
  }
}

/** Long enough for the carrier's cancel (and a token renewal) while the order stays locked. */
const WITHDRAWAL_TIMEOUT_MS = 60_000;

/**
 * Before a cancel or refund: withdraws the order's courier booking while the parcel is still at the
 * shop, so it is never picked up for an order that is over, and records it in the status history.
 * The order's row stays locked through the carrier's call, so concurrent or retried cancels withdraw
 * once and a carrier failure (502) leaves the order and its shipment as they were. Once the courier
 * has the parcel a cancel is refused; a refund goes on (the money is returned, the parcel travels).
 */
async function withdrawBooking(request: ActionRequest, carrierOf: () => Carrier): Promise<void> {
  await db.$transaction(
    async (tx) => {
      const order = await lockedOrder(tx, request.orderId);
      const check = applyAction(order, request.action);
      if (!check.ok) throw new AppError(409, "illegal_transition", check.message);
      const shipment = await tx.shipment.findUnique({ where: { orderId: order.id } });
      const step = withdrawalOf(shipment?.status ?? null);
      if (!shipment || step === "nothing") return;
      if (step === "wait") {
        if (Date.now() - shipment.updatedAt.getTime() < STALE_BOOKING_MS) {
          throw new AppError(
            409,
            "shipment_in_progress",
            "This order's shipment is being booked with the courier. Wait a minute, then try again.",
          );
        }
        // The server that claimed the booking stopped before recording it (see claimShipment).
        await tx.shipment.delete({ where: { id: shipment.id } });
        return;
      }
      if (step === "with_courier") {
        if (request.action === "cancel") throw new ParcelWithCourier();
        return;
      }
      const carrier = shipment.carrier === manualCarrier.name ? manualCarrier : carrierOf();
      if (carrier.name !== shipment.carrier)
        throw new CarrierError(
          `This shipment was booked with ${shipment.carrier}, which the shop no longer uses. Nothing was changed; cancel the booking there first.`,
        );
      const awb = shipment.trackingNumber!;
      try {
        await carrier.cancel({ trackingNumber: awb });
      } catch (error) {
        if (!(error instanceof ParcelWithCourier) || request.action === "cancel") throw error;
        // The shop had not heard of the pickup yet: the refund goes on, and the parcel counts as travelling.
        await tx.shipment.update({ where: { id: shipment.id }, data: { status: "picked_up" } });
        return;
      }
      const courier = shipment.courierName || "the courier";
      const note = carrier.needsHandover
        ? `Shipment ${awb} with ${courier} cancelled in the shop: it was handed over by hand, so tell the courier not to deliver it`
        : `Courier booking withdrawn: AWB ${awb} with ${courier} cancelled before pickup`;
      const occurredAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      await tx.shipment.update({
        where: { id: shipment.id },
        data: {
          status: "cancelled",
          events: { create: { status: "cancelled", description: note, location: "", occurredAt } },
        },
      });
      await tx.orderStatusHistory.create({
        data: {
          orderId: order.id,
          status: order.status,
          paymentStatus: order.paymentStatus,
          changedById: request.actor.staffId,
          changedByName: request.actor.name,
          notes: note,
        },
      });
      if (request.actor.staffId !== null)
        await recordAudit(tx, request.actor, {
          action: "shipment_withdrawn",
          entity: "order",
          entityId: order.id,
          before: { shipment_status: shipment.status, tracking_number: awb },
          after: { shipment_status: "cancelled", notes: note },
        });
    },
    { timeout: WITHDRAWAL_TIMEOUT_MS },
  );
}

/**
 * A courier reported the parcel delivered: the order becomes delivered unless it already is (or was
 * closed meanwhile), and the cash of a cash-on-delivery order counts as collected by the courier.
 */
export async function markDeliveredByCourier(tx: Tx, orderId: number, courierName: string): Promise<void> {
  const order = await lockedOrder(tx, orderId);
  const actor = { staffId: null, name: courierName || "Courier" };
  if (applyAction(order, "deliver").ok) {
    await changeStatus(tx, {
      orderId,
      action: "deliver",
      notes: "Delivered, as the courier's tracking reports",
      actor,
    });
  }
  if (order.paymentMethod === "cod" || order.balanceOnDelivery > 0)
    await collectCash(tx, orderId, actor, "collected by the courier on delivery");
}

/**
 * Cancels or refunds with money involved: each payment's gateway refund is sent BEFORE the status
 * changes, with its own idempotency key, so a failure leaves the order as it was and a retry never
 * pays twice (the parts already sent are answered again by the gateway under their keys).
 */
async function refundThenChange(
  request: ActionRequest,
  plan: RefundPlan,
  gateway: PaymentGateway,
): Promise<{ refundId: string; stock: StockMoves }> {
  const sent: string[] = [];
  for (const [index, part] of plan.parts.entries()) {
    const refund = await gateway
      .refund({
        paymentId: part.razorpayPaymentId,
        amount: part.amount,
        idempotencyKey: part.idempotencyKey,
        notes: { order_id: String(request.orderId) },
      })
      .catch(async (error: unknown) => {
        // A refusal moved no money: that part and the ones not sent yet go. An unreachable gateway
        // may have refunded, so that part stays for the webhook and for a retry under the same key.
        const unsent = plan.parts.slice(error instanceof GatewayError && error.statusCode ? index : index + 1);
        await db.refund.deleteMany({
          where: { id: { in: unsent.map((other) => other.refundRowId) }, razorpayRefundId: null },
        });
        throw error;
      });
    // Only forward: the refund.processed webhook may already have marked it processed.
    await db.refund.update({
      where: { id: part.refundRowId },
      data: { razorpayRefundId: refund.id, ...(refund.status === "processed" ? { status: "processed" as const } : {}) },
    });
    sent.push(refund.id);
  }
  const stock = await db.$transaction((tx) => changeStatus(tx, request, {}, plan.amount));
  return { refundId: sent[0], stock };
}

/** Whether the action would close the order now (the links are cancelled only for a cancel or refund that goes through). */
async function closes(request: ActionRequest): Promise<boolean> {
  const order = await db.order.findUnique({ where: { id: request.orderId } });
  return order !== null && applyAction(order, request.action).ok;
}

/**
 * Runs one admin action on one order: the state machine decides, the change and its history row
 * are written together under a row lock; cancelling restores stock and frees the coupon; shipping
 * books the shipment with the carrier (see shipOrder); cancelling or refunding first withdraws the
 * courier booking (see withdrawBooking), then a paid online order gets an idempotent refund (the
 * refund.processed webhook then marks the payment refunded).
 */
export async function runOrderAction(request: ActionRequest, dependencies: Dependencies = {}): Promise<ActionOutcome> {
  if (ACTIONS_NEEDING_REASON.has(request.action) && !request.notes?.trim()) {
    throw new AppError(400, "reason_required", `A reason is required to ${request.action} an order.`);
  }
  let refundId: string | null = null;
  if (request.action === "ship") {
    await shipOrder(request, dependencies.carrier ?? defaultCarrier());
  } else {
    if (request.action === "cancel" || request.action === "refund") {
      await withdrawBooking(request, () => dependencies.carrier ?? defaultCarrier());
      // The balance's payment links go first, so one paid meanwhile is recorded and refunded with the rest.
      if (await closes(request)) await cancelOpenLinks(request.orderId, dependencies.gateway ?? razorpayGateway());
    }
    const plan = await planRefund(request);
    let stock: StockMoves;
    if (plan) ({ refundId, stock } = await refundThenChange(request, plan, dependencies.gateway ?? razorpayGateway()));
    else stock = await db.$transaction((tx) => changeStatus(tx, request));
    revalidateStock(stock);
  }
  const order = await db.order.findUniqueOrThrow({ where: { id: request.orderId } });
  return {
    orderId: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    trackingNumber: order.trackingNumber,
    refundId,
  };
}

/**
 * One order's outcome: `order_id` is the id sent, `order_number` what the shop shows (null for an id
 * that matches no order); a shipment booked has its AWB in `tracking_number`.
 */
export type BulkResult = {
  order_id: number;
  order_number: string | null;
  success: boolean;
  status?: string;
  tracking_number?: string | null;
  message: string;
};

/** Runs an action on each order in turn; one order's refusal never stops the others. */
export async function runBulkAction(
  orderIds: number[],
  action: OrderAction,
  notes: string | null,
  actor: Actor,
  dependencies: Dependencies = {},
  shippingOf?: (orderId: number) => ShippingChoice,
): Promise<BulkResult[]> {
  const ids = [...new Set(orderIds)];
  const numbers = new Map(
    (await db.order.findMany({ where: { id: { in: ids } }, select: { id: true, orderNumber: true } })).map((order) => [
      order.id,
      order.orderNumber,
    ]),
  );
  const results: BulkResult[] = [];
  for (const orderId of ids) {
    const order_number = numbers.get(orderId) ?? null;
    try {
      const outcome = await runOrderAction(
        { orderId, action, notes, actor, shipping: shippingOf?.(orderId) },
        dependencies,
      );
      const shipped = action === "ship" ? { tracking_number: outcome.trackingNumber } : {};
      results.push({
        order_id: orderId,
        order_number,
        success: true,
        status: outcome.status,
        ...shipped,
        message: `Order ${action} done`,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ order_id: orderId, order_number, success: false, message: error.message });
    }
  }
  return results;
}
