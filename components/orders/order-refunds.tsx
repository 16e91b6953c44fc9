"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StatusBadge } from "@/components/ui/status-badge";
import { apiPath } from "@/lib/api/links";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime, formatRupees } from "@/lib/domain/format";

/**
 * The shopper's order page: the order's refunds (issue #29), how each was paid and its credit note.
 * Nothing is shown for an order without refunds.
 */
export function OrderRefunds({ orderId }: { orderId: number }) {
  const refunds = useApiQuery("account.refunds.list", { params: { orderId } });
  if (refunds.error)
    return (
      <div
        role="alert"
        className="mx-auto mt-6 max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p>Your refunds could not be loaded.</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={refunds.reload}>
          Retry
        </Button>
      </div>
    );
  if (!refunds.data) return <Spinner label="Loading refunds…" />;
  if (refunds.data.refunds.length === 0) return null;
  return (
    <section
      aria-labelledby="order-refunds-title"
      data-testid="order-refunds"
      className="mx-auto mt-6 max-w-3xl rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <h2 id="order-refunds-title" className="font-serif text-xl text-brand-900">
        Refunds
      </h2>
      <p className="mt-1 text-sm text-stone-600">Refunded so far: {formatRupees(refunds.data.refunded)}</p>
      <ul className="mt-3 divide-y divide-stone-100 text-sm">
        {refunds.data.refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{formatRupees(refund.amount)}</span> on{" "}
              {formatDateTime(refund.created_at)}
              <span className="block text-xs text-stone-500">{refund.via}</span>
            </span>
            <span className="flex items-center gap-3">
              <StatusBadge status={refund.status}>
                {refund.status === "processed" ? "Refunded" : "In progress"}
              </StatusBadge>
              {refund.credit_note && (
                <a
                  href={apiPath("account.refunds.creditNotePdf", {
                    params: { orderId, noteId: refund.credit_note.id },
                  })}
                  download
                  className="font-medium text-brand-700 hover:underline"
                >
                  Credit note {refund.credit_note.number}
                </a>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
