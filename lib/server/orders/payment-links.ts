import "server-only";
import type { PaymentLink, Prisma } from "@prisma/client";
import { formatINR } from "@/lib/domain/format";
import { paiseToRupees } from "@/lib/domain/money";
import { isEditable } from "@/lib/domain/order-status";
import { absoluteUrl } from "@/lib/server/catalog/urls";
import { db } from "@/lib/server/db";
import { log } from "@/lib/log";
import { recordExcessPayment } from "./excess-payments";
import { lockOrder } from "./release";
import { GatewayError, razorpayGateway, type PaymentGateway } from "@/lib/server/payments/razorpay";

type Tx = Prisma.TransactionClient;

/**
 * The Razorpay payment link for the balance an order edit left on a paid online order (issue #30,
 * docs/order-operations.md "Payment link"). One per order version (`PaymentLink`, unique on order
 * and version; reference_id "{orderNumber}-v{version}", unique at Razorpay too): created after the
 * edit's commit and again, if that failed, by the `order-edited` e-mail job before it writes the
 * e-mail that carries it. The `payment_link.paid` webhook records its payment as captured, once.
 * "Pay now" on the order page stays: whichever is paid first pays the balance.
 */

/** A claim older than this is taken over (the server that claimed it stopped before recording the link). */
const STALE_CLAIM_MS = 2 * 60_000;

export type PaymentLinkJson = {
  url: string;
  amount: number;
  status: "created" | "paid" | "cancelled";
  reference_id: string;
  order_version: number;
};

export function paymentLinkJson(link: PaymentLink): PaymentLinkJson | null {
  if (!link.shortUrl || link.status === "creating") return null;
  return {
    url: link.shortUrl,
    amount: paiseToRupees(link.amount),
    status: link.status,
    reference_id: link.referenceId,
    order_version: link.orderVersion,
  };
}

/** The order's link for its current balance, if any (the admin page, the e-mail, the shopper's page). */
export async function currentPaymentLink(
  client: Tx | typeof db,
  order: { id: number; version: number; balanceDue: number },
): Promise<PaymentLink | null> {
  if (order.balanceDue <= 0) return null;
  return client.paymentLink.findFirst({
    where: { orderId: order.id, orderVersion: order.version, status: "created", shortUrl: { not: null } },
  });
}

type Claim = { link: PaymentLink; fresh: boolean } | { done: PaymentLink | null };

/** Under the order's lock: the link to create (claimed) or the one already there; null when nothing is due by link. */
async function claim(orderId: number): Promise<Claim> {
  return db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findUnique({ where: { id: orderId } });
    const due =
      order &&
      order.paymentMethod === "prepaid" &&
      order.paymentStatus === "paid" &&
      order.balanceDue > 0 &&
      isEditable(order.status);
    if (!order || !due) return { done: null };
    const existing = await tx.paymentLink.findUnique({
      where: { orderId_orderVersion: { orderId, orderVersion: order.version } },
    });
    if (existing && existing.status !== "creating") return { done: existing };
    if (existing) {
      if (Date.now() - existing.updatedAt.getTime() < STALE_CLAIM_MS) return { done: null };
      return {
        link: await tx.paymentLink.update({ where: { id: existing.id }, data: { updatedAt: new Date() } }),
        fresh: false,
      };
    }
    const link = await tx.paymentLink.create({
      data: {
        orderId,
        orderVersion: order.version,
        amount: order.balanceDue,
        referenceId: `${order.orderNumber}-v${order.version}`.slice(0, 40),
      },
    });
    return { link, fresh: true };
  });
}

/**
 * Makes sure the order's current balance has its payment link, once: claims the order version's row
 * under the order's lock, asks Razorpay (a retry after a lost reply finds the link by its
 * reference_id instead of making a second), records it, and cancels the links of earlier versions
 * still open (their amounts are stale). Null when nothing is due by link. A refusal by Razorpay
 * releases the claim and throws (the e-mail job retries).
 */
export async function ensureBalanceLink(
  orderId: number,
  gateway: PaymentGateway = razorpayGateway(),
): Promise<PaymentLink | null> {
  const claimed = await claim(orderId);
  if ("done" in claimed) return claimed.done;
  const { link } = claimed;
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  let made;
  try {
    made =
      (!claimed.fresh ? await gateway.findPaymentLink(link.referenceId) : null) ??
      (await gateway.createPaymentLink({
        amount: link.amount,
        referenceId: link.referenceId,
        description: `Balance of order ${order.orderNumber} (edited)`,
        customer: {
          name: order.customerName || order.recipientName,
          ...(order.customerEmail ? { email: order.customerEmail } : {}),
          ...(order.customerPhone ? { contact: order.customerPhone } : {}),
        },
        callbackUrl: absoluteUrl(`/orders/${order.id}`),
        notes: { order_number: order.orderNumber, order_version: String(link.orderVersion), order_type: "balance" },
      }));
  } catch (error) {
    // A refusal may be "reference_id already exists" (a lost reply): the link is Razorpay's, find it.
    const found =
      error instanceof GatewayError && error.statusCode
        ? await gateway.findPaymentLink(link.referenceId).catch(() => null)
        : null;
    if (!found) {
      if (error instanceof GatewayError && error.statusCode)
        await db.paymentLink.deleteMany({ where: { id: link.id, status: "creating" } });
      throw error;
    }
    made = found;
  }
  const recorded = await db.paymentLink.update({
    where: { id: link.id },
    data: { razorpayLinkId: made.id, shortUrl: made.shortUrl, status: "created" },
  });
  await cancelOlderLinks(orderId, link.orderVersion, gateway);
  return recorded;
}

/** Links of earlier versions still open: cancelled at Razorpay, then here (a failure is logged and left for the next edit). */
async function cancelOlderLinks(orderId: number, version: number, gateway: PaymentGateway): Promise<void> {
  const open = await db.paymentLink.findMany({
    where: { orderId, orderVersion: { lt: version }, status: "created", razorpayLinkId: { not: null } },
  });
  for (const old of open) {
    try {
      await gateway.cancelPaymentLink(old.razorpayLinkId!);
      await db.paymentLink.updateMany({ where: { id: old.id, status: "created" }, data: { status: "cancelled" } });
    } catch (error) {
      log.warn({ err: error, paymentLink: old.id }, "payment link not cancelled");
    }
  }
}

/**
 * A captured payment of an order already paid (or paid and refunded) pays its edit's balance, once
 * (the caller records the payment first, under the order's lock). What was not due is refunded
 * (`recordExcessPayment`): all of it when the order was cancelled or refunded, or the balance was
 * already paid (the link and Pay now both paid, in either order); the part above the balance otherwise.
 */
export async function payBalance(
  tx: Tx,
  orderId: number,
  payment: { id: string; amount: number; razorpayPaymentId: string },
  by: string,
) {
  const { amount, razorpayPaymentId } = payment;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  if (order.status === "cancelled" || order.status === "refunded" || order.paymentStatus === "refunded")
    return recordExcessPayment(tx, order, payment, amount, `paid after the order was ${order.status}`);
  if (order.balanceDue <= 0 && order.balanceOnDelivery > 0 && !order.balanceCollectedAt) {
    // Paid online after staff recorded the balance for collection on delivery: the courier collects less.
    const used = Math.min(amount, order.balanceOnDelivery);
    const balanceOnDelivery = order.balanceOnDelivery - used;
    await tx.order.update({ where: { id: orderId }, data: { balanceOnDelivery } });
    await tx.orderStatusHistory.create({
      data: {
        orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        changedByName: by,
        notes: `Balance of ${formatINR(used)} received (payment ${razorpayPaymentId}); ${formatINR(balanceOnDelivery)} left to collect on delivery`,
      },
    });
    return recordExcessPayment(tx, order, payment, amount - used, "more than the balance left to pay");
  }
  if (order.balanceDue <= 0) return recordExcessPayment(tx, order, payment, amount, "the balance was already paid");
  const used = Math.min(amount, order.balanceDue);
  const balanceDue = order.balanceDue - used;
  await tx.order.update({ where: { id: orderId }, data: { balanceDue } });
  await tx.orderStatusHistory.create({
    data: {
      orderId,
      status: order.status,
      paymentStatus: order.paymentStatus,
      changedByName: by,
      notes: `Balance of ${formatINR(used)} received (payment ${razorpayPaymentId})${balanceDue > 0 ? `; ${formatINR(balanceDue)} still due` : ": the order may ship"}`,
    },
  });
  await recordExcessPayment(tx, order, payment, amount - used, "more than the balance due");
}

export type LinkPaidEvent = {
  link: { id: string; reference_id?: string | null; order_id?: string | null };
  payment: { id: string; order_id?: string | null; amount: number; method?: string | null };
};

/**
 * The `payment_link.paid` webhook, in the webhook's transaction: the link's payment recorded as a
 * captured payment of the order (so refunds can split over it) and the balance lowered, exactly
 * once (the link's status and the payment's unique Razorpay id; a replayed event finds it paid).
 */
export async function applyPaymentLinkPaid(tx: Tx, event: LinkPaidEvent, by: string): Promise<void> {
  const found = await tx.paymentLink.findUnique({ where: { razorpayLinkId: event.link.id } });
  if (!found) return;
  await lockOrder(tx, found.orderId);
  const link = await tx.paymentLink.findUniqueOrThrow({ where: { id: found.id } });
  if (link.status === "paid") return;
  const known = await tx.payment.findUnique({ where: { razorpayPaymentId: event.payment.id } });
  const recorded = known
    ? null
    : await tx.payment.create({
        data: {
          orderId: link.orderId,
          // The link's own Razorpay order (unique per payment link).
          razorpayOrderId: event.payment.order_id ?? event.link.order_id ?? `plink:${event.link.id}`,
          razorpayPaymentId: event.payment.id,
          amount: event.payment.amount,
          status: "captured",
          method: event.payment.method ?? null,
        },
      });
  await tx.paymentLink.update({
    where: { id: link.id },
    data: { status: "paid", razorpayPaymentId: event.payment.id },
  });
  if (recorded)
    await payBalance(
      tx,
      link.orderId,
      { id: recorded.id, amount: recorded.amount, razorpayPaymentId: event.payment.id },
      by,
    );
}
