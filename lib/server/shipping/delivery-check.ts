import "server-only";
import { estimatedDeliveryDay } from "@/lib/domain/delivery";
import { db } from "@/lib/server/db";
import { CarrierError, type Carrier } from "./carrier";
import { carrier as defaultCarrier } from "./configured-carrier";
import { log } from "@/lib/log";

export type DeliveryCheck = {
  pincode: string;
  serviceable: boolean;
  cod_allowed: boolean;
  delivery_days: number | null;
  /** "YYYY-MM-DD" in India, or null where the shop does not deliver. */
  estimated_delivery: string | null;
  city: string | null;
  state: string | null;
};

/** A parcel's weight when the cart's is not known (the product page): the shop's usual box. */
const DEFAULT_PARCEL_KG = 0.5;
const CARRIER_ANSWER_MS = 10 * 60_000;
const carrierAnswers = new Map<string, { at: number; serviceable: boolean; codAllowed: boolean }>();

/**
 * Whether the booked courier serves the pincode, and collects cash there. The manual carrier reads
 * the same pincode list, so only a remote courier is asked; its answer is kept 10 minutes per
 * pincode, so shoppers checking pincodes do not spend the courier's rate limit. A courier that
 * cannot be reached leaves the decision to the list (the shipment is checked again when booked).
 */
async function courierReach(
  carrier: Carrier,
  pincode: string,
  weightKg: number,
  fresh: boolean,
): Promise<{ serviceable: boolean; codAllowed: boolean }> {
  if (carrier.needsHandover) return { serviceable: true, codAllowed: true };
  const key = `${carrier.name}:${pincode}:${weightKg}`;
  const known = carrierAnswers.get(key);
  if (known && !fresh && Date.now() - known.at < CARRIER_ANSWER_MS) return known;
  try {
    const reach = await carrier.checkPincode(pincode, { weightKg, cod: false });
    const answer = { at: Date.now(), serviceable: reach.serviceable, codAllowed: reach.cod_allowed };
    carrierAnswers.set(key, answer);
    return answer;
  } catch (error) {
    if (fresh || !(error instanceof CarrierError)) throw error;
    log.warn({ pincode, err: error }, "delivery check: the courier did not answer; the pincode list decides");
    return { serviceable: true, codAllowed: true };
  }
}

/**
 * The one answer to "does the shop deliver here, and take cash there?", for the product page's
 * "Check delivery", the checkout and the shipment: the merchant's own pincode list (the portal's
 * Pincodes screen) and, for a pincode on it, the courier's serviceability. Delivered only where
 * both say so; cash on delivery only where both allow it. `fresh` (booking a shipment) asks the
 * courier now, for the parcel's weight, and lets its failure through (a 502 that changes nothing).
 */
export async function checkDelivery(
  pincode: string,
  now = new Date(),
  {
    carrier = defaultCarrier(),
    weightKg = DEFAULT_PARCEL_KG,
    fresh = false,
  }: { carrier?: Carrier; weightKg?: number; fresh?: boolean } = {},
): Promise<DeliveryCheck> {
  const row = await db.pincode.findUnique({ where: { pincode } });
  const courier = row?.serviceable ? await courierReach(carrier, pincode, weightKg, fresh) : null;
  if (!row?.serviceable || !courier?.serviceable) {
    return {
      pincode,
      serviceable: false,
      cod_allowed: false,
      delivery_days: null,
      estimated_delivery: null,
      city: row?.city ?? null,
      state: row?.state ?? null,
    };
  }
  return {
    pincode,
    serviceable: true,
    cod_allowed: row.codAllowed && courier.codAllowed,
    delivery_days: row.deliveryDays,
    estimated_delivery: estimatedDeliveryDay(now, row.deliveryDays),
    city: row.city,
    state: row.state,
  };
}
