import "server-only";
import type { Paise } from "@/lib/domain/money";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { Carrier } from "./carrier";
import { renderLabels, renderManifest } from "./documents-pdf";
import { manualReturnInstructions } from "./reverse-pickup";

/** Weight slabs of the merchant's own shipping: a base fee for the first 500 g, then per extra 500 g. */
const BASE_FEE: Paise = 4900;
const PER_HALF_KG: Paise = 2500;

/**
 * For merchants who ship themselves: serviceability from the shop's pincode table, slab rates,
 * and the courier name and AWB the admin types; nothing is booked remotely. Labels and manifests
 * are drawn by the shop (pdfkit). The tracking link on
 * /track/{awb} comes from the courier URL template in the settings.
 */
export const manualCarrier: Carrier = {
  name: "manual",
  needsHandover: true,
  async checkPincode(pincode) {
    const row = await db.pincode.findUnique({ where: { pincode } });
    return {
      pincode,
      serviceable: row?.serviceable ?? false,
      cod_allowed: Boolean(row?.serviceable && row.codAllowed),
      delivery_days: row?.serviceable ? row.deliveryDays : null,
      estimated_delivery: null,
      city: row?.city ?? null,
      state: row?.state ?? null,
    };
  },
  async rates(pincode, weightKg) {
    const check = await this.checkPincode(pincode);
    const slabs = Math.max(1, Math.ceil(weightKg / 0.5));
    return {
      pincode,
      weight: weightKg,
      amount: BASE_FEE + (slabs - 1) * PER_HALF_KG,
      delivery_days: check.delivery_days ?? 0,
    };
  },
  async book(booking) {
    if (!booking.handedOver)
      throw new AppError(400, "handover_required", "Enter the courier's name and the AWB of the parcel.");
    return {
      trackingNumber: booking.handedOver.awb,
      courierName: booking.handedOver.courierName,
      carrierOrderId: null,
      carrierShipmentId: null,
      labelUrl: null,
    };
  },
  async label() {
    return null;
  },
  labels: (shipments, sender) => renderLabels(shipments, sender),
  manifest: (shipments, sender) => renderManifest(shipments, sender),
  async cancel() {},
  async track() {
    return null;
  },
  async bookReturn(pickup) {
    return manualReturnInstructions(pickup);
  },
};
