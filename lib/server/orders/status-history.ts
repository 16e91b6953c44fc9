import "server-only";
import { db } from "@/lib/server/db";
import type { StatusHistoryFilters } from "@/lib/validation/orders/admin-actions";

export type StatusHistoryPage = Awaited<ReturnType<typeof listStatusHistory>>;

/** Status changes across orders, newest first (GET /api/admin/order-status-history/). */
export async function listStatusHistory(filters: StatusHistoryFilters) {
  const where = { orderId: filters.order, status: filters.status };
  const [rows, count] = await Promise.all([
    db.orderStatusHistory.findMany({
      where,
      orderBy: [{ changedAt: "desc" }, { id: "desc" }],
      skip: (filters.page - 1) * filters.page_size,
      take: filters.page_size,
    }),
    db.orderStatusHistory.count({ where }),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      order: row.orderId,
      status: row.status,
      payment_status: row.paymentStatus,
      changed_at: row.changedAt.toISOString(),
      changed_by_name: row.changedByName,
      notes: row.notes,
    })),
  };
}
