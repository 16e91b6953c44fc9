import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/http/route";
import { runBulkAction } from "@/lib/server/orders/admin-actions";
import { PICKUP_LOCATION_ID, RETURN_DETAILS_ID } from "@/lib/server/shipping/carrier";
import { dbId } from "@/lib/validation/primitives";

const id = dbId("order_id must be a valid order id", { fromText: true });
const Body = z
  .object({
    order_id: id.optional(),
    order_ids: z.array(id).max(100).optional(),
    pickup_location_id: z.string().max(100).default(PICKUP_LOCATION_ID),
    return_details_id: z.string().max(100).default(RETURN_DETAILS_ID),
    shipments: z.array(z.object({ order_id: id, order_date: z.string().max(40).optional(), invoice_number: z.string().max(40).optional(), country: z.string().max(60).optional() })).max(100).optional(),
  })
  .refine((body) => body.order_id || body.order_ids?.length, "order_id or order_ids is required");

/** Creates shipments (the 'ship' action) for one order or many -> per-order results with tracking numbers. */
export const POST = route({ auth: ADMINS, body: Body }, async ({ body, staff }) => {
  const orderIds = body.order_ids?.length ? body.order_ids : [body.order_id!];
  const results = await runBulkAction(orderIds, "ship", null, staff);
  return { results, success: results.every((result) => result.success) };
});
