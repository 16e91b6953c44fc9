import { sendJson, type AdminOrder, type BulkResult } from "./api";

export const ACTION_LABELS: Record<string, string> = {
  confirm: "Confirm",
  process: "Process",
  ship: "Create Shipment",
  deliver: "Mark Delivered",
  cancel: "Cancel",
  refund: "Refund",
};

const STATUS_OF_ACTION: Record<string, string> = { confirm: "confirmed", process: "processing", deliver: "delivered" };

/** The manual carrier's input when shipping: the courier the parcel went with and its AWB. */
export type Handover = { courier_name: string; awb: string };

/** Runs one action through the API call the spec names for it; `notes` is the reason for cancel and refund. */
export function runAction(orderId: number, action: string, notes: string, handover?: Handover): Promise<unknown> {
  if (action === "cancel") return sendJson<AdminOrder>(`/orders/${orderId}/cancel_order/`, "POST", { cancellation_reason: notes });
  if (action === "refund") return sendJson<AdminOrder>(`/orders/${orderId}/refund_order/`, "POST", { refund_reason: notes });
  if (action === "ship") return shipOrders([orderId], notes, handover).then(firstFailure);
  return sendJson<AdminOrder>(`/orders/${orderId}/update_status/`, "PATCH", { new_status: STATUS_OF_ACTION[action], notes });
}

export async function shipOrders(orderIds: number[], notes: string, handover?: Handover): Promise<BulkResult[]> {
  const body = { order_ids: orderIds, pickup_location_id: "1", return_details_id: "1", ...(notes ? { notes } : {}), ...handover };
  return (await sendJson<{ results: BulkResult[] }>("/createshipment/", "POST", body)).results;
}

function firstFailure(results: BulkResult[]) {
  const failed = results.find((result) => !result.success);
  if (failed) throw new Error(failed.message);
  return results;
}

export const BULK_CHOICES = [
  { action: "confirm", status: "confirmed", label: "Confirm" },
  { action: "process", status: "processing", label: "Process" },
  { action: "ship", status: "shipped", label: "Create Shipments" },
  { action: "cancel", status: "cancelled", label: "Cancel" },
] as const;

export async function runBulk(orderIds: number[], action: string, notes: string): Promise<BulkResult[]> {
  if (action === "ship") return shipOrders(orderIds, notes);
  const choice = BULK_CHOICES.find((entry) => entry.action === action)!;
  return (await sendJson<{ results: BulkResult[] }>("/orders/bulk_update_status/", "POST", { order_ids: orderIds, new_status: choice.status, notes })).results;
}
