import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { runBulkAction } from "@/lib/server/orders/admin-actions";
import { createShipmentBody } from "@/lib/validation/shipping/admin";

/** Books shipments (the 'ship' action) for one order or many through the carrier -> per-order results with tracking numbers. */
export const POST = route(
  { endpoint: "admin.shipments.create", auth: ADMINS, body: createShipmentBody },
  async ({ body, staff }) => {
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
  },
);
