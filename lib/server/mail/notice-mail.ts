import "server-only";
import { formatDateTime, formatINR } from "@/lib/domain/format";
import { db } from "@/lib/server/db";
import type { OrderNoticeJob } from "@/lib/server/queue/queue";
import { customerNoticeMail, REFUND_DAYS, shopOf, type LoadedOrder } from "./order-mail";
import type { Mail } from "./send";
import { maskedPayment } from "@/lib/domain/refund-split";

const PAID_TO: Record<string, string> = {
  razorpay: "to your original payment method",
  upi: "by UPI",
  bank_transfer: "by bank transfer",
};

/** What the courier collects in cash: a COD order's total, or the balance of an edited prepaid order staff chose to collect. */
function cashOnDelivery(order: LoadedOrder): number {
  if (order.paymentMethod === "cod") return order.total;
  return order.balanceCollectedAt ? 0 : order.balanceOnDelivery;
}

/**
 * The e-mails of an `order-notice` job: a failed delivery attempt asks the shopper to confirm the
 * address or a time (one per attempt); a completed partial refund says how much and how (one per
 * refund); a balance staff chose to collect on delivery says how much to pay the courier (one per edited version). Each is keyed by what it tells, so a retried job sends it once.
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
        cashOnDelivery(order) > 0
          ? `Please keep ${formatINR(cashOnDelivery(order))} ready in cash for the delivery.`
          : "Your order is paid: there is nothing to pay on delivery.",
      ],
      action: link,
    }));
  }
  if (job.notice === "balance-on-delivery")
    return customerNoticeMail(
      job.orderId,
      `balance-on-delivery:${job.orderId}:v${job.version}`,
      "balance-on-delivery",
      (order, link) => {
        const due = cashOnDelivery(order);
        if (due === 0) return null;
        return {
          subject: `Pay ${formatINR(due)} on delivery for order ${order.orderNumber}`,
          title: "The rest is paid on delivery",
          paragraphs: [
            `We updated order ${order.orderNumber} and its total went up by ${formatINR(due)}. You do not need to pay it online.`,
            `Please keep ${formatINR(due)} ready in cash for the courier when your order arrives.`,
          ],
          action: link,
        };
      },
    );
  const refund = await db.refund.findUnique({ where: { id: job.refundId } });
  if (!refund || refund.status !== "processed" || refund.kind === "full") return [];
  // One e-mail per refund, not per part: a refund split over several payments names each part's payment.
  const parts = await db.refund.findMany({
    where: refund.groupKey ? { groupKey: refund.groupKey, status: "processed" } : { id: refund.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { payment: { select: { razorpayPaymentId: true, method: true } } },
  });
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  const eachPart =
    parts.length > 1
      ? `It was paid back in ${parts.length} parts, one to each payment you made: ${parts
          .map(
            (part) =>
              `${formatINR(part.amount)} to payment ${maskedPayment(part.payment?.razorpayPaymentId)}${part.payment?.method ? ` (${part.payment.method.toUpperCase()})` : ""}`,
          )
          .join(" and ")}.`
      : null;
  if (refund.kind === "excess") {
    // Paid after the cancel (the first payment or an edit's balance) or paid twice (an edit's balance).
    const closed = await db.order.findUniqueOrThrow({ where: { id: refund.orderId }, select: { status: true } });
    const cancelled = closed.status === "cancelled" || closed.status === "refunded";
    return customerNoticeMail(refund.orderId, `partial-refund:${refund.id}`, "partial-refund", (order, link) => ({
      subject: `Refund of ${formatINR(amount)} for order ${order.orderNumber}`,
      title: cancelled ? "Your order was cancelled: we refunded your payment" : "You paid twice: we refunded it",
      paragraphs: [
        `We received a payment of ${formatINR(amount)} for order ${order.orderNumber} (payment ${maskedPayment(parts[0]?.payment?.razorpayPaymentId)}) when nothing was due: ${refund.reason}.`,
        `We have refunded all of it ${PAID_TO.razorpay}. It reaches your account in ${REFUND_DAYS}, depending on your bank. ${cancelled ? "Your order stays cancelled." : "Your order and its invoice are unchanged."}`,
      ],
      action: link,
    }));
  }
  return customerNoticeMail(refund.orderId, `partial-refund:${refund.id}`, "partial-refund", (order, link) => ({
    subject: `Refund of ${formatINR(amount)} for order ${order.orderNumber}`,
    title: "Your refund is on its way",
    paragraphs: [
      `We have refunded ${formatINR(amount)} for order ${order.orderNumber} ${PAID_TO[refund.method]}: ${refund.reason}.`,
      ...(eachPart ? [eachPart] : []),
      refund.method === "razorpay"
        ? `It reaches your account in ${REFUND_DAYS}, depending on your bank.`
        : `Its reference is ${refund.reference}.`,
    ],
    action: link,
  }));
}
