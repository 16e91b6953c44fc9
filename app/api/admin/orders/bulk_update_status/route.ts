import { NextResponse } from "next/server";
import { z } from "zod";
import { actionForStatus, BULK_ACTIONS, ORDER_STATUSES, type OrderAction } from "@/lib/domain/order-status";
import { adminRoute, readBody } from "@/lib/server/admin/http";
import { runBulkAction } from "@/lib/server/orders/admin-actions";
import { ShopError } from "@/lib/server/orders/errors";

const Body = z.object({
  order_ids: z.array(z.number().int().positive()).min(1, "Select at least one order").max(100),
  new_status: z.enum(ORDER_STATUSES, "Choose a valid status"),
  notes: z.string().max(1000).optional().nullable(),
});

/** Runs one bulk action (confirm, process, ship, cancel) on each order -> { results: per-order outcome }. */
export const POST = adminRoute(async (request, actor) => {
  const { order_ids, new_status, notes } = await readBody(request, Body);
  const action = actionForStatus(new_status);
  if (!action || !(BULK_ACTIONS as readonly OrderAction[]).includes(action)) {
    throw new ShopError(400, "invalid_bulk_action", "This status cannot be set on many orders at once.");
  }
  const reason = action === "cancel" ? notes?.trim() || "Admin cancellation" : (notes ?? null);
  const results = await runBulkAction(order_ids, action, reason, actor);
  return NextResponse.json({ results, updated: results.filter((result) => result.success).length });
});
