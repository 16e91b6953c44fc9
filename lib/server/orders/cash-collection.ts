import "server-only";
import type { OrderStatus, PaymentStatus, Prisma } from "@prisma/client";
import { formatINR } from "@/lib/domain/format";
import { paiseToRupees } from "@/lib/domain/money";
import { cashCollection, type CashCollection } from "@/lib/domain/order-status";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { lockOrder } from "./release";

type Tx = Prisma.TransactionClient;
/** The rule's verdict, with the order's amount (paise) when its cash is or was collected. */
type Collected =
  | Extract<CashCollection, { ok: false }>
  | (Extract<CashCollection, { ok: true }> & { amount: number; balance?: boolean });

/**
 * Records the cash of a delivered cash-on-delivery order: the payment becomes paid, with a history
 * row naming who, when and the amount (`how` says how it came in). Locks the order first. Answers
 * the rule's verdict (`cashCollection`): a refusal or an earlier collection writes nothing. No tax
 * invoice is issued here: a COD order's was issued once, when it was confirmed.
 */
export async function collectCash(tx: Tx, orderId: number, actor: Actor, how: string): Promise<Collected> {
  if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  if (order.paymentMethod === "prepaid" && order.balanceOnDelivery > 0) return collectBalance(tx, order, actor, how);
  const verdict = cashCollection(order);
  if (!verdict.ok) return verdict;
  if (verdict.alreadyCollected) return { ...verdict, amount: order.total };
  await tx.order.update({ where: { id: orderId }, data: { paymentStatus: "paid" } });
  await tx.orderStatusHistory.create({
    data: {
      orderId,
      status: order.status,
      paymentStatus: "paid",
      changedById: actor.staffId,
      changedByName: actor.name,
      notes: `Cash collected: ${formatINR(order.total)}, ${how}`,
    },
  });
  return { ...verdict, amount: order.total };
}

/** A prepaid order's balance recorded for collection on delivery: received once it is delivered (once). */
async function collectBalance(
  tx: Tx,
  order: {
    id: number;
    status: OrderStatus;
    paymentStatus: PaymentStatus;
    balanceOnDelivery: number;
    balanceCollectedAt: Date | null;
  },
  actor: Actor,
  how: string,
): Promise<Collected> {
  const amount = order.balanceOnDelivery;
  if (order.balanceCollectedAt) return { ok: true, alreadyCollected: true, amount, balance: true };
  if (order.status !== "delivered")
    return {
      ok: false,
      message: `Cash is collected on delivery: this order is ${order.status}. Mark it delivered first.`,
    };
  await tx.order.update({ where: { id: order.id }, data: { balanceCollectedAt: new Date() } });
  await tx.orderStatusHistory.create({
    data: {
      orderId: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
      changedById: actor.staffId,
      changedByName: actor.name,
      notes: `Balance collected in cash: ${formatINR(amount)}, ${how}`,
    },
  });
  return { ok: true, alreadyCollected: false, amount, balance: true };
}

/**
 * The admin's "Cash collected": idempotent (a second call finds it collected and records nothing),
 * audited with the history row in one transaction; a refusal is a 409 with the rule's reason.
 */
export async function recordCashCollected(orderId: number, actor: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    const result = await collectCash(tx, orderId, actor, "recorded by an admin");
    if (!result.ok) throw new AppError(409, "cash_not_collectable", result.message);
    if (result.alreadyCollected) return;
    await recordAudit(tx, actor, {
      action: "cash_collected",
      entity: "order",
      entityId: orderId,
      ...(result.balance
        ? {
            before: { balance_collected: false },
            after: { balance_collected: true, amount: paiseToRupees(result.amount) },
          }
        : {
            before: { payment_status: "pending" },
            after: { payment_status: "paid", amount: paiseToRupees(result.amount) },
          }),
    });
  });
}
