"use client";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { BULK_ACTIONS } from "@/lib/domain/order-status";
import { listOrderNumbers } from "@/lib/ui/order-confirmations";
import { ActionConfirm } from "./action-confirm";
import { BULK_LABELS, type BulkResult } from "./order-actions";

/** The selected orders as the list shows them. */
export type SelectedOrder = { id: number; order_id: string };

/** Order numbers named in the bar before "and N more". */
const NAMED_IN_BAR = 6;

type Props = {
  orders: SelectedOrder[];
  busy: boolean;
  onRun: (action: string, notes: string) => void;
  onClear: () => void;
  /** More buttons for the selected orders (e.g. labels and manifest), after the bulk actions. */
  children?: ReactNode;
};

/** Actions on the selected orders, named by their numbers; a bulk cancel asks first, with the refund it makes. */
export function BulkBar({ orders, busy, onRun, onClear, children }: Props) {
  const [notes, setNotes] = useState("");
  const count = orders.length;
  return (
    <div role="region" aria-label="Bulk actions" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm">
      <p className="text-sm text-brand-900" aria-live="polite" title={orders.map((order) => order.order_id).join(", ")}>
        <span className="font-medium">{count} selected:</span>{" "}
        <span className="break-words text-stone-700">{listOrderNumbers(orders.map((order) => order.order_id), NAMED_IN_BAR)}</span>
      </p>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <input value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="Notes (optional)" aria-label="Bulk notes" className="h-9 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm lg:max-w-xs" />
        <div className="flex flex-wrap gap-2">
          {BULK_ACTIONS.map((action) =>
            action === "cancel" ? (
              <ActionConfirm
                key={action}
                action="cancel"
                orderIds={orders.map((order) => order.id)}
                trigger={<Button size="sm" variant="danger" disabled={busy}>{BULK_LABELS[action]}</Button>}
                title={count === 1 ? `Cancel order ${orders[0].order_id}?` : `Cancel the ${count} selected orders?`}
                confirmLabel="Cancel orders"
                onConfirm={() => onRun(action, notes)}
              />
            ) : (
              <Button key={action} size="sm" disabled={busy} onClick={() => onRun(action, notes)}>{BULK_LABELS[action]}</Button>
            ),
          )}
          {children}
          <Button size="sm" variant="ghost" onClick={onClear}>Clear selection</Button>
        </div>
      </div>
    </div>
  );
}

/**
 * A bulk action under way ("progress"), or what the last action or bulk action did; `booked` are the
 * orders whose shipments it just booked, whose labels and manifest the notice offers.
 */
export type Outcome = { tone: "error" | "success" | "progress"; text: string; results?: BulkResult[]; booked?: number[] };

/** An order of a result as the shop shows it: its number, or the id sent when no order has it. */
const orderOf = (result: BulkResult) => result.order_number ?? `#${result.order_id}`;

function resultText(result: BulkResult): string {
  if (!result.success) return `not changed: ${result.message}`;
  return result.tracking_number ? `shipment booked, AWB ${result.tracking_number}` : `done, now ${result.status}`;
}

/** What the last action or bulk action did; a bulk action's result order by order (a shipment's AWB), each failure with its reason. */
export function OutcomeNotice({ tone, text, results, onClose, children }: Outcome & { onClose: () => void; children?: ReactNode }) {
  if (tone === "progress") {
    return <div className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm"><Spinner label={text} /></div>;
  }
  return (
    <div role={tone === "error" ? "alert" : "status"} className={tone === "error" ? "rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 shadow-sm" : "rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900 shadow-sm"}>
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium">{text}</p>
        <button type="button" onClick={onClose} className="text-sm underline">Dismiss</button>
      </div>
      {results && (
        <ul aria-label="Per-order results" className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm">
          {results.map((result) => (
            <li key={result.order_id} className={result.success ? "text-brand-900" : "text-red-800"}>
              <span className="font-medium">{orderOf(result)}</span>: {resultText(result)}
            </li>
          ))}
        </ul>
      )}
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
