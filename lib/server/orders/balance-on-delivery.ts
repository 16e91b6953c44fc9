import "server-only";
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
 * "Collect on delivery" for the balance an edit left on a paid online order (issue #30,
 * docs/order-operations.md "Balance collected on delivery"): under the order's lock the balance
 * moves from `balanceDue` to `balanceOnDelivery` (so ship is allowed and Pay now / the link take
 * nothing more), with a history row and an audit entry naming who and when. Once: a second call
 * (a double click) finds it recorded and writes nothing. Refused (409) when nothing is due or the
 * order is no longer open. After the commit the version's open payment link is cancelled at Razorpay.
 */
export async function recordBalanceOnDelivery(
  orderId: number,
  actor: Actor,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<void> {
  const recorded = await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    if (order.balanceDue <= 0 && order.balanceOnDelivery > 0 && isEditable(order.status)) return null;
    if (order.paymentMethod !== "prepaid" || order.balanceDue <= 0)
      throw new AppError(409, "no_balance_due", "This order has no balance to collect.");
    if (!isEditable(order.status))
      throw new AppError(
        409,
        "illegal_transition",
        `This order is ${order.status}: the balance can be collected on delivery only before it ships.`,
      );
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
