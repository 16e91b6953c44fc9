import "server-only";
import type { DeliveryCheck } from "@/lib/domain/delivery";
import type { Paise } from "@/lib/domain/money";
import type { BoxCm } from "@/lib/domain/parcel";
import { PARCEL_WITH_COURIER } from "@/lib/domain/shipment-status";
import { AppError } from "@/lib/server/errors";
import type { Sender, ShipmentDocumentLine } from "./documents-pdf";
import type { NdrCarrier } from "./ndr";
import type { BookedReturn, ReturnPickup } from "./reverse-pickup";

export {
  DEFAULT_SHIPMENT_COUNTRY,
  DEFAULT_WEIGHT_KG,
  PICKUP_LOCATION_ID,
  RETURN_DETAILS_ID,
} from "@/lib/domain/shipment-defaults";

/** The columns of a variant that boxOf (lib/domain/parcel.ts) reads. */
export const VARIANT_BOX_SELECT = { lengthCm: true, breadthCm: true, heightCm: true } as const;

export type Rate = { pincode: string; weight: number; amount: Paise; delivery_days: number };
export type TrackingEvent = { status: string; location: string; description: string; occurred_at: string };
export type Tracking = {
  tracking_number: string;
  carrier: string;
  courier_name: string;
  status: string;
  events: TrackingEvent[];
};

/** Whom the courier delivers to (a booking's recipient) or picks a return up from (its customer). */
export type CourierAddress = {
  name: string;
  phone: string;
  email: string;
  address: string;
  apartment: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
};
export type BookingItem = {
  name: string;
  sku: string;
  units: number;
  unitPrice: Paise;
  hsn: string | null;
  /** The size's own box; absent or null: the shop's standard box (lib/domain/parcel.ts). */
  box?: BoxCm | null;
};
/** What the shop hands a carrier to book one order's shipment. */
export type Booking = {
  /** Our order number: the carrier's reference, looked up before any retry so one order is never booked twice. */
  reference: string;
  orderDate: Date;
  pickupLocationId: string;
  invoiceNumber: string;
  recipient: CourierAddress;
  paymentMethod: "cod" | "prepaid";
  items: BookingItem[];
  subtotal: Paise;
  shippingCost: Paise;
  discount: Paise;
  /**
   * A prepaid order's balance staff recorded as collected on delivery (docs/order-operations.md):
   * the courier collects exactly this in cash (booked as COD for this amount). Absent or 0: nothing.
   */
  balanceOnDelivery?: Paise;
  weightGrams: number;
  /** The manual carrier's input: the courier the merchant handed the parcel to and its AWB. */
  handedOver: { courierName: string; awb: string } | null;
};
export type BookedShipment = {
  trackingNumber: string;
  courierName: string;
  carrierOrderId: string | null;
  carrierShipmentId: string | null;
  labelUrl: string | null;
};

/** What the shop needs from a carrier; Shiprocket and the manual carrier plug in behind it. */
export type Carrier = {
  name: "shiprocket" | "manual";
  /** True when the admin must type the courier and AWB (nothing is booked remotely). */
  needsHandover: boolean;
  checkPincode(pincode: string, parcel?: { weightKg: number; cod: boolean }): Promise<DeliveryCheck>;
  rates(pincode: string, weightKg: number): Promise<Rate>;
  /** Creates the shipment with the courier: order, AWB, pickup and label. */
  book(booking: Booking): Promise<BookedShipment>;
  label(shipment: { carrierShipmentId: string | null }): Promise<string | null>;
  /** The labels of several booked shipments, as one PDF. */
  labels(shipments: ShipmentDocumentLine[], sender: Sender): Promise<Buffer>;
  /** The manifest of a batch of booked shipments (what the pickup agent signs), as one PDF. */
  manifest(shipments: ShipmentDocumentLine[], sender: Sender): Promise<Buffer>;
  /**
   * Withdraws the booking, so the courier never picks the parcel up. Refused with ParcelWithCourier
   * once the courier has it; a CarrierError when the call fails (then nothing was withdrawn).
   */
  cancel(shipment: { trackingNumber: string }): Promise<void>;
  /** The carrier's live view of a shipment (the shop's own record is `trackShipment`). */
  track(trackingNumber: string): Promise<Tracking | null>;
  /** Undelivered parcels (NDR): list and act (docs/ndr-rto.md); absent for the manual carrier. */
  ndr?: NdrCarrier;
  /** Books a reverse pickup of a return (docs/returns.md), once per reference; the manual carrier gives instructions. */
  bookReturn(pickup: ReturnPickup): Promise<BookedReturn>;
};

/** The carrier failed or refused (HTTP error, rate limit, timeout): the shop changed nothing; answered as 502. */
export class CarrierError extends AppError {
  constructor(message: string) {
    super(502, "carrier_error", message);
    this.name = "CarrierError";
  }
}

/** The courier has picked the parcel up: its booking can no longer be withdrawn (409). */
export class ParcelWithCourier extends AppError {
  constructor() {
    super(409, "parcel_with_courier", PARCEL_WITH_COURIER);
    this.name = "ParcelWithCourier";
  }
}

/** The shop's tracking page for an AWB (scan history from the carrier's webhooks). */
export function trackingPagePath(trackingNumber: string): string {
  return `/track/${encodeURIComponent(trackingNumber)}`;
}
