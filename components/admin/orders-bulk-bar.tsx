"use client";
import { useState } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { Button } from "@/components/ui/button";
import { BULK_ACTIONS } from "@/lib/domain/order-status";
import { BULK_LABELS, type BulkResult } from "./order-actions";

/** Actions on the selected orders; a bulk cancel asks first. */
export function BulkBar({ count, busy, onRun, onClear }: { count: number; busy: boolean; onRun: (action: string, notes: string) => void; onClear: () => void }) {
  const [notes, setNotes] = useState("");
  return (
    <div role="region" aria-label="Bulk actions" className="sticky top-2 z-10 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm lg:flex-row lg:items-center">
      <span className="font-medium text-brand-900">{count} selected</span>
      <input value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="Notes (optional)" aria-label="Bulk notes" className="h-9 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm lg:max-w-xs" />
      <div className="flex flex-wrap gap-2">
        {BULK_ACTIONS.map((action) =>
          action === "cancel" ? (
            <ConfirmDialog
              key={action}
              trigger={<Button size="sm" variant="danger" disabled={busy}>{BULK_LABELS[action]}</Button>}
              title={`Cancel ${count} orders?`}
              description="Each selected order that can still be cancelled is cancelled, and paid online orders are refunded. This cannot be undone."
              confirmLabel="Cancel orders"
              onConfirm={() => onRun(action, notes)}
            />
          ) : (
            <Button key={action} size="sm" disabled={busy} onClick={() => onRun(action, notes)}>{BULK_LABELS[action]}</Button>
          ),
        )}
        <Button size="sm" variant="ghost" onClick={onClear}>Clear selection</Button>
      </div>
    </div>
  );
}

export type Outcome = { tone: "error" | "success"; text: string; results?: BulkResult[] };

/** What the last action or bulk action did, with the per-order results of a partial bulk action. */
export function OutcomeNotice({ tone, text, results, onClose }: Outcome & { onClose: () => void }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={tone === "error" ? "rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" : "rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900"}>
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium">{text}</p>
        <button type="button" onClick={onClose} className="text-sm underline">Dismiss</button>
      </div>
      {results && (
        <ul aria-label="Per-order results" className="mt-2 space-y-1 text-sm">
          {results.map((result) => (
            <li key={result.order_id}>
              Order #{result.order_id}: {result.success ? "updated" : result.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
