import { z } from "zod";
import { DEFAULT_WEIGHT_KG, PICKUP_LOCATION_ID, RETURN_DETAILS_ID } from "@/lib/domain/shipment-defaults";
import { pincode } from "@/lib/validation/customers/address";
import { dbId } from "@/lib/validation/primitives";

const orderId = dbId("order_id must be a valid order id", { fromText: true });

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

/** POST /api/admin/createshipment/: one order (`order_id`) or many (`order_ids`), with per-order lines if any. */
export const createShipmentBody = z
  .object({
    order_id: orderId.optional(),
    order_ids: z.array(orderId).max(100).optional(),
    pickup_location_id: z.string().trim().min(1).max(100).default(PICKUP_LOCATION_ID),
    return_details_id: z.string().trim().min(1).max(100).default(RETURN_DETAILS_ID),
    notes: z.string().trim().max(1000, "Notes are at most 1000 characters").optional(),
    ...handover,
    shipments: z
      .array(
        z.object({
          order_id: orderId,
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

/** GET /api/admin/delivery/check-pincode/. */
export const adminPincodeQuery = z.object({ pincode });

/** GET /api/admin/delivery/rates/: the parcel's weight in kg. */
export const adminRatesQuery = z.object({
  pincode,
  weight: z.coerce.number().positive().max(100).default(DEFAULT_WEIGHT_KG),
});

/** GET /api/admin/delivery/track/. */
export const trackingQuery = z.object({
  tracking_number: z.string("tracking_number is required").trim().min(1, "tracking_number is required").max(64),
});
