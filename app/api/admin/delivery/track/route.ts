import { ADMINS } from "@/lib/domain/principal";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { trackShipment } from "@/lib/server/courier-tracking/tracking";
import { trackingQuery } from "@/lib/validation/shipping/admin";

export const GET = route(
  { endpoint: "admin.delivery.track", auth: ADMINS, query: trackingQuery },
  async ({ query }) => {
    const tracking = await trackShipment(query.tracking_number);
    if (!tracking) throw new AppError(404, "not_found", "No shipment with this tracking number");
    return tracking;
  },
);
