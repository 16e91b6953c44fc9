/**
 * Returns (issue #29, docs/returns.md): the statuses a return goes through, the returns policy's
 * rules (the window after delivery, returnable categories) and how many units of a line may still
 * be returned. Plain TypeScript, unit-tested beside.
 */

export const RETURN_STATUSES = [
  "requested",
  "approved",
  "rejected",
  "pickup_scheduled",
  "in_transit",
  "received",
  "refunded",
  "closed",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Return requested",
  approved: "Return approved",
  rejected: "Return rejected",
  pickup_scheduled: "Pickup scheduled",
  in_transit: "On its way back to us",
  received: "Received by us",
  refunded: "Refunded",
  closed: "Closed",
};

/**
 * The statuses each status may move to (anything else is refused). `closed` ends every return: taken
 * at once after "refunded" and "rejected", or straight from "requested" / "approved" (not yet booked)
 * when the shopper cancels.
 */
const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected", "closed"],
  approved: ["pickup_scheduled", "received", "closed"],
  rejected: ["closed"],
  pickup_scheduled: ["in_transit", "received"],
  in_transit: ["received"],
  received: ["refunded"],
  refunded: ["closed"],
  closed: [],
};

/** How a closed return ended: refunded, rejected by staff, or cancelled by the shopper (null while open). */
export type ReturnOutcome = "refunded" | "rejected" | "cancelled";

export function returnOutcome(request: {
  status: ReturnStatus;
  refundId: string | null;
  rejectionReason: string | null;
}): ReturnOutcome | null {
  if (request.status === "refunded" || (request.status === "closed" && request.refundId)) return "refunded";
  if (request.status === "rejected" || (request.status === "closed" && request.rejectionReason !== null))
    return "rejected";
  return request.status === "closed" ? "cancelled" : null;
}

const OUTCOME_LABELS: Record<ReturnOutcome, string> = {
  refunded: "Refunded",
  rejected: "Return rejected",
  cancelled: "Cancelled",
};

/** The words of a return's status: a closed return reads as how it ended ("Refunded", "Cancelled"…). */
export function returnStatusLabel(request: Parameters<typeof returnOutcome>[0]): string {
  const outcome = returnOutcome(request);
  return request.status === "closed" && outcome ? OUTCOME_LABELS[outcome] : RETURN_STATUS_LABELS[request.status];
}

/**
 * Why the shopper cannot cancel a return now, or null: only a request not yet decided, or an
 * approved one whose pickup is neither booked nor being booked (the parcel has not left them).
 */
export function returnCancelRefusal(request: {
  status: ReturnStatus;
  pickupInstructions: string | null;
  trackingNumber: string | null;
  bookingSince: Date | null;
}): string | null {
  if (request.status === "requested") return null;
  if (
    request.status === "approved" &&
    !request.pickupInstructions &&
    !request.trackingNumber &&
    request.bookingSince === null
  )
    return null;
  if (request.status === "approved" && request.bookingSince !== null)
    return "The courier's pickup is being booked: this return can no longer be cancelled here. Contact us.";
  if (request.status === "received") return "This return has reached us: it can no longer be cancelled.";
  if (["approved", "pickup_scheduled", "in_transit"].includes(request.status))
    return "The pickup of this return is booked: it can no longer be cancelled here. Contact us.";
  return "This return has ended: there is nothing to cancel.";
}

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return NEXT[from].includes(to);
}

/** A return in these statuses still holds its units (they cannot be asked for again). */
const HOLDS_UNITS: ReadonlySet<ReturnStatus> = new Set([
  "requested",
  "approved",
  "pickup_scheduled",
  "in_transit",
  "received",
]);

export type ReturnPolicy = { windowDays: number; returnableCategories: readonly string[]; reasons: readonly string[] };

export const DEFAULT_RETURN_POLICY: ReturnPolicy = {
  windowDays: 7,
  returnableCategories: ["herbal-supplements", "skincare", "wellness-teas", "hair-care"],
  reasons: ["Damaged in transit", "Defective", "Expired on arrival", "Different from what I ordered"],
};

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for: `windowDays` whole days after the delivery. */
export function returnDeadline(deliveredAt: Date, windowDays: number): Date {
  return new Date(deliveredAt.getTime() + windowDays * DAY_MS);
}

/** Why the order cannot be returned now, or null. */
export function returnWindowRefusal(
  order: { status: string; deliveredAt: Date | null },
  windowDays: number,
  now: Date = new Date(),
): string | null {
  if (order.status !== "delivered" || !order.deliveredAt) return "Only a delivered order can be returned.";
  if (now.getTime() > returnDeadline(order.deliveredAt, windowDays).getTime())
    return `The return window of this order closed ${windowDays} ${windowDays === 1 ? "day" : "days"} after delivery.`;
  return null;
}

/** Whether a product of a category (its slug and its parent's) may be returned under the policy. */
export function isReturnableCategory(
  category: { slug: string; parentSlug: string | null } | null,
  returnable: readonly string[],
): boolean {
  if (!category) return false;
  return (
    returnable.includes(category.slug) || (category.parentSlug !== null && returnable.includes(category.parentSlug))
  );
}

export type ReturnableLine = {
  itemId: number;
  /** Units delivered on the line. */
  quantity: number;
  /** Units not yet refunded (the partial-refund balance of the line). */
  refundableQuantity: number;
  /** Units held by the order's open returns and those already received (not rejected, not yet refunded). */
  heldByReturns: number;
  returnable: boolean;
};

/** Units of a line that may still be returned: delivered, minus refunded, minus those in open returns. */
export function returnableQuantity(line: ReturnableLine): number {
  if (!line.returnable) return 0;
  return Math.max(0, Math.min(line.quantity, line.refundableQuantity) - line.heldByReturns);
}

/** Units of each line held by an order's returns (open ones; refunded ones count through the refund). */
export function unitsHeld(
  returns: readonly { status: ReturnStatus; lines: readonly { orderItemId: number; quantity: number }[] }[],
): Map<number, number> {
  const held = new Map<number, number>();
  for (const request of returns) {
    if (!HOLDS_UNITS.has(request.status)) continue;
    for (const line of request.lines) held.set(line.orderItemId, (held.get(line.orderItemId) ?? 0) + line.quantity);
  }
  return held;
}

export type ReturnChoice = { itemId: number; quantity: number };
export type ReturnCheck = { ok: true; lines: ReturnChoice[] } | { ok: false; message: string };

/** The shopper's choice against what may be returned: known lines, each once, at least one unit, never more than left. */
export function checkReturnChoice(
  lines: readonly (ReturnableLine & { name: string })[],
  choice: readonly ReturnChoice[],
): ReturnCheck {
  const chosen = choice.filter((line) => line.quantity > 0);
  if (chosen.length === 0) return { ok: false, message: "Choose at least one item to return." };
  const seen = new Set<number>();
  for (const pick of chosen) {
    const line = lines.find((candidate) => candidate.itemId === pick.itemId);
    if (!line || seen.has(pick.itemId)) return { ok: false, message: "Choose items of this order, each once." };
    seen.add(pick.itemId);
    if (!line.returnable) return { ok: false, message: `${line.name} cannot be returned under our returns policy.` };
    const left = returnableQuantity(line);
    if (pick.quantity > left)
      return {
        ok: false,
        message:
          left === 0
            ? `${line.name} has no units left to return.`
            : `You can return at most ${left} ${left === 1 ? "unit" : "units"} of ${line.name}.`,
      };
  }
  return { ok: true, lines: chosen.map((line) => ({ itemId: line.itemId, quantity: line.quantity })) };
}

/** A UPI ID's shape: handle@provider (NPCI: 2–256 characters of letters, digits, dot, hyphen, underscore; a provider of letters). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export function isUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(value);
}

/** A UPI ID as screens show it: the first two characters of the handle and the provider ("ra••••@okaxis"). */
export function maskUpiId(value: string): string {
  const [handle, provider] = value.split("@");
  return `${handle.slice(0, 2)}${"•".repeat(Math.max(4, handle.length - 2))}@${provider ?? ""}`;
}

/** The return's number: the order's number and the order's count of returns ("PA-000123-R2"). */
export function returnNumber(orderNumber: string, ordinal: number): string {
  return `${orderNumber}-R${ordinal}`;
}
