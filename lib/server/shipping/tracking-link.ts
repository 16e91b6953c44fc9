import "server-only";
import type { AdminOrderJson } from "@/lib/server/orders/admin-queries";
import { carrier } from "@/lib/server/shipping/carrier";

/** An admin order with the carrier's tracking link once it has a tracking number. */
export function withTrackingUrl(order: AdminOrderJson) {
  return { ...order, tracking_url: order.tracking_number ? carrier().trackingUrl(order.tracking_number) : null };
}

/** An order as the admin order routes answer it. */
export type TrackedOrderJson = ReturnType<typeof withTrackingUrl>;
