import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { trackShipment } from "@/lib/server/courier-tracking/tracking";

const Query = z.object({
  tracking_number: z.string("tracking_number is required").trim().min(1, "tracking_number is required").max(64),
});

export const GET = route({ auth: ADMINS, query: Query }, async ({ query }) => {
  const tracking = await trackShipment(query.tracking_number);
  if (!tracking) throw new AppError(404, "not_found", "No shipment with this tracking number");
  return tracking;
});
