import "server-only";
import { RECOVERY_WINDOW_MS } from "@/lib/domain/abandoned-cart";
import { endOfShopDay, startOfShopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { countsAsRevenue } from "@/lib/server/orders/revenue";

export type CartReminderReport = {
  start_date: string;
  end_date: string;
  /** Reminders sent in the range. */
  sent: number;
  /** Of those, how many links were followed. */
  restored: number;
  /** Of those, how many shoppers ordered within a week of their reminder. */
  recovered: number;
  /** Those orders' totals, in paise (the revenue rule of the reports: not cancelled, refunded or unpaid online). */
  revenue: number;
};

/**
 * Abandoned carts in the admin reports: the reminders sent between two shop days (both included),
 * the carts recovered (the shopper's first order that counts as revenue within a week of the
 * reminder, credited to the latest reminder before it, so one order is never counted twice) and
 * the revenue they brought.
 */
export async function cartReminderReport(range: { start_date: string; end_date: string }): Promise<CartReminderReport> {
  const from = startOfShopDay(range.start_date);
  const to = endOfShopDay(range.end_date);
  const windowSeconds = RECOVERY_WINDOW_MS / 1000;
  const [row] = await db.$queryRaw<{ sent: number; restored: number; recovered: number; revenue: number }[]>`
    SELECT count(*)::int AS sent,
           count(r."restoredAt")::int AS restored,
           count(o.id)::int AS recovered,
           coalesce(sum(o.total), 0)::int AS revenue
    FROM "CartReminder" r
    LEFT JOIN LATERAL (
      SELECT o.id, o.total FROM "Order" o
      WHERE o."customerId" = r."customerId" AND o."createdAt" >= r."sentAt"
        AND o."createdAt" < r."sentAt" + make_interval(secs => ${windowSeconds})
        AND ${countsAsRevenue("o")}
        AND NOT EXISTS (
          SELECT 1 FROM "CartReminder" later
          WHERE later."customerId" = r."customerId" AND later."sentAt" > r."sentAt" AND later."sentAt" <= o."createdAt")
      ORDER BY o."createdAt" LIMIT 1
    ) o ON true
    WHERE r."sentAt" >= ${from} AND r."sentAt" <= ${to}`;
  return { start_date: range.start_date, end_date: range.end_date, ...row };
}
