import "server-only";
import type { Order, Prisma } from "@prisma/client";
import { formatINR } from "@/lib/domain/format";
import { maskedPayment } from "@/lib/domain/refund-split";
import { db } from "@/lib/server/db";
import { enqueueInTransaction } from "@/lib/server/queue/queue";
import { razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";
import { EXCESS_REFUND } from "@/lib/validation/queue/queues";
import { sendToGateway } from "./partial-refunds";

type Tx = Prisma.TransactionClient;

/** Who the refund of a payment not due is made by, on the history and at Razorpay. */
const SHOP = { staffId: null, name: "Shop (payment not due)" } as const;

/**
 * A captured payment of which `excess` paise were not due (issue #30, docs/refunds.md "A payment not
 * due"): the balance of an edit paid twice (the payment link and Pay now, in either order), or paid
 * after the order was cancelled or refunded. In the capture's own transaction (the caller holds the
 * order's lock), once per payment (the refund row's key `excess-{payment}` is unique): a refund row
 * (kind `excess`: no credit note, the invoice did not change; it holds its amount of the payment, so
 * no other refund takes it), a line on the order's history and the `excess-refund` job, which asks
 * Razorpay once the transaction has committed.
 */
export async function recordExcessPayment(
  tx: Tx,
  order: Pick<Order, "id" | "version" | "status" | "paymentStatus">,
  payment: { id: string; razorpayPaymentId: string; amount: number },
  excess: number,
  why: string,
): Promise<void> {
  if (excess <= 0) return;
  const idempotencyKey = `excess-${payment.id}`;
  if (await tx.refund.findUnique({ where: { idempotencyKey } })) return;
  const refund = await tx.refund.create({
    data: {
      orderId: order.id,
      paymentId: payment.id,
      amount: excess,
      reason: why,
      idempotencyKey,
      kind: "excess",
      method: "razorpay",
      lines: [],
      orderVersion: order.version,
      createdByName: SHOP.name,
    },
  });
  await tx.orderStatusHistory.create({
    data: {
      orderId: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
      changedByName: "Razorpay",
      notes: `Payment ${maskedPayment(payment.razorpayPaymentId)} of ${formatINR(payment.amount)} received when ${formatINR(excess)} of it was not due (${why}): ${formatINR(excess)} is refunded to it automatically, with no credit note.`,
    },
  });
  await enqueueInTransaction(tx, EXCESS_REFUND, { refundId: refund.id });
}

/**
 * The `excess-refund` job: asks Razorpay for the refund row under its key (a retried job, or a
 * reply lost, gets the same refund back, never a second). Processed: completed once (the history
 * line and the shopper's one e-mail, no credit note). Refused: marked failed with Razorpay's reason on
 * the history, for staff's Retry. Unreachable: the job fails and pg-boss retries it.
 */
export async function refundExcessPayment(
  refundId: string,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<"sent" | "nothing to do"> {
  const refund = await db.refund.findUnique({ where: { id: refundId } });
  if (!refund || refund.kind !== "excess" || refund.status !== "pending") return "nothing to do";
  await sendToGateway(refund, null, SHOP, gateway, "fail");
  return "sent";
}
