import "server-only";
import { formatDateTime, formatINR } from "@/lib/domain/format";
import { db } from "@/lib/server/db";
import type { OrderNoticeJob } from "@/lib/server/queue/queue";
import { customerNoticeMail, REFUND_DAYS, shopOf } from "./order-mail";
import type { Mail } from "./send";

const PAID_TO: Record<string, string> = {
  razorpay: "to your original payment method",
  upi: "by UPI",
  bank_transfer: "by bank transfer",
};

/**
 * The e-mails of an `order-notice` job: a failed delivery attempt asks the shopper to confirm the
 * address or a time (one per attempt); a completed partial refund says how much and how (one per
 * refund). Each is keyed by what it tells, so a retried job sends it once.
 */
export async function orderNoticeMails(job: OrderNoticeJob): Promise<Mail[]> {
  if (job.notice === "ndr-attempt") {
    const attempt = await db.ndrAttempt.findUnique({ where: { id: job.attemptId } });
    if (!attempt) return [];
    const shop = await shopOf();
    const reach = [shop.phone && `call us on ${shop.phone}`, "reply to this e-mail"].filter(Boolean).join(" or ");
    return customerNoticeMail(attempt.orderId, `ndr-attempt:${attempt.id}`, "ndr-attempt", (order, link) => ({
      subject: `We could not deliver order ${order.orderNumber}`,
      title: "We could not deliver your order",
      paragraphs: [
        `The courier tried to deliver order ${order.orderNumber} on ${formatDateTime(attempt.occurredAt)} but could not${attempt.reason ? `: ${attempt.reason}` : ""}. This was attempt ${attempt.attempt}.`,
        `Please confirm your delivery address and phone below, or tell us a day and time that suit you: ${reach}. We will ask the courier to try again.`,
        order.paymentMethod === "cod"
          ? `Please keep ${formatINR(order.total)} ready in cash for the delivery.`
          : "Your order is paid: there is nothing to pay on delivery.",
      ],
      action: link,
    }));
  }
  const refund = await db.refund.findUnique({ where: { id: job.refundId } });
  if (!refund || refund.status !== "processed" || refund.kind !== "partial") return [];
  return customerNoticeMail(refund.orderId, `partial-refund:${refund.id}`, "partial-refund", (order, link) => ({
    subject: `Refund of ${formatINR(refund.amount)} for order ${order.orderNumber}`,
    title: "Your refund is on its way",
    paragraphs: [
      `We have refunded ${formatINR(refund.amount)} for order ${order.orderNumber} ${PAID_TO[refund.method]}: ${refund.reason}.`,
      refund.method === "razorpay"
        ? `It reaches your account in ${REFUND_DAYS}, depending on your bank.`
        : `Its reference is ${refund.reference}.`,
    ],
    action: link,
  }));
}
