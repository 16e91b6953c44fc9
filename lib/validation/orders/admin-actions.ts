import { z } from "zod";
import { ORDER_ACTIONS, ORDER_STATUSES } from "@/lib/domain/order-status";
import { dbId, paging } from "@/lib/validation/primitives";

/** The admin's reason for an action on an order: required, and kept in the order's history. */
export function actionReason(action: "cancel" | "refund") {
  const required = `A reason is required to ${action} an order.`;
  return z.string(required).trim().min(1, required).max(500);
}

/** Put the order's units back in stock; unset: back when the order never shipped. */
export const restockChoice = z.boolean("restock is true or false").optional();

/** POST /api/admin/orders/{id}/cancel_order/. */
export const cancelOrderBody = z.object({ cancellation_reason: actionReason("cancel"), restock: restockChoice });

/** POST /api/admin/orders/{id}/refund_order/. */
export const refundOrderBody = z.object({ refund_reason: actionReason("refund"), restock: restockChoice });

/** PATCH /api/admin/orders/{id}/update_status/: the status to reach (the state machine picks the action). */
export const statusChangeBody = z.object({
  new_status: z.enum(ORDER_STATUSES, "Choose a valid status"),
  notes: z.string().max(1000).optional().nullable(),
});

/** POST /api/admin/orders/bulk_update_status/. */
export const bulkStatusChangeBody = z.object({
  order_ids: z.array(dbId("order_ids must be order ids")).min(1, "Select at least one order").max(100),
  new_status: z.enum(ORDER_STATUSES, "Choose a valid status"),
  notes: z.string().max(1000).optional().nullable(),
});

const previewId = dbId("order_ids must be order ids", { fromText: true });

/** GET /api/admin/orders/action_preview/. */
export const actionPreviewQuery = z.object({
  action: z.enum(ORDER_ACTIONS, "Choose a valid action"),
  /** Comma-separated (`order_ids=4,7,9`) or repeated. */
  order_ids: z
    .union([z.string(), z.array(z.string())], "Select at least one order")
    .transform((value): unknown[] =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(previewId).min(1, "Select at least one order").max(100, "At most 100 orders at once")),
});

/** GET /api/admin/orders/orders_by_customer/. */
export const ordersByCustomerQuery = z.object({
  customer_mobile: z.string("customer_mobile is required").trim().min(1, "customer_mobile is required").max(20),
});

/** GET /api/admin/order-status-history/: status changes across orders, by order and status. */
export const statusHistoryFilters = z.object({
  order: dbId("order is an order's id", { fromText: true }).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  ...paging(20),
});
export type StatusHistoryFilters = z.infer<typeof statusHistoryFilters>;
