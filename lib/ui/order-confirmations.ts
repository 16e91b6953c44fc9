import type { ActionPreview } from "@/lib/domain/order-action-preview";
import { formatRupees } from "./format";

/** Order numbers listed in one sentence before "and N more". */
export const ORDER_NUMBERS_LISTED = 20;

/** "ORD-1, ORD-2 and ORD-3"; past `listed`, "ORD-1, …, ORD-20 and 5 more". */
export function listOrderNumbers(numbers: readonly string[], listed = ORDER_NUMBERS_LISTED): string {
  const shown = numbers.slice(0, listed);
  const more = numbers.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "");
}

/** The actions the orders list asks about before running them: a status change, a cancel or a refund. */
export type ConfirmedAction = "confirm" | "process" | "cancel" | "refund";

const PAST: Record<ConfirmedAction, string> = {
  confirm: "confirmed",
  process: "moved to processing",
  cancel: "cancelled",
  refund: "refunded",
};
const DOES: Record<"confirm" | "process", string> = { confirm: "confirm", process: "start processing" };

export type Confirmation = {
  /** What confirming does, with the order numbers and the amount refunded. */
  summary: string;
  /** The orders confirming leaves as they are, each with the reason. */
  unaffected: { order_number: string; message: string }[];
  /** Orders the action applies to; 0 leaves nothing to confirm. */
  affected: number;
};

/** The confirmation of an action from the orders list, worded from the server's preview of it. */
export function confirmationOf(preview: ActionPreview & { action: ConfirmedAction }): Confirmation {
  const affected = preview.orders.filter((line) => line.allowed);
  const numbers = affected.map((line) => line.order_number);
  const refunds = affected.filter((line) => line.refund_amount > 0).length;
  const orders =
    affected.length === 1 ? `order ${numbers[0]}` : `${affected.length} orders (${listOrderNumbers(numbers)})`;
  const payments = refunds === 1 ? "the customer's online payment" : "the customers' online payments";
  const refund = formatRupees(preview.refund_total);
  let summary: string;
  if (affected.length === 0) summary = `None of these orders can be ${PAST[preview.action]}.`;
  else if (preview.action === "confirm" || preview.action === "process")
    summary = `This will ${DOES[preview.action]} ${orders}.`;
  else if (preview.action === "refund") summary = `This will refund ${refund} for ${orders} to ${payments}.`;
  else if (refunds === 0) summary = `This will cancel ${orders}. No online payment is refunded.`;
  else summary = `This will cancel ${orders} and refund ${refund} to ${payments}.`;
  const unaffected = preview.orders
    .filter((line) => !line.allowed)
    .map((line) => ({ order_number: line.order_number, message: line.message ?? "" }));
  if (preview.missing.length)
    unaffected.push(...preview.missing.map((id) => ({ order_number: `#${id}`, message: "Order not found" })));
  return { summary, unaffected, affected: affected.length };
}
