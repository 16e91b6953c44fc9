import { ACTION_RESULT, type BULK_ACTIONS, type OrderAction } from "@/lib/domain/order-status";
import { callApi } from "@/lib/api/client";
import type { BulkResult } from "@/lib/server/orders/admin-actions";

export type { BulkResult };

export const ACTION_LABELS: Record<string, string> = {
  confirm: "Confirm",
  process: "Process",
  ship: "Create Shipment",
  deliver: "Mark Delivered",
  cancel: "Cancel",
  refund: "Refund",
};

/** The manual carrier's input when shipping: the courier the parcel went with and its AWB. */
export type Handover = { courier_name: string; awb: string };

/**
 * Runs one action through the API call the spec names for it; `notes` is the reason for cancel and
 * refund, `restock` whether their units go back in stock (unset: the server's default).
 */
export function runAction(
  orderId: number,
  action: string,
  notes: string,
  handover?: Handover,
  restock?: boolean,
): Promise<unknown> {
  if (action === "cancel")
    return callApi("admin.orders.cancel", {
      params: { id: orderId },
      body: { cancellation_reason: notes, restock },
    });
  if (action === "refund")
    return callApi("admin.orders.refund", { params: { id: orderId }, body: { refund_reason: notes, restock } });
  if (action === "ship") return shipOrders([orderId], notes, handover).then(firstFailure);
  return callApi("admin.orders.updateStatus", {
    params: { id: orderId },
    body: { new_status: ACTION_RESULT[action as OrderAction], notes },
  });
}

/** "Cash collected" on a delivered cash-on-delivery order (idempotent on the server). */
export function collectCash(orderId: number): Promise<unknown> {
  return callApi("admin.orders.cashCollected", { params: { id: orderId } });
}

async function shipOrders(orderIds: number[], notes: string, handover?: Handover): Promise<BulkResult[]> {
  const body = {
    order_ids: orderIds,
    pickup_location_id: "1",
    return_details_id: "1",
    ...(notes ? { notes } : {}),
    ...handover,
  };
  return (await callApi("admin.shipments.create", { body })).results;
}

function firstFailure(results: BulkResult[]) {
  const failed = results.find((result) => !result.success);
  if (failed) throw new Error(failed.message);
  return results;
}

/** The bulk bar's buttons, in the order of `BULK_ACTIONS`. */
export const BULK_LABELS: Record<(typeof BULK_ACTIONS)[number], string> = {
  confirm: "Confirm",
  process: "Process",
  ship: "Create Shipments",
  cancel: "Cancel",
};

export async function runBulk(orderIds: number[], action: string, notes: string): Promise<BulkResult[]> {
  if (action === "ship") return shipOrders(orderIds, notes);
  const body = { order_ids: orderIds, new_status: ACTION_RESULT[action as OrderAction], notes };
  return (await callApi("admin.orders.bulkUpdateStatus", { body })).results;
}
