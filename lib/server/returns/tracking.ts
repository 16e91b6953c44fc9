import "server-only";
import { scansOf, type TrackingUpdate } from "@/lib/server/courier-tracking/tracking";
import { recordReturnScans, type ReturnTrackingResult } from "./actions";

/**
 * A tracking update of a reverse pickup (Shiprocket sends it to the same webhook with `is_return`):
 * recorded on the return whose AWB it names; null when the AWB is no return's, so the forward
 * shipment's tracking takes it.
 */
export async function recordReturnTracking(update: TrackingUpdate): Promise<ReturnTrackingResult | null> {
  const result = await recordReturnScans(update.awb, scansOf(update));
  return result.known ? result : null;
}
