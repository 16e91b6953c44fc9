import "server-only";
import { estimatedDeliveryDay } from "@/lib/domain/delivery";
import { db } from "@/lib/server/db";

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

/**
 * What the product page tells a shopper about a pincode, from the merchant's own serviceable list
 * (the one the portal's Pincodes screen keeps): never a courier call, so any visitor may ask.
 */
export async function checkDelivery(pincode: string, now = new Date()): Promise<DeliveryCheck> {
  const row = await db.pincode.findUnique({ where: { pincode } });
  if (!row?.serviceable) {
    return { pincode, serviceable: false, cod_allowed: false, delivery_days: null, estimated_delivery: null, city: row?.city ?? null, state: row?.state ?? null };
  }
  return {
    pincode,
    serviceable: true,
    cod_allowed: row.codAllowed,
    delivery_days: row.deliveryDays,
    estimated_delivery: estimatedDeliveryDay(now, row.deliveryDays),
    city: row.city,
    state: row.state,
  };
}
