import "server-only";
import type { Prisma } from "@prisma/client";
import { splitRefund, type RefundPart, type SplitPayment } from "@/lib/domain/refund-split";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

type Client = Prisma.TransactionClient | typeof db;

/** A captured online payment of an order, with what refunds hold of it (`lib/domain/refund-split.ts`). */
export type CapturedPayment = SplitPayment & { razorpayPaymentId: string };

/** A part of a refund on one payment, with the payment's Razorpay id. */
export type PaymentRefundPart = RefundPart & { razorpayPaymentId: string };

/**
 * The order's captured online payments (the first, and the balances of edits paid later), each with
 * what the refunds that are not failed hold of it. `wholeRefunds: false` leaves out the rows of the
 * whole-order refund (the refund and cancel actions, `kind` full): that action plans its own parts
 * again under the same keys when retried.
 */
export async function capturedPayments(
  client: Client,
  orderId: number,
  { wholeRefunds = true }: { wholeRefunds?: boolean } = {},
): Promise<CapturedPayment[]> {
  const captured = await client.payment.findMany({
    where: { orderId, status: "captured", razorpayPaymentId: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (captured.length === 0) return [];
  const held = await client.refund.groupBy({
    by: ["paymentId"],
    where: {
      paymentId: { in: captured.map((payment) => payment.id) },
      status: { not: "failed" },
      ...(wholeRefunds ? {} : { kind: { not: "full" as const } }),
    },
    _sum: { amount: true },
  });
  const heldBy = new Map(held.map((row) => [row.paymentId, row._sum.amount ?? 0]));
  return captured.map((payment) => ({
    id: payment.id,
    razorpayPaymentId: payment.razorpayPaymentId!,
    capturedAt: payment.createdAt,
    captured: payment.amount,
    refunded: heldBy.get(payment.id) ?? 0,
  }));
}

/**
 * `amount` split over the payments newest first (`splitRefund`), each part with its Razorpay payment
 * id; more than they have left is a 422 with the figure.
 */
export function refundParts(payments: readonly CapturedPayment[], amount: number): PaymentRefundPart[] {
  const split = splitRefund(payments, amount);
  if (!split.ok)
    throw new AppError(422, split.code === "more_than_paid" ? "more_than_refundable" : split.code, split.message);
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  return split.parts.map((part) => ({ ...part, razorpayPaymentId: byId.get(part.paymentId)!.razorpayPaymentId }));
}
