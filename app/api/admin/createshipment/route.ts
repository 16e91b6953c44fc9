import { NextResponse } from "next/server";
import { z } from "zod";
import { adminRoute, readBody } from "@/lib/server/admin/http";
import { runBulkAction } from "@/lib/server/orders/admin-actions";
import { PICKUP_LOCATION_ID, RETURN_DETAILS_ID } from "@/lib/server/shipping/carrier";

const id = z.coerce.number().int().positive();
const Body = z
  .object({
    order_id: id.optional(),
    order_ids: z.array(id).max(100).optional(),
    pickup_location_id: z.string().default(PICKUP_LOCATION_ID),
    return_details_id: z.string().default(RETURN_DETAILS_ID),
    shipments: z.array(z.object({ order_id: id, order_date: z.string().optional(), invoice_number: z.string().optional(), country: z.string().optional() })).optional(),
  })
  .refine((body) => body.order_id || body.order_ids?.length, "order_id or order_ids is required");

/** Creates shipments (the 'ship' action) for one order or many -> per-order results with tracking numbers. */
export const POST = adminRoute(async (request, actor) => {
  const body = await readBody(request, Body);
  const orderIds = body.order_ids?.length ? body.order_ids : [body.order_id!];
  const results = await runBulkAction(orderIds, "ship", null, actor);
  return NextResponse.json({ results, success: results.every((result) => result.success) });
});
