import "server-only";
import { Prisma } from "@prisma/client";
import { paiseToRupees } from "@/lib/domain/money";
import { endOfShopDay, startOfShopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import type { ReportQuery } from "@/lib/validation/reports/queries";
import { reportRange } from "./sales";

/** One group of the RTO rate: parcels handed to the courier, those that came or are coming back, and the share. */
export type RtoRateRow = { key: string; shipped: number; rto: number; rate: number };

export type NdrRtoReport = {
  start_date: string;
  end_date: string;
  by_payment_method: RtoRateRow[];
  by_state: RtoRateRow[];
  /** The pincodes with the most parcels back (at most 20). */
  by_pincode: RtoRateRow[];
  ndr_reasons: { reason: string; attempts: number }[];
  /** Goods on their way back now (orders returning), whatever their date: count and value (rupees, the lines' amounts). */
  reverse_transit: { orders: number; value: number };
};

const PINCODES_SHOWN = 20;

/**
 * Undelivered parcels and returns to origin in the reports (docs/ndr-rto.md), for orders placed in
 * the range: the RTO rate (orders returning or returned, of the orders whose parcel the courier
 * took) by payment method, state and pincode; the failed attempts by reason; and, now, the value
 * of the goods in reverse transit.
 */
export async function ndrRtoReport(query: ReportQuery, now = new Date()): Promise<NdrRtoReport> {
  const range = reportRange(query, now);
  const from = startOfShopDay(range.start_date);
  const to = endOfShopDay(range.end_date);
  const shipped = Prisma.sql`
    FROM "Order" o JOIN "Shipment" s ON s."orderId" = o.id
    WHERE o."createdAt" >= ${from} AND o."createdAt" <= ${to}
      AND s."trackingNumber" IS NOT NULL AND s.status NOT IN ('booking', 'created', 'cancelled')`;
  const rate = async (group: Prisma.Sql, limit: Prisma.Sql = Prisma.empty) => {
    const rows = await db.$queryRaw<{ key: string; shipped: bigint; rto: bigint }[]>`
      SELECT ${group} AS key, count(*) AS shipped,
             count(*) FILTER (WHERE o.status IN ('returning', 'returned')) AS rto
      ${shipped}
      GROUP BY 1 ORDER BY rto DESC, shipped DESC, key ${limit}`;
    return rows.map((row) => ({
      key: row.key,
      shipped: Number(row.shipped),
      rto: Number(row.rto),
      rate: Number(row.shipped) === 0 ? 0 : Math.round((Number(row.rto) * 1000) / Number(row.shipped)) / 10,
    }));
  };
  const [byMethod, byState, byPincode, reasons, [transit]] = await Promise.all([
    rate(Prisma.sql`o."paymentMethod"::text`),
    rate(Prisma.sql`o."deliveryState"`),
    rate(Prisma.sql`o."deliveryPincode"`, Prisma.sql`LIMIT ${PINCODES_SHOWN}`),
    db.$queryRaw<{ reason: string; attempts: bigint }[]>`
      SELECT coalesce(nullif(a.reason, ''), 'No reason given') AS reason, count(*) AS attempts
      FROM "NdrAttempt" a WHERE a."occurredAt" >= ${from} AND a."occurredAt" <= ${to}
      GROUP BY 1 ORDER BY attempts DESC, reason`,
    db.$queryRaw<{ orders: bigint; value: bigint | null }[]>`
      SELECT count(DISTINCT o.id) AS orders, sum(i."totalPrice") AS value
      FROM "Order" o JOIN "OrderItem" i ON i."orderId" = o.id WHERE o.status = 'returning'`,
  ]);
  return {
    start_date: range.start_date,
    end_date: range.end_date,
    by_payment_method: byMethod,
    by_state: byState,
    by_pincode: byPincode,
    ndr_reasons: reasons.map((row) => ({ reason: row.reason, attempts: Number(row.attempts) })),
    reverse_transit: { orders: Number(transit.orders), value: paiseToRupees(Number(transit.value ?? 0)) },
  };
}
