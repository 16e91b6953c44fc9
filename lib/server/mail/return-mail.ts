import "server-only";
import { formatINR } from "@/lib/domain/format";
import { RETURN_STATUS_LABELS, returnOutcome, type ReturnStatus } from "@/lib/domain/returns";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { trackingPagePath } from "@/lib/server/shipping/carrier";
import { customerOrderEmail, loadOrder, mailOrder, REFUND_DAYS, shopOf } from "./order-mail";
import { renderMail } from "./render";
import type { Mail } from "./send";

const absolute = (path: string) => new URL(path, env().APP_URL).toString();

type Copy = { subject: string; title: string; paragraphs: string[]; action?: { label: string; href: string } };

/**
 * The shopper's e-mail of one step of a return (docs/returns.md): one per return and status (its
 * key), so a retried job or a replayed courier scan never sends it twice.
 */
export async function returnUpdateMails(returnId: number, status: string): Promise<Mail[]> {
  const request = await db.returnRequest.findUnique({
    where: { id: returnId },
    include: { lines: true, steps: true, order: { select: { id: true } } },
  });
  if (!request || !(status in RETURN_STATUS_LABELS)) return [];
  const order = await loadOrder(request.orderId);
  if (!order?.customerEmail) return [];
  const step = request.steps.find((candidate) => candidate.status === status);
  const number = request.number;
  const orderLink = { label: "View your order", href: absolute(`/orders/${order.id}`) };
  const units = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  const refund = request.refundId ? await db.refund.findUnique({ where: { id: request.refundId } }) : null;
  const copies: Partial<Record<ReturnStatus, Copy>> = {
    requested: {
      subject: `Return ${number} requested`,
      title: "We have your return request",
      paragraphs: [
        `We have received your request to return ${units} ${units === 1 ? "item" : "items"} of order ${order.orderNumber} (reason: ${request.reason}).`,
        "We reply within one business day.",
      ],
      action: orderLink,
    },
    approved: {
      subject: `Return ${number} approved`,
      title: "Your return is approved",
      paragraphs: [
        `Return ${number} of order ${order.orderNumber} is approved.`,
        request.pickupInstructions ?? "We are booking the courier's pickup and will e-mail you when it is scheduled.",
      ],
      action: orderLink,
    },
    rejected: {
      subject: `Return ${number} was not accepted`,
      title: "Your return was not accepted",
      paragraphs: [
        `We could not accept return ${number} of order ${order.orderNumber}.`,
        `Reason: ${request.rejectionReason ?? step?.note ?? ""}`,
        "If you have a question, reply to this e-mail.",
      ],
      action: orderLink,
    },
    pickup_scheduled: {
      subject: `Pickup scheduled for return ${number}`,
      title: "Pickup scheduled",
      paragraphs: [request.pickupInstructions ?? `${request.courierName} will collect the parcel from your address.`],
      action: request.trackingNumber
        ? { label: "Track the pickup", href: absolute(trackingPagePath(request.trackingNumber)) }
        : orderLink,
    },
    in_transit: {
      subject: `Return ${number} picked up`,
      title: "Your return is on its way to us",
      paragraphs: [`The courier has collected return ${number}. We check the items as soon as they arrive.`],
      action: orderLink,
    },
    received: {
      subject: `Return ${number} received`,
      title: "We have received your return",
      paragraphs: [`Return ${number} has reached us. We check the items and refund them shortly.`],
      action: orderLink,
    },
    // Closing after a refund or a rejection says nothing new (their own e-mails went); a cancellation does.
    ...(returnOutcome(request) === "cancelled"
      ? {
          closed: {
            subject: `Return ${number} cancelled`,
            title: "Your return is cancelled",
            paragraphs: [
              `As you asked, we have cancelled return ${number} of order ${order.orderNumber}. Nothing will be collected.`,
              "You can still ask for a return of these items while the order's return window is open.",
            ],
            action: orderLink,
          },
        }
      : {}),
    refunded: {
      subject: `Refund for return ${number}`,
      title: "Your refund is on its way",
      paragraphs: [
        refund
          ? `We have refunded ${formatINR(refund.amount)} for return ${number} ${refund.method === "razorpay" ? "to your original payment method" : refund.method === "upi" ? "by UPI" : "by bank transfer"}${refund.reference ? ` (reference ${refund.reference})` : ""}.`
          : `We have refunded return ${number}.`,
        `It reaches your account in ${REFUND_DAYS}, depending on your bank.`,
      ],
      action: orderLink,
    },
  };
  const copy = copies[status as ReturnStatus];
  if (!copy) return [];
  const shop = await shopOf();
  const element = customerOrderEmail(shop, mailOrder(order), copy);
  return [
    {
      key: `return-${status}:return:${request.id}:customer`,
      template: `return-${status}`,
      to: order.customerEmail,
      subject: copy.subject,
      orderId: order.id,
      ...(await renderMail(element)),
    },
  ];
}
