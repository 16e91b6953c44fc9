/**
 * Couriers' scan statuses (Shiprocket's labels: "PICKED UP", "IN TRANSIT", "RTO INITIATED", …)
 * read as the shop's shipment statuses, and the rule that keeps a late scan from moving a
 * shipment back.
 */

export const SHIPMENT_STATUSES = [
  "booking",
  "created",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "undelivered",
  "rto",
  "rto_delivered",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Once here, no later scan changes the shipment's status. */
const FINAL: ReadonlySet<ShipmentStatus> = new Set(["delivered", "cancelled", "rto_delivered"]);

/** Statuses the admin must act on (the parcel is not on its way to the customer). */
export const PROBLEM_STATUSES: ReadonlySet<ShipmentStatus> = new Set(["undelivered", "rto"]);

/**
 * From the pickup scan on, the courier holds the parcel: its booking can no longer be withdrawn
 * (Shiprocket refuses a cancel then; the parcel must come back as a return).
 */
const WITH_COURIER: ReadonlySet<ShipmentStatus> = new Set([
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "undelivered",
  "delivered",
]);

export const PARCEL_WITH_COURIER =
  "This parcel is already with the courier and cannot be cancelled. Mark it for return on delivery instead.";

export function isWithCourier(status: ShipmentStatus): boolean {
  return WITH_COURIER.has(status);
}

/**
 * What closing an order (cancel, refund) does to its shipment: nothing (none, already cancelled,
 * or returning to the shop), wait for a booking in progress, withdraw the booking before pickup, or
 * nothing possible because the courier has the parcel.
 */
export function withdrawalOf(status: ShipmentStatus | null): "nothing" | "wait" | "withdraw" | "with_courier" {
  if (status === null || status === "cancelled" || status === "rto" || status === "rto_delivered") return "nothing";
  if (status === "booking") return "wait";
  return isWithCourier(status) ? "with_courier" : "withdraw";
}

/**
 * Whether a shipped order's parcel is still at the shop: booked with a courier that has not picked it
 * up, or its booking withdrawn. A manual shipment was handed to the courier when it was recorded.
 */
export function parcelAtShop(shipment: { status: ShipmentStatus; carrier: string } | null): boolean {
  return (
    shipment !== null && shipment.carrier !== "manual" && ["booking", "created", "cancelled"].includes(shipment.status)
  );
}

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  booking: "Booking with the courier",
  created: "Shipment created",
  picked_up: "Picked up",
  in_transit: "In transit",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
  undelivered: "Delivery attempt failed",
  rto: "Returning to the shop",
  rto_delivered: "Returned to the shop",
};

const CREATED_LABELS = [
  "NEW",
  "AWB ASSIGNED",
  "LABEL GENERATED",
  "PICKUP SCHEDULED",
  "PICKUP GENERATED",
  "PICKUP QUEUED",
  "MANIFEST GENERATED",
  "OUT FOR PICKUP",
  "PICKUP EXCEPTION",
  "PICKUP RESCHEDULED",
];

/** The shop's status for a courier's scan label; null for labels that say nothing about where the parcel is. */
export function shipmentStatusOf(label: string): ShipmentStatus | null {
  const normalised = label
    .trim()
    .toUpperCase()
    .replace(/[_\s]+/g, " ");
  if (normalised === "RTO DELIVERED") return "rto_delivered";
  if (normalised.startsWith("RTO")) return "rto";
  if (normalised.startsWith("UNDELIVERED") || ["LOST", "DAMAGED", "DESTROYED", "DISPOSED OFF"].includes(normalised))
    return "undelivered";
  if (normalised === "DELIVERED") return "delivered";
  if (normalised === "CANCELED" || normalised === "CANCELLED") return "cancelled";
  if (normalised === "OUT FOR DELIVERY") return "out_for_delivery";
  if (normalised === "PICKED UP") return "picked_up";
  if (
    normalised === "SHIPPED" ||
    normalised.startsWith("IN TRANSIT") ||
    normalised.startsWith("REACHED") ||
    normalised === "MISROUTED"
  )
    return "in_transit";
  if (CREATED_LABELS.includes(normalised)) return "created";
  return null;
}

/**
 * The shipment's status after its scans: that of the latest scan (by the courier's time), so a
 * scan that arrives late changes nothing; a delivered, cancelled or returned shipment stays so.
 */
export function nextShipmentStatus(
  current: ShipmentStatus,
  scans: { status: ShipmentStatus; occurredAt: Date }[],
): ShipmentStatus {
  if (FINAL.has(current)) return current;
  // A parcel on its way back only ever arrives back: no forward scan moves it again.
  if (current === "rto") return scans.some((scan) => scan.status === "rto_delivered") ? "rto_delivered" : current;
  const latest = scans.reduce<{ status: ShipmentStatus; occurredAt: Date } | null>(
    (best, scan) => (!best || scan.occurredAt.getTime() >= best.occurredAt.getTime() ? scan : best),
    null,
  );
  return latest?.status ?? current;
}
