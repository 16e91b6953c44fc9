import { actionForStatus, BULK_ACTIONS, type OrderAction } from "@/lib/domain/order-status";
import { ADMINS } from "@/lib/domain/principal";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { runBulkAction } from "@/lib/server/orders/admin-actions";
import { bulkStatusChangeBody } from "@/lib/validation/orders/admin-actions";

/** Runs one bulk action (confirm, process, ship, cancel) on each order -> { results: per-order outcome }. */
export const POST = route(
  { endpoint: "admin.orders.bulkUpdateStatus", auth: ADMINS, body: bulkStatusChangeBody },
  async ({ body, staff }) => {
    const action = actionForStatus(body.new_status);
    if (!action || !(BULK_ACTIONS as readonly OrderAction[]).includes(action)) {
      throw new AppError(400, "invalid_bulk_action", "This status cannot be set on many orders at once.");
    }
    const reason = action === "cancel" ? body.notes?.trim() || "Admin cancellation" : (body.notes ?? null);
    const results = await runBulkAction(body.order_ids, action, reason, staff);
    return { results, updated: results.filter((result) => result.success).length };
  },
);
