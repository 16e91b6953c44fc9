import "server-only";
import type { Order, Prisma } from "@prisma/client";
import { applyAction, type OrderAction } from "@/lib/domain/order-status";
import { paiseToRupees } from "@/lib/domain/money";
import { PARCEL_WITH_COURIER, withdrawalOf } from "@/lib/domain/shipment-status";
import { db } from "@/lib/server/db";
import type { ActionPreview, ActionPreviewLine } from "@/lib/domain/order-action-preview";

type Client = Prisma.TransactionClient | typeof db;

export type RefundVerdict =
  | { ok: false; code: "illegal_transition" | "no_captured_payment"; message: string }
  | { ok: true; payment: { id: string; razorpayPaymentId: string; amount: number } | null };

/**
 * What `action` does to `order`'s money, by the state machine: refused, or allowed with the captured
 * online payment it refunds in full (null when no refund is due: cash on delivery, unpaid). The
 * action itself (`runOrderAction`) and the confirmation's preview both ask here.
 */
export async function refundVerdict(client: Client, order: Order, action: OrderAction): Promise<RefundVerdict> {
  const result = applyAction(order, action);
  if (!result.ok) return { ok: false, code: "illegal_transition", message: result.message };
  if (!result.refundDue) return { ok: true, payment: null };
  const payment = await client.payment.findFirst({
    where: { orderId: order.id, status: "captured" },
    orderBy: { createdAt: "desc" },
  });
  if (!payment?.razorpayPaymentId)
    return { ok: false, code: "no_captured_payment", message: "No captured payment to refund for this order." };
  // After partial refunds, what the payment has left (pending ones hold their part too).
  const held = await client.refund.aggregate({
    where: { paymentId: payment.id, kind: "partial", status: { not: "failed" } },
    _sum: { amount: true },
  });
  const amount = payment.amount - (held._sum.amount ?? 0);
  if (amount <= 0) return { ok: true, payment: null };
  return {
    ok: true,
    payment: { id: payment.id, razorpayPaymentId: payment.razorpayPaymentId, amount },
  };
}

/** What running `action` on these orders now would do, order by order, without changing anything (in the order asked). */
export async function previewAction(orderIds: number[], action: OrderAction): Promise<ActionPreview> {
  const ids = [...new Set(orderIds)];
  const found = new Map(
    (await db.order.findMany({ where: { id: { in: ids } }, include: { shipment: { select: { status: true } } } })).map(
      (order) => [order.id, order],
    ),
  );
  const orders: ActionPreviewLine[] = [];
  let refundPaise = 0;
  for (const id of ids) {
    const order = found.get(id);
    if (!order) continue;
    const checked = await refundVerdict(db, order, action);
    // The courier already has the parcel: a cancel is refused (see withdrawBooking in admin-actions).
    const withCourier =
      checked.ok && action === "cancel" && withdrawalOf(order.shipment?.status ?? null) === "with_courier";
    const verdict: RefundVerdict = withCourier
      ? { ok: false, code: "illegal_transition", message: PARCEL_WITH_COURIER }
      : checked;
    const amount = verdict.ok ? (verdict.payment?.amount ?? 0) : 0;
    refundPaise += amount;
    orders.push({
      id,
      order_number: order.orderNumber,
      allowed: verdict.ok,
      refund_amount: paiseToRupees(amount),
      message: verdict.ok ? null : verdict.message,
    });
  }
  return {
    action,
    orders,
    missing: ids.filter((id) => !found.has(id)),
    allowed_count: orders.filter((line) => line.allowed).length,
    refund_total: paiseToRupees(refundPaise),
  };
}
