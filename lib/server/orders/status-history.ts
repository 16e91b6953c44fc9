import "server-only";
import { z } from "zod";
import { ORDER_STATUSES } from "@/lib/domain/order-status";
import { db } from "@/lib/server/db";
import { dbId, paging } from "@/lib/validation/primitives";

export const historyFilters = z.object({
  order: dbId("order is an order's id", { fromText: true }).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  ...paging(20),
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
