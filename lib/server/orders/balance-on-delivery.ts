import "server-only";
import type { Order, Prisma } from "@prisma/client";
import { formatINR } from "@/lib/domain/format";
import { paiseToRupees } from "@/lib/domain/money";
import { isEditable } from "@/lib/domain/order-status";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { log } from "@/lib/log";
import { razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";
import { enqueueInTransaction } from "@/lib/server/queue/queue";
import { ORDER_NOTICE } from "@/lib/validation/queue/queues";
import { applyPaymentLinkPaid } from "./payment-links";
import { lockOrder } from "./release";

/**
 * "Collect on delivery" for the balance an edit left (issue #30, docs/order-operations.md "Balance
 * collected on delivery"), under the order's lock, with a history row and an audit entry naming who
 * and when. A paid online order's balance moves from `balanceDue` to `balanceOnDelivery` (so ship is
 * allowed and Pay now / the link take nothing more); a cash-on-delivery order's shopper agreed (by
 * phone) to pay its new total in cash, so nothing is due before shipping. Once: a second call (a
 * double click) on a prepaid order finds it recorded and writes nothing. Refused (409) when nothing
 * is due or the order is no longer open. After the commit the version's open payment link is cancelled at Razorpay.
 */
export async function recordBalanceOnDelivery(
  orderId: number,
  actor: Actor,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<void> {
  const recorded = await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    if (order.paymentMethod === "cod" && order.balanceDue > 0)
      return acceptCodBalance(tx, order, { kind: "staff", actor });
    if (order.balanceDue <= 0 && order.balanceOnDelivery > 0 && isEditable(order.status)) return null;
    if (order.balanceDue <= 0) throw new AppError(409, "no_balance_due", "This order has no balance to collect.");
    if (!isEditable(order.status)) throw shippedAlready(order.status);
    const amount = order.balanceDue;
    await tx.order.update({ where: { id: orderId }, data: { balanceDue: 0, balanceOnDelivery: amount } });
    await tx.orderStatusHistory.create({
      data: {
        orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        changedById: actor.staffId,
        changedByName: actor.name,
        notes: `Balance of ${formatINR(amount)} to be collected in cash on delivery: the order may ship`,
      },
    });
    await recordAudit(tx, actor, {
      action: "balance_on_delivery",
      entity: "order",
      entityId: orderId,
      before: { balance_due: paiseToRupees(amount) },
      after: { balance_due: 0, balance_on_delivery: paiseToRupees(amount) },
    });
    // The shopper is told what to pay the courier, once per edited version (docs/order-operations.md).
    await enqueueInTransaction(tx, ORDER_NOTICE, { notice: "balance-on-delivery", orderId, version: order.version });
    return { version: order.version };
  });
  if (recorded) await cancelOpenLinks(orderId, gateway);
}

/**
 * The order page's "Accept the new total": the signed-in shopper of a cash-on-delivery order an edit
 * raised agrees to pay its new total in cash on delivery, and the order may ship. Idempotent (nothing
 * waiting answers as done); another customer's order is a 404.
 */
export async function acceptNewTotal(customerId: number, orderId: number): Promise<{ order_id: number }> {
  await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    if (order.customerId !== customerId) throw new AppError(404, "order_not_found", "Order not found");
    if (order.paymentMethod !== "cod")
      throw new AppError(409, "not_cash_on_delivery", 'This order is paid online: please use "Pay now".');
    await acceptCodBalance(tx, order, { kind: "shopper" });
  });
  return { order_id: orderId };
}

type AcceptedBy = { kind: "shopper" } | { kind: "staff"; actor: Actor };

/** A COD order's raised total agreed to, by its shopper or (by phone) staff: nothing is due before shipping. */
async function acceptCodBalance(tx: Prisma.TransactionClient, order: Order, by: AcceptedBy): Promise<null> {
  if (order.balanceDue <= 0) return null;
  if (!isEditable(order.status)) throw shippedAlready(order.status);
  await tx.order.update({ where: { id: order.id }, data: { balanceDue: 0 } });
  const agreed = `${formatINR(order.total)} in cash on delivery (${formatINR(order.balanceDue)} more after the edit)`;
  await tx.orderStatusHistory.create({
    data: {
      orderId: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
      changedById: by.kind === "staff" ? by.actor.staffId : null,
      changedByName: by.kind === "staff" ? by.actor.name : "Customer",
      notes:
        by.kind === "staff"
          ? `The customer agreed to pay ${agreed}: the order may ship`
          : `New total accepted by the customer: ${agreed}. The order may ship`,
    },
  });
  if (by.kind === "staff")
    await recordAudit(tx, by.actor, {
      action: "balance_on_delivery",
      entity: "order",
      entityId: order.id,
      before: { balance_due: paiseToRupees(order.balanceDue) },
      after: { balance_due: 0, cash_on_delivery: paiseToRupees(order.total) },
    });
  return null;
}

function shippedAlready(status: string): AppError {
  return new AppError(
    409,
    "illegal_transition",
    `This order is ${status}: the balance can be collected on delivery only before it ships.`,
  );
}

/**
 * The order's open payment links, cancelled at Razorpay, then here. A link Razorpay will not cancel
 * because it was paid meanwhile is fetched and its captured payment recorded now, as its
 * `payment_link.paid` webhook would (once: the webhook later finds it paid), so a cancel's refund
 * that follows covers it too. Any other failure is logged and left (Razorpay expires the link).
 */
export async function cancelOpenLinks(orderId: number, gateway: PaymentGateway = razorpayGateway()): Promise<void> {
  const open = await db.paymentLink.findMany({
    where: { orderId, status: "created", razorpayLinkId: { not: null } },
  });
  for (const link of open) {
    try {
      await gateway.cancelPaymentLink(link.razorpayLinkId!);
      await db.paymentLink.updateMany({ where: { id: link.id, status: "created" }, data: { status: "cancelled" } });
    } catch (error) {
      const remote = await gateway.findPaymentLink(link.referenceId).catch(() => null);
      const paid = remote?.status === "paid" ? remote.payments?.find((payment) => payment.status === "captured") : null;
      if (remote && paid) {
        await db.$transaction((tx) =>
          applyPaymentLinkPaid(
            tx,
            {
              link: { id: remote.id, reference_id: remote.referenceId, order_id: remote.orderId ?? null },
              payment: { id: paid.id, order_id: remote.orderId ?? null, amount: paid.amount, method: paid.method },
            },
            "Razorpay",
          ),
        );
      } else log.warn({ err: error, paymentLink: link.id }, "payment link not cancelled");
    }
  }
}
