import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { fromShopWallClock } from "@/lib/domain/shop-days";
import { nextShipmentStatus, shipmentStatusOf, type ShipmentStatus } from "@/lib/domain/shipment-status";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { markDeliveredByCourier } from "@/lib/server/orders/admin-actions";
import { AppError } from "@/lib/server/errors";
import { lockOrder } from "@/lib/server/orders/release";
import { enqueueWhatsAppOrderUpdate } from "@/lib/server/queue/queue";
import type { Tracking } from "@/lib/server/shipping/carrier";

/** A tracking update as Shiprocket POSTs it (asyncapi/shiprocket-tracking-webhooks.yml); unknown fields are ignored. */
export const TrackingUpdate = z.object({
  awb: z.coerce.string().trim().min(1, "awb is required"),
  courier_name: z.string().nullish(),
  current_status: z.string().nullish(),
  current_timestamp: z.string().nullish(),
  scans: z
    .array(
      z.object({
        date: z.string(),
        status: z.string().nullish(),
        activity: z.string().nullish(),
        location: z.string().nullish(),
        "sr-status-label": z.string().nullish(),
      }),
    )
    .nullish(),
});
export type TrackingUpdate = z.infer<typeof TrackingUpdate>;

const sha256 = (value: string) => createHash("sha256").update(value).digest();

/** The webhook's x-api-key against SHIPROCKET_WEBHOOK_TOKEN, in constant time (hashes of equal length). */
export function assertWebhookToken(presented: string | null): void {
  const expected = env().SHIPROCKET_WEBHOOK_TOKEN;
  if (!expected || !presented || !timingSafeEqual(sha256(presented), sha256(expected))) {
    throw new AppError(401, "invalid_token", "Invalid or missing x-api-key");
  }
}

/** Shiprocket's times are India's: "2026-05-19 11:59:16" or, for current_timestamp, "19 05 2026 11:59:16". */
function istTime(value: string): Date | null {
  const iso = value.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/);
  const dayFirst = value.match(/^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?/);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
      : null;
  if (!parts) return null;
  const date = fromShopWallClock(`${parts[0]}-${parts[1]}-${parts[2]}T${parts[3]}:${parts[4]}:${parts[5] ?? "00"}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

type Scan = { status: ShipmentStatus; description: string; location: string; occurredAt: Date; scanKey: string };

/** The update's scans the shop understands; without scans, its current status is the scan. */
export function scansOf(update: TrackingUpdate): Scan[] {
  const raw = update.scans?.length
    ? update.scans.map((scan) => ({
        date: scan.date,
        label: scan["sr-status-label"] || scan.activity || scan.status || "",
        code: scan.status ?? "",
        description: scan.activity ?? "",
        location: scan.location ?? "",
      }))
    : [
        {
          date: update.current_timestamp ?? "",
          label: update.current_status ?? "",
          code: "",
          description: update.current_status ?? "",
          location: "",
        },
      ];
  return raw.flatMap((scan) => {
    const status = shipmentStatusOf(scan.label);
    const occurredAt = istTime(scan.date);
    if (!status || !occurredAt) return [];
    const scanKey = sha256([scan.date, scan.code, scan.label, scan.description, scan.location].join("|")).toString(
      "hex",
    );
    return [{ status, description: scan.description || scan.label, location: scan.location, occurredAt, scanKey }];
  });
}

export type TrackingResult = { awb: string; known: boolean; recorded: number; status: ShipmentStatus | null };

/**
 * Records a courier's tracking update: each scan once (unique per shipment and scan), the
 * shipment's status from its latest scan (a late scan never moves it back), and a delivery moves
 * the order to delivered through the order state machine. Locks the order first, as every order
 * change does. An AWB the shop does not know is acknowledged and ignored.
 */
export async function recordTrackingUpdate(update: TrackingUpdate): Promise<TrackingResult> {
  const shipment = await db.shipment.findUnique({
    where: { trackingNumber: update.awb },
    select: { id: true, orderId: true },
  });
  if (!shipment) return { awb: update.awb, known: false, recorded: 0, status: null };
  const scans = scansOf(update);
  return db.$transaction(async (tx) => {
    await lockOrder(tx, shipment.orderId);
    const current = await tx.shipment.findUniqueOrThrow({
      where: { id: shipment.id },
      select: { status: true, courierName: true },
    });
    const { count } = await tx.shipmentEvent.createMany({
      data: scans.map((scan) => ({ shipmentId: shipment.id, ...scan })),
      skipDuplicates: true,
    });
    const events = await tx.shipmentEvent.findMany({
      where: { shipmentId: shipment.id, scanKey: { not: null } },
      select: { status: true, occurredAt: true },
    });
    const status = nextShipmentStatus(current.status, events);
    const courierName = current.courierName || update.courier_name || "";
    if (status !== current.status || courierName !== current.courierName) {
      await tx.shipment.update({ where: { id: shipment.id }, data: { status, courierName } });
    }
    if (status === "out_for_delivery" && current.status !== "out_for_delivery")
      await enqueueWhatsAppOrderUpdate(tx, "out-for-delivery", shipment.orderId);
    if (status === "delivered") await markDeliveredByCourier(tx, shipment.orderId, courierName);
    return { awb: update.awb, known: true, recorded: count, status };
  });
}

/** A shipment as the shop has recorded it, with the courier's own tracking page when the shop knows it. */
export type ShipmentTrackingJson = Tracking & { external_url: string | null };

/** A shipment as the shop has recorded it, for /track/{awb}: carrier, status and scans, oldest first. */
export async function trackShipment(trackingNumber: string): Promise<ShipmentTrackingJson | null> {
  const shipment = await db.shipment.findUnique({
    where: { trackingNumber },
    include: { events: { orderBy: [{ occurredAt: "asc" }, { id: "asc" }] } },
  });
  if (!shipment) return null;
  const template =
    shipment.carrier === "manual"
      ? (await db.storeSettings.findUnique({ where: { id: 1 }, select: { trackingUrlTemplate: true } }))
          ?.trackingUrlTemplate
      : null;
  return {
    tracking_number: trackingNumber,
    carrier: shipment.carrier,
    courier_name: shipment.courierName,
    status: shipment.status,
    external_url: template ? template.replaceAll("{awb}", encodeURIComponent(trackingNumber)) : null,
    events: shipment.events.map((event) => ({
      status: event.status,
      location: event.location,
      description: event.description,
      occurred_at: event.occurredAt.toISOString(),
    })),
  };
}
