/**
 * Undelivered parcels (NDR) and returns to origin (RTO): the order states the courier's scans lead
 * to, the refund a prepaid parcel that came back is owed, and the staff's answer to a failed
 * attempt (docs/ndr-rto.md). Plain rules; the server applies them under the order's lock.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from "./order-status";

/** What the admin screens and the shopper read for the two states of a parcel coming back. */
export const RTO_STATUS_LABELS = { returning: "Returning to us", returned: "Returned to us" } as const;

export type RtoScan = "initiated" | "delivered";

/**
 * The order's status after an RTO scan, or null when the scan changes nothing: a shipped order
 * starts returning; a shipped or returning one is returned when the parcel is back. An order
 * already returned, or closed another way (cancelled, refunded, delivered), stays as it is.
 */
export function rtoStatus(current: OrderStatus, scan: RtoScan): OrderStatus | null {
  if (scan === "initiated") return current === "shipped" ? "returning" : null;
  return current === "shipped" || current === "returning" ? "returned" : null;
}

/** Razorpay's smallest refund (₹1.00, in paise): less than this is not refunded. */
export const MIN_REFUND = 100;

/**
 * What a prepaid parcel returned to origin is refunded (paise): what the payment has left, less the
 * return shipping when the merchant's setting keeps it (never below zero); 0 for a cash-on-delivery
 * order (no cash was collected) or an unpaid one, and 0 when less than Razorpay's minimum remains.
 */
export function rtoRefundAmount(order: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** What the payment has left to refund (paise), after earlier refunds. */
  refundable: number;
  /** The settings' return shipping kept on an RTO (paise; 0 = refund in full). */
  returnShippingFee: number;
}): number {
  if (order.paymentMethod !== "prepaid" || order.paymentStatus !== "paid") return 0;
  const amount = Math.max(0, order.refundable - Math.max(0, order.returnShippingFee));
  return amount >= MIN_REFUND ? amount : 0;
}

/** The sentence the refund policy states about parcels returned undelivered, from the setting. */
export function rtoPolicySentence(returnShippingFee: number, formatINR: (paise: number) => string): string {
  return returnShippingFee > 0
    ? `If a prepaid parcel cannot be delivered and comes back to us, we refund your payment less ${formatINR(returnShippingFee)} for the return shipping.`
    : "If a prepaid parcel cannot be delivered and comes back to us, we refund your payment in full.";
}

export const NDR_ACTIONS = ["reattempt", "return"] as const;
export type NdrAction = (typeof NDR_ACTIONS)[number];

/** Shiprocket's name for each action (`POST /ndr/{awb}/action`). */
export const NDR_CARRIER_ACTION: Record<NdrAction, "re-attempt" | "return"> = {
  reattempt: "re-attempt",
  return: "return",
};

/**
 * The `comments` sent with the action: the staff's note, and for a re-attempt the new phone and the
 * date the shopper asked for (Shiprocket's action takes only `action` and `comments`).
 */
export function ndrComments(input: { action: NdrAction; note: string; phone?: string | null; date?: string | null }) {
  const parts = [input.note.trim()];
  if (input.action === "reattempt") {
    if (input.phone) parts.push(`New phone: ${input.phone}`);
    if (input.date) parts.push(`Deliver on: ${input.date}`);
  }
  return parts.filter(Boolean).join(". ") || (input.action === "return" ? "Return to origin" : "Please re-attempt");
}

export type NdrState = "waiting" | "reattempt" | "return";

/**
 * Whether staff may answer the shipment's latest failed attempt now: only while the parcel is
 * undelivered, once per attempt, and never after a return was asked (it cannot be undone).
 */
export function ndrActionRefusal(input: {
  shipmentStatus: string;
  latestAction: string | null;
  anyReturn: boolean;
  hasAttempt: boolean;
}): string | null {
  if (!input.hasAttempt) return "The courier has reported no failed delivery for this parcel.";
  if (input.anyReturn) return "A return was already asked for this parcel: it cannot be undone.";
  if (input.latestAction) return "This delivery attempt was already answered. Wait for the courier's next scan.";
  if (input.shipmentStatus !== "undelivered")
    return "This parcel is not waiting for an answer: the courier has moved it on since.";
  return null;
}
