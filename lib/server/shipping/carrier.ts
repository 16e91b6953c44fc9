import "server-only";
import { randomBytes } from "node:crypto";
import type { Paise } from "@/lib/domain/money";
import { db } from "@/lib/server/db";

/** SPEC.md section 9: shipments use pickup location '1' and return details '1'. */
export const PICKUP_LOCATION_ID = "1";
export const RETURN_DETAILS_ID = "1";
export const DEFAULT_SHIPMENT_COUNTRY = "Unknown";
export const DEFAULT_WEIGHT_KG = 1;

/** SPEC.md section 3 "Shipment line". */
export type ShipmentLine = { order_id: number; order_date: string; invoice_number: string; country: string };

export type PincodeCheck = { pincode: string; serviceable: boolean; cod_allowed: boolean; delivery_days: number | null; city: string | null; state: string | null };
export type Rate = { pincode: string; weight: number; amount: Paise; delivery_days: number };
export type TrackingEvent = { status: string; location: string; description: string; occurred_at: string };
export type Tracking = { tracking_number: string; status: string; events: TrackingEvent[] };

/** What the shop needs from a carrier; a real carrier plugs in behind the same interface. */
export type Carrier = {
  name: string;
  createShipment(line: ShipmentLine, weightGrams: number): Promise<{ trackingNumber: string }>;
  checkPincode(pincode: string): Promise<PincodeCheck>;
  rates(pincode: string, weightKg: number): Promise<Rate>;
  trackingUrl(trackingNumber: string): string;
};

/** Weight slabs of the local carrier: a base fee for the first 500 g, then per extra 500 g. */
const BASE_FEE: Paise = 4900;
const PER_HALF_KG: Paise = 2500;

/** The default carrier: serviceability from the seeded pincodes, slab rates, generated tracking numbers. */
export const localCarrier: Carrier = {
  name: "Prakriti Express",
  async createShipment() {
    return { trackingNumber: `PX${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString("hex").toUpperCase()}` };
  },
  async checkPincode(pincode) {
    const row = await db.pincode.findUnique({ where: { pincode } });
    return {
      pincode,
      serviceable: row?.serviceable ?? false,
      cod_allowed: Boolean(row?.serviceable && row.codAllowed),
      delivery_days: row?.serviceable ? row.deliveryDays : null,
      city: row?.city ?? null,
      state: row?.state ?? null,
    };
  },
  async rates(pincode, weightKg) {
    const check = await this.checkPincode(pincode);
    const slabs = Math.max(1, Math.ceil(weightKg / 0.5));
    return { pincode, weight: weightKg, amount: BASE_FEE + (slabs - 1) * PER_HALF_KG, delivery_days: check.delivery_days ?? 0 };
  },
  trackingUrl(trackingNumber) {
    return `/track/${encodeURIComponent(trackingNumber)}`;
  },
};

export function carrier(): Carrier {
  return localCarrier;
}

/** SPEC.md section 9: the default invoice number is 'INV-{id}'. */
export function invoiceNumberOf(order: { id: number; invoiceNumber: string | null }): string {
  return order.invoiceNumber ?? `INV-${order.id}`;
}

/** Tracking as the shop has recorded it: the shipment's events, oldest first. */
export async function track(trackingNumber: string): Promise<Tracking | null> {
  const shipment = await db.shipment.findUnique({ where: { trackingNumber }, include: { events: { orderBy: { occurredAt: "asc" } } } });
  if (!shipment) return null;
  return {
    tracking_number: trackingNumber,
    status: shipment.status,
    events: shipment.events.map((event) => ({
      status: event.status,
      location: event.location,
      description: event.description,
      occurred_at: event.occurredAt.toISOString(),
    })),
  };
}
