import "server-only";
import { z } from "zod";
import { parcelBox } from "@/lib/domain/parcel";
import { paiseToRupees } from "@/lib/domain/money";
import { AppError } from "@/lib/server/errors";
import { CarrierError, type BookingItem, type CourierAddress } from "./carrier";

/**
 * Reverse pickups (returns, docs/returns.md): the courier collects a parcel from the shopper and
 * brings it to the shop's pickup location. Shiprocket: `POST /orders/create/return`, then
 * `POST /courier/assign/awb` with `is_return: 1`; its tracking arrives on the same webhook with
 * `is_return` set. The manual carrier books nothing and gives the shopper instructions instead.
 */

export type ReturnPickup = {
  /** The return's number: the reference at the courier (Shiprocket refuses a second return order with it). */
  reference: string;
  requestedAt: Date;
  pickupLocationId: string;
  /** The shop's address, for the manual carrier's instructions. */
  shopAddress: string;
  customer: CourierAddress;
  items: BookingItem[];
  weightGrams: number;
};

export type BookedReturn = {
  trackingNumber: string | null;
  courierName: string;
  carrierOrderId: string | null;
  carrierShipmentId: string | null;
  /** What the shopper is told to do (the manual carrier: pack it and hand it over; Shiprocket: the courier comes). */
  instructions: string;
};

/** An authenticated Shiprocket call (the adapter's: token renewal, refusals as CarrierError, `allow`ed statuses answered as null). */
export type ShiprocketCall = <T extends z.ZodType>(
  method: "GET" | "POST",
  path: string,
  schema: T,
  body?: unknown,
  allow?: number[],
) => Promise<z.infer<T> | null>;

const PickupAddresses = z.object({
  data: z.object({
    shipping_address: z.array(
      z.object({
        id: z.coerce.string(),
        pickup_location: z.string(),
        name: z.string().nullish(),
        email: z.string().nullish(),
        phone: z.coerce.string().nullish(),
        address: z.string(),
        address_2: z.string().nullish(),
        city: z.string(),
        state: z.string(),
        country: z.string().nullish(),
        pin_code: z.coerce.string(),
      }),
    ),
  }),
});
const CreatedReturn = z.object({ order_id: z.coerce.string(), shipment_id: z.coerce.string() });
const ReturnList = z.object({
  data: z.array(
    z.object({
      id: z.coerce.string(),
      channel_order_id: z.coerce.string(),
      status: z.string().nullish(),
      shipments: z
        .array(z.object({ id: z.coerce.string(), awb: z.coerce.string().nullish(), courier: z.string().nullish() }))
        .nullish(),
    }),
  ),
});
/** Shiprocket's answer to an AWB assignment (`POST /courier/assign/awb`), a forward shipment's or a return's. */
export const AssignedAwb = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({
      awb_code: z.coerce.string().optional(),
      courier_name: z.string().optional(),
      awb_assign_error: z.string().optional(),
    }),
  }),
});

const ReturnServiceability = z.object({
  data: z
    .object({ available_courier_companies: z.array(z.object({ courier_company_id: z.coerce.number() })).default([]) })
    .nullish(),
});

/**
 * No courier collects returns from the shopper's pincode (Shiprocket's serviceability asked in the
 * return direction): nothing is booked; staff read why and may use the manual carrier instead (422).
 */
export class ReturnPickupUnserviceable extends AppError {
  constructor(pincode: string) {
    super(
      422,
      "pickup_unserviceable",
      `No courier picks up returns from pincode ${pincode}. Use the manual carrier: the shopper sends the parcel to the shop.`,
    );
    this.name = "ReturnPickupUnserviceable";
  }
}

/**
 * Whether a courier picks a return up at the shopper's pincode and brings it to the warehouse:
 * `GET /courier/serviceability` with `is_return=1` (then `declared_value` is required), the shopper's
 * pincode as `pickup_postcode` and the warehouse's as `delivery_postcode`; a 404 or an empty list is "no".
 */
async function returnServiceable(call: ShiprocketCall, pickup: ReturnPickup, warehousePin: string): Promise<boolean> {
  const query = new URLSearchParams({
    pickup_postcode: pickup.customer.pincode,
    delivery_postcode: warehousePin,
    weight: String(Math.max(0.1, pickup.weightGrams / 1000)),
    cod: "0",
    is_return: "1",
    declared_value: String(
      Math.max(1, paiseToRupees(pickup.items.reduce((sum, item) => sum + item.unitPrice * item.units, 0))),
    ),
  });
  const answer = await call("GET", `/courier/serviceability?${query}`, ReturnServiceability, undefined, [404]);
  return (answer?.data?.available_courier_companies.length ?? 0) > 0;
}

/** The courier comes to the shopper: the words the shopper reads once the pickup is booked. */
export function courierPickupInstructions(courierName: string, awb: string): string {
  return `${courierName || "The courier"} will collect the parcel from your address (AWB ${awb}). Pack the items in their original packaging and keep the parcel ready.`;
}

type RemoteReturn = { orderId: string; shipmentId: string; awb: string | null; courierName: string };

/** Our return at Shiprocket, by its reference; a cancelled one does not count. */
async function findReturn(call: ShiprocketCall, reference: string): Promise<RemoteReturn | null> {
  const list = await call("GET", `/orders/processing/return?${new URLSearchParams({ search: reference })}`, ReturnList);
  const order = list?.data.find(
    (candidate) => candidate.channel_order_id === reference && candidate.status !== "CANCELED",
  );
  const shipment = order?.shipments?.[0];
  return order && shipment
    ? { orderId: order.id, shipmentId: shipment.id, awb: shipment.awb || null, courierName: shipment.courier ?? "" }
    : null;
}

/**
 * Books a reverse pickup at Shiprocket, at most once per reference: an existing return order is
 * found and reused (Shiprocket refuses a second one with "The order id has already been taken"),
 * after checking a courier serves the shopper's pincode for a return (`ReturnPickupUnserviceable`
 * otherwise), then the AWB is assigned with `is_return`. Any refusal is a CarrierError; the shop
 * records nothing.
 */
export async function bookShiprocketReturn(call: ShiprocketCall, pickup: ReturnPickup): Promise<BookedReturn> {
  const addresses = await call("GET", "/settings/company/pickup", PickupAddresses);
  const warehouse = addresses?.data.shipping_address.find((location) => location.id === pickup.pickupLocationId);
  if (!warehouse)
    throw new CarrierError(
      `Pickup location ${pickup.pickupLocationId} is not set up in Shiprocket (Settings > Pickup Addresses).`,
    );
  let remote = await findReturn(call, pickup.reference);
  if (!remote) {
    // Asked before creating anything (a return order already made is reused as it is).
    if (!(await returnServiceable(call, pickup, warehouse.pin_code)))
      throw new ReturnPickupUnserviceable(pickup.customer.pincode);
    const { customer } = pickup;
    const body = {
      order_id: pickup.reference,
      order_date: pickup.requestedAt.toISOString().slice(0, 10),
      pickup_customer_name: customer.name,
      pickup_last_name: "",
      pickup_address: customer.address,
      pickup_address_2: customer.apartment ?? "",
      pickup_city: customer.city,
      pickup_state: customer.state,
      pickup_country: customer.country,
      pickup_pincode: customer.pincode,
      pickup_email: customer.email,
      pickup_phone: customer.phone.replace(/^\+91/, ""),
      shipping_customer_name: warehouse.name || warehouse.pickup_location,
      shipping_address: warehouse.address,
      shipping_address_2: warehouse.address_2 ?? "",
      shipping_city: warehouse.city,
      shipping_state: warehouse.state,
      shipping_country: warehouse.country ?? "India",
      shipping_pincode: warehouse.pin_code,
      shipping_email: warehouse.email ?? "",
      shipping_phone: (warehouse.phone ?? "").replace(/^\+91/, ""),
      order_items: pickup.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        units: item.units,
        selling_price: paiseToRupees(item.unitPrice),
        ...(item.hsn ? { hsn: item.hsn } : {}),
      })),
      payment_method: "PREPAID",
      sub_total: paiseToRupees(pickup.items.reduce((sum, item) => sum + item.unitPrice * item.units, 0)),
      ...parcelBox(pickup.items),
      weight: Math.max(0.1, pickup.weightGrams / 1000),
    };
    try {
      const created = (await call("POST", "/orders/create/return", CreatedReturn, body))!;
      remote = { orderId: created.order_id, shipmentId: created.shipment_id, awb: null, courierName: "" };
    } catch (error) {
      // Refused: a field, or our reference already taken by a return created before a lost answer.
      const earlier = error instanceof CarrierError ? await findReturn(call, pickup.reference) : null;
      if (!earlier) throw error;
      remote = earlier;
    }
  }
  let awb = remote.awb;
  let courierName = remote.courierName;
  if (!awb) {
    const assigned = await call("POST", "/courier/assign/awb", AssignedAwb, {
      shipment_id: Number(remote.shipmentId),
      is_return: 1,
    });
    const data = assigned!.response.data;
    if (assigned!.awb_assign_status !== 1 || !data.awb_code)
      throw new CarrierError(
        `Shiprocket could not assign an AWB to the return: ${data.awb_assign_error ?? "no courier accepted it"}. Try again later.`,
      );
    awb = data.awb_code;
    courierName = data.courier_name ?? "";
  }
  return {
    trackingNumber: awb,
    courierName,
    carrierOrderId: remote.orderId,
    carrierShipmentId: remote.shipmentId,
    instructions: courierPickupInstructions(courierName, awb),
  };
}

/** The manual carrier: nothing is booked; the shopper sends the parcel to the shop's address. */
export function manualReturnInstructions({ shopAddress, reference }: ReturnPickup): BookedReturn {
  return {
    trackingNumber: null,
    courierName: "",
    carrierOrderId: null,
    carrierShipmentId: null,
    instructions: `Pack the items in their original packaging, write ${reference} on the parcel and send it to ${shopAddress || "our address"} with a courier of your choice. Keep the receipt: the courier's charge is refunded with the items.`,
  };
}
