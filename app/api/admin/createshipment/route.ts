import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { runBulkAction } from "@/lib/server/orders/admin-actions";
import { PICKUP_LOCATION_ID, RETURN_DETAILS_ID } from "@/lib/server/shipping/carrier";
import { dbId } from "@/lib/validation/primitives";

const id = dbId("order_id must be a valid order id", { fromText: true });
/** The manual carrier's input: the courier the parcel was handed to and its AWB. */
const handover = {
  courier_name: z
    .string()
    .trim()
    .min(1, "Enter the courier's name")
    .max(100, "The courier's name is at most 100 characters")
    .optional(),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, "The AWB is 4 to 40 letters, digits or dashes")
    .optional(),
};
const Body = z
  .object({
    order_id: id.optional(),
    order_ids: z.array(id).max(100).optional(),
    pickup_location_id: z.string().trim().min(1).max(100).default(PICKUP_LOCATION_ID),
    return_details_id: z.string().trim().min(1).max(100).default(RETURN_DETAILS_ID),
    notes: z.string().trim().max(1000, "Notes are at most 1000 characters").optional(),
    ...handover,
    shipments: z
      .array(
        z.object({
          order_id: id,
          order_date: z.string().max(40).optional(),
          invoice_number: z.string().max(40).optional(),
          country: z.string().max(60).optional(),
          ...handover,
        }),
      )
      .max(100)
      .optional(),
  })
  .refine((body) => body.order_id || body.order_ids?.length, "order_id or order_ids is required");

/** Books shipments (the 'ship' action) for one order or many through the carrier -> per-order results with tracking numbers. */
export const POST = route({ auth: ADMINS, body: Body }, async ({ body, staff }) => {
  const orderIds = body.order_ids?.length ? body.order_ids : [body.order_id!];
  const handoverOf = (orderId: number) => {
    const line = body.shipments?.find((shipment) => shipment.order_id === orderId);
    const courierName = line?.courier_name ?? body.courier_name;
    const awb = line?.awb ?? (orderIds.length === 1 ? body.awb : undefined);
    return courierName && awb ? { courierName, awb } : null;
  };
  const results = await runBulkAction(orderIds, "ship", body.notes ?? null, staff, {}, (orderId) => ({
    pickupLocationId: body.pickup_location_id,
    returnDetailsId: body.return_details_id,
    handedOver: handoverOf(orderId),
  }));
  return { results, success: results.every((result) => result.success) };
});
