import { NextResponse } from "next/server";
import { z } from "zod";
import { adminRoute, jsonError, readQuery } from "@/lib/server/admin/http";
import { trackShipment } from "@/lib/server/shipping/tracking";

const Query = z.object({ tracking_number: z.string("tracking_number is required").trim().min(1, "tracking_number is required").max(64) });

export const GET = adminRoute(async (request) => {
  const tracking = await trackShipment(readQuery(request, Query).tracking_number);
  return tracking ? NextResponse.json(tracking) : jsonError(404, "not_found", "No shipment with this tracking number");
});
