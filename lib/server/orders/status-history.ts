import "server-only";
import { z } from "zod";
import { ORDER_STATUSES } from "@/lib/domain/order-status";
import { db } from "@/lib/server/db";

export const historyFilters = z.object({
  order: z.coerce.number().int().positive().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** Status changes across orders, newest first (GET /api/admin/order-status-history/). */
export async function listStatusHistory(filters: z.infer<typeof historyFilters>) {
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
      id: row.id, order: row.orderId, status: row.status, payment_status: row.paymentStatus,
      changed_at: row.changedAt.toISOString(), changed_by_name: row.changedByName, notes: row.notes,
    })),
  };
}
