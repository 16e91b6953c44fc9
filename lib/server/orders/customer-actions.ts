import "server-only";
import type { Prisma } from "@prisma/client";
import { deliveryRefusal } from "@/lib/domain/delivery";
import { awaitsOnlinePayment, CUSTOMER_ACTOR } from "@/lib/domain/order-status";
import { paymentStanding } from "@/lib/domain/payment-window";
import { revalidateStock } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { enqueueOrderEvent, jobQueue } from "@/lib/server/queue/queue";
import type { Carrier } from "@/lib/server/shipping/carrier";
import { checkDelivery } from "@/lib/server/shipping/delivery-check";
import { codRefusal } from "./create-order";
import { lockOrder, releaseCoupon, restoreStock } from "./release";

type Tx = Prisma.TransactionClient;

export type CustomerOrderChange = {
  order_id: number;
  order_number: string;
  payment_method: "cod" | "prepaid";
  order_status: string;
  payment_status: string;
};

const changeOf = (order: {
  id: number;
  orderNumber: string;
  paymentMethod: "cod" | "prepaid";
  status: string;
  paymentStatus: string;
}): CustomerOrderChange => ({
  order_id: order.id,
  order_number: order.orderNumber,
  payment_method: order.paymentMethod,
  order_status: order.status,
  payment_status: order.paymentStatus,
});

/** The customer's order, locked for the rest of the transaction (anyone else's reads as not found). */
async function lockedOwnOrder(tx: Tx, customerId: number, orderId: number) {
  const order = await tx.order.findFirst({ where: { id: orderId, customerId }, select: { id: true } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  await lockOrder(tx, orderId);
  return tx.order.findUniqueOrThrow({ where: { id: orderId } });
}

/** Why an online order can no longer change how it is paid, or be cancelled by the shopper: it is paid, or closed. */
function unpayableRefusal(order: Parameters<typeof paymentStanding>[0], now: Date): AppError | null {
  const standing = paymentStanding(order, now);
  if (standing === "paid" || standing === "refunded")
    return new AppError(409, "already_paid", "This order has already been paid.");
  if (standing !== "payable")
    return new AppError(409, "payment_window_closed", "Payment not completed: this order's payment window has passed.");
  return null;
}

/**
 * Why an order cannot be paid on delivery, under checkout's own rules: the merchant's COD setting and
 * limit for the order's total, and the delivery pincode's cash on delivery (the shop's list and the
 * courier); null when it can. The payment page asks it before offering the switch.
 */
export async function cashOnDeliveryRefusal(
  order: { total: number; deliveryPincode: string },
  now = new Date(),
  { carrier }: { carrier?: Carrier } = {},
): Promise<AppError | null> {
  const settings = await db.storeSettings.findUniqueOrThrow({
    where: { id: 1 },
    select: { codEnabled: true, codMaxAmount: true },
  });
  const limit = codRefusal(order.total, settings);
  if (limit) return limit;
  const refusal = deliveryRefusal(await checkDelivery(order.deliveryPincode, now, { carrier }), "cod");
  return refusal && new AppError(422, refusal.code, refusal.message);
}

/**
 * Turns one of the customer's unpaid online orders into a cash-on-delivery order where checkout would
 * allow it (cashOnDeliveryRefusal). Under the order's row lock, so a payment
 * captured meanwhile wins (a paid order is refused); asked again, an order already on cash on
 * delivery is answered as it is. The shopper and the merchant then get the e-mails of a COD order.
 */
export async function switchToCashOnDelivery(
  customerId: number,
  orderId: number,
  now = new Date(),
  { carrier }: { carrier?: Carrier } = {},
): Promise<CustomerOrderChange> {
  const order = await db.order.findFirst({ where: { id: orderId, customerId } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  if (order.paymentMethod === "cod") return changeOf(order);
  const early = unpayableRefusal(order, now);
  if (early) throw early;
  const refusal = await cashOnDeliveryRefusal(order, now, { carrier });
  if (refusal) throw refusal;
  await jobQueue();
  return db.$transaction(async (tx) => {
    const locked = await lockedOwnOrder(tx, customerId, orderId);
    if (locked.paymentMethod === "cod") return changeOf(locked);
    const late = unpayableRefusal(locked, now);
    if (late) throw late;
    const switched = await tx.order.update({
      where: { id: orderId },
      data: { paymentMethod: "cod", paymentStatus: "pending", paymentExpiresAt: null },
    });
    await tx.orderStatusHistory.create({
      data: {
        orderId,
        status: switched.status,
        paymentStatus: "pending",
        changedByName: CUSTOMER_ACTOR,
        notes: "Switched to cash on delivery by the customer",
      },
    });
    // Now a COD order: its "placed" e-mails (the shopper's and the merchant's) go out, once, if this commits.
    await enqueueOrderEvent(tx, "order-placed", orderId);
    return changeOf(switched);
  });
}

/**
 * Cancels one of the customer's online orders that still waits for its payment: its stock goes back
 * and its coupon is freed, as when the payment window passes. Refused once paid (a paid order is
 * cancelled by the shop, which refunds it); asked again, a cancelled order is answered as it is.
 */
export async function cancelUnpaidOrder(
  customerId: number,
  orderId: number,
  now = new Date(),
): Promise<CustomerOrderChange> {
  await jobQueue();
  const { change, stock } = await db.$transaction(async (tx) => {
    const order = await lockedOwnOrder(tx, customerId, orderId);
    if (order.status === "cancelled") return { change: changeOf(order), stock: null };
    if (!awaitsOnlinePayment(order))
      throw new AppError(
        409,
        "not_cancellable",
        "Only an online order waiting for its payment can be cancelled here. Please contact us to cancel this order.",
      );
    const refusal = unpayableRefusal(order, now);
    if (refusal) throw refusal;
    const cancelled = await tx.order.update({ where: { id: orderId }, data: { status: "cancelled" } });
    const restored = await restoreStock(tx, orderId, {
      staffId: null,
      note: `Order ${order.orderNumber}: cancelled by the customer before paying`,
    });
    await releaseCoupon(tx, orderId);
    await tx.orderStatusHistory.create({
      data: {
        orderId,
        status: "cancelled",
        paymentStatus: order.paymentStatus,
        changedByName: CUSTOMER_ACTOR,
        notes: "Cancelled by the customer before paying",
      },
    });
    await enqueueOrderEvent(tx, "order-cancelled", orderId);
    return { change: changeOf(cancelled), stock: restored };
  });
  if (stock) revalidateStock(stock);
  return change;
}
