import "server-only";
import type { AdminOrderJson } from "@/lib/server/orders/admin-queries";
import { trackingPagePath } from "@/lib/server/shipping/carrier";
import { carrier } from "@/lib/server/shipping/configured-carrier";

/**
 * An admin order with the shop's tracking page once it has an AWB, and whether shipping it needs
 * the courier and AWB typed in (the manual carrier).
 */
export function withTrackingUrl(order: AdminOrderJson) {
  return {
    ...order,
    tracking_url: order.tracking_number ? trackingPagePath(order.tracking_number) : null,
    ship_needs_awb: carrier().needsHandover,
  };
}

/** An order as the admin order routes answer it. */
export type TrackedOrderJson = ReturnType<typeof withTrackingUrl>;
