import "server-only";
import type { Order, Prisma } from "@prisma/client";
import { applyAction, type OrderAction } from "@/lib/domain/order-status";
import { paiseToRupees } from "@/lib/domain/money";
import { PARCEL_WITH_COURIER, withdrawalOf } from "@/lib/domain/shipment-status";
import { db } from "@/lib/server/db";
import type { ActionPreview, ActionPreviewLine } from "@/lib/domain/order-action-preview";
import { refundableOf } from "@/lib/domain/refund-split";
import { capturedPayments, refundParts } from "./payments-left";

type Client = Prisma.TransactionClient | typeof db;

/** One captured payment and what is left of it to refund (paise). */
export type RefundablePayment = { id: string; razorpayPaymentId: string; amount: number };

export type RefundVerdict =
  | { ok: false; code: "illegal_transition" | "no_captured_payment"; message: string }
  | { ok: true; payments: RefundablePayment[] };

/**
 * What `action` does to `order`'s money, by the state machine: refused, or allowed with what is left
 * on EVERY captured online payment of the order (an order edited up has a second payment, the
 * balance paid through Pay now or a payment link), newest first: everything the payments have left,
 * split by the one rule of `lib/domain/refund-split.ts` (each payment at most its captured amount less
 * the partial refunds it holds, an edit's refund of the difference among them, pending ones included).
 * Empty when no refund is due: cash on delivery, unpaid, all refunded. The action itself
 * (`runOrderAction`) and the confirmation's preview both ask here.
 */
export async function refundVerdict(client: Client, order: Order, action: OrderAction): Promise<RefundVerdict> {
  const result = applyAction(order, action);
  if (!result.ok) return { ok: false, code: "illegal_transition", message: result.message };
  if (!result.refundDue) return { ok: true, payments: [] };
  const captured = await capturedPayments(client, order.id, { wholeRefunds: false });
  if (captured.length === 0)
    return { ok: false, code: "no_captured_payment", message: "No captured payment to refund for this order." };
  const parts = refundParts(captured, refundableOf(captured));
  return {
    ok: true,
    payments: parts.map((part) => ({
      id: part.paymentId,
      razorpayPaymentId: part.razorpayPaymentId,
      amount: part.amount,
    })),
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
    const amount = verdict.ok ? verdict.payments.reduce((sum, payment) => sum + payment.amount, 0) : 0;
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
