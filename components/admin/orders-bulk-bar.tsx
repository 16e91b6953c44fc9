"use client";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/back-office/scroll-region";
import { Spinner } from "@/components/ui/spinner";
import { BULK_ACTIONS } from "@/lib/domain/order-status";
import { listOrderNumbers } from "@/lib/ui/order-confirmations";
import { ActionConfirm } from "./action-confirm";
import { BULK_LABELS, type BulkResult } from "./order-actions";
import { counted } from "@/lib/domain/plural";
import { Input } from "@/components/ui/input";

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

/** The bulk actions that ask first, saying which orders they change (and a cancel's refund); the confirm button's words. */
const ASKED: Partial<Record<(typeof BULK_ACTIONS)[number], { verb: string; button: string }>> = {
  confirm: { verb: "Confirm", button: "Confirm orders" },
  process: { verb: "Process", button: "Process orders" },
  cancel: { verb: "Cancel", button: "Cancel orders" },
};

/** Actions on the selected orders, named by their numbers; confirm, process and cancel ask first, a cancel with the refund it makes. */
export function BulkBar({ orders, busy, onRun, onClear, children }: Props) {
  const [notes, setNotes] = useState("");
  const count = orders.length;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm"
    >
      <p className="text-sm text-brand-900" aria-live="polite" title={orders.map((order) => order.order_id).join(", ")}>
        <span className="font-medium">{count} selected:</span>{" "}
        <span className="break-words text-stone-700">
          {listOrderNumbers(
            orders.map((order) => order.order_id),
            NAMED_IN_BAR,
          )}
        </span>
      </p>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <Input
          size="sm"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Notes (optional)"
          aria-label="Bulk notes"
          className="lg:max-w-xs"
        />
        <div className="flex flex-wrap gap-2">
          {BULK_ACTIONS.map((action) => {
            const asked = ASKED[action];
            return asked && action !== "ship" ? (
              <ActionConfirm
                key={action}
                action={action}
                orderIds={orders.map((order) => order.id)}
                trigger={
                  <Button size="sm" variant={action === "cancel" ? "danger" : "primary"} disabled={busy}>
                    {BULK_LABELS[action]}
                  </Button>
                }
                title={
                  count === 1
                    ? `${asked.verb} order ${orders[0].order_id}?`
                    : `${asked.verb} the ${count} selected orders?`
                }
                confirmLabel={asked.button}
                onConfirm={() => onRun(action, notes)}
              />
            ) : (
              <Button key={action} size="sm" disabled={busy} onClick={() => onRun(action, notes)}>
                {BULK_LABELS[action]}
              </Button>
            );
          })}
          {children}
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * A notice: a bulk action under way ("progress") or what an action did; or a bulk action's orders,
 * with its `headline` (default: how many were updated and not changed) and `booked`, the orders whose
 * shipments it just booked, whose labels and manifest the notice offers.
 */
export type Outcome =
  | { tone: "error" | "success" | "progress"; text: string }
  | { results: BulkResult[]; headline?: string; booked?: number[] };

/** An order of a result as the shop shows it: its number, or the id sent when no order has it. */
const orderOf = (result: BulkResult) => result.order_number ?? `#${result.order_id}`;

/** What a changed order became: a booked shipment's AWB, else its new status. */
const doneText = (result: BulkResult) =>
  result.tracking_number ? `shipment booked, AWB ${result.tracking_number}` : `now ${result.status}`;

/** What the last action or bulk action did; a bulk action's orders that changed, and apart, those it refused with the reason. */
export function OutcomeNotice({
  onClose,
  children,
  ...outcome
}: Outcome & { onClose: () => void; children?: ReactNode }) {
  const dismiss = (
    <button type="button" onClick={onClose} className="shrink-0 text-sm underline">
      Dismiss
    </button>
  );
  if ("tone" in outcome && outcome.tone === "progress") {
    return (
      <div className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
        <Spinner label={outcome.text} />
      </div>
    );
  }
  if (!("results" in outcome)) {
    return (
      <div
        role={outcome.tone === "error" ? "alert" : "status"}
        className={
          outcome.tone === "error"
            ? "rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 shadow-sm"
            : "rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900 shadow-sm"
        }
      >
        <div className="flex items-start justify-between gap-3">
          <p className="font-medium">{outcome.text}</p>
          {dismiss}
        </div>
      </div>
    );
  }
  const done = outcome.results.filter((result) => result.success);
  const refused = outcome.results.filter((result) => !result.success);
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium text-stone-900">
          {outcome.headline ??
            `${done.length ? `${counted(done.length, "order")} updated` : "No order was updated"}${refused.length ? `, ${counted(refused.length, "order")} not changed` : ""}`}
        </p>
        {dismiss}
      </div>
      {done.length > 0 && (
        <div role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <ScrollRegion label="Orders updated, scrollable" className="max-h-40 overflow-y-auto">
            <ul aria-label="Orders updated" className="space-y-1">
              {done.map((result) => (
                <li key={result.order_id}>
                  <span className="font-medium">{orderOf(result)}</span>: {doneText(result)}
                </li>
              ))}
            </ul>
          </ScrollRegion>
        </div>
      )}
      {refused.length > 0 && (
        <div role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Not changed:</p>
          <ScrollRegion label="Orders not changed, scrollable" className="max-h-40 overflow-y-auto">
            <ul aria-label="Orders not changed" className="space-y-1">
              {refused.map((result) => (
                <li key={result.order_id}>
                  <span className="font-medium">{orderOf(result)}</span>: {result.message}
                </li>
              ))}
            </ul>
          </ScrollRegion>
        </div>
      )}
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
