"use client";
import { useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { confirmationOf, type Confirmation, type ConfirmedAction } from "@/lib/ui/order-confirmations";
import { ScrollRegion } from "@/components/back-office/scroll-region";

type Props = {
  action: ConfirmedAction;
  orderIds: number[];
  trigger: ReactNode;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** More to fill in before confirming (e.g. the bulk bar's notes), under the orders. */
  children?: ReactNode;
};

type Loaded = { confirmation: Confirmation } | { error: string } | null;

/**
 * An action from the orders list (confirm, process, cancel, refund): on opening, asks the server
 * what it would do now (which orders, the refund by its own rule) and says it, order numbers and
 * amount, before the click.
 */
export function ActionConfirm({ action, orderIds, trigger, title, confirmLabel, onConfirm, children }: Props) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const asked = useRef(0);
  function opened(open: boolean) {
    if (!open) return;
    const attempt = ++asked.current;
    setLoaded(null);
    // Read on each opening, not from a cache: the admin confirms what the orders are now.
    callApi("admin.orders.actionPreview", { query: { action, order_ids: orderIds.join(",") } }).then(
      (preview) => attempt === asked.current && setLoaded({ confirmation: confirmationOf({ ...preview, action }) }),
      (error: unknown) => attempt === asked.current && setLoaded({ error: messageOf(error, "Failed to load orders") }),
    );
  }
  const confirmation = loaded && "confirmation" in loaded ? loaded.confirmation : null;
  const unaffected = confirmation?.unaffected.length ? (
    <div className="text-sm text-stone-700">
      <p className="font-medium">Left as they are:</p>
      <ScrollRegion label="Orders left as they are, scrollable" className="mt-1 max-h-40 overflow-y-auto">
        <ul aria-label="Orders left as they are" className="list-disc space-y-1 pl-5">
          {confirmation.unaffected.map((line) => (
            <li key={line.order_number}>
              {line.order_number}: {line.message}
            </li>
          ))}
        </ul>
      </ScrollRegion>
    </div>
  ) : null;
  return (
    <ConfirmDialog
      trigger={trigger}
      title={title}
      onOpenChange={opened}
      description={
        loaded === null
          ? "Checking the orders..."
          : "error" in loaded
            ? loaded.error
            : `${loaded.confirmation.summary}${loaded.confirmation.affected && (action === "cancel" || action === "refund") ? " This cannot be undone." : ""}`
      }
      confirmLabel={confirmLabel}
      confirmDisabled={!confirmation?.affected}
      onConfirm={onConfirm}
    >
      {unaffected || children ? (
        <div className="space-y-3">
          {unaffected}
          {children}
        </div>
      ) : undefined}
    </ConfirmDialog>
  );
}
