import { z } from "zod";
import { actionForStatus, BULK_ACTIONS, ORDER_STATUSES, type OrderAction } from "@/lib/domain/order-status";
import { ADMINS } from "@/lib/domain/principal";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { runBulkAction } from "@/lib/server/orders/admin-actions";
import { dbId } from "@/lib/validation/primitives";

const Body = z.object({
  order_ids: z.array(dbId("order_ids must be order ids")).min(1, "Select at least one order").max(100),
  new_status: z.enum(ORDER_STATUSES, "Choose a valid status"),
  notes: z.string().max(1000).optional().nullable(),
});

/** Runs one bulk action (confirm, process, ship, cancel) on each order -> { results: per-order outcome }. */
export const POST = route({ auth: ADMINS, body: Body }, async ({ body, staff }) => {
  const action = actionForStatus(body.new_status);
  if (!action || !(BULK_ACTIONS as readonly OrderAction[]).includes(action)) {
    throw new AppError(400, "invalid_bulk_action", "This status cannot be set on many orders at once.");
  }
  const reason = action === "cancel" ? body.notes?.trim() || "Admin cancellation" : (body.notes ?? null);
  const results = await runBulkAction(body.order_ids, action, reason, staff);
  return { results, updated: results.filter((result) => result.success).length };
});
