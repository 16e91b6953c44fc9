"use client";
import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { EmptyState, ErrorState, LoadingState } from "@/components/back-office/states";
import { StatusBadge } from "@/components/back-office/status-badge";
import type { TrackedOrderJson } from "@/lib/server/shipping/tracking-link";
import { formatDateTime } from "@/lib/domain/format";
import { useResource } from "@/lib/ui/use-resource";

const STATUSES = ["shipped", "delivered"] as const;

/** Orders that have a shipment, with their tracking numbers; filtered by status. */
export function AdminShipments() {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>("shipped");
  const list = useResource<{ results: TrackedOrderJson[] }>(`/api/admin/orders/?status=${status}&page_size=100`);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-brand-900">Shipments</h1>
        <label className="text-sm text-stone-600">
          Status{" "}
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as typeof status)}
            className="h-9 rounded-lg border border-stone-300 bg-white px-2 capitalize"
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.error ? (
        <ErrorState message="Failed to load shipments" onRetry={list.reload} />
      ) : !list.data ? (
        <LoadingState label="Loading shipments..." />
      ) : list.data.results.length === 0 ? (
        <EmptyState title={`No ${status} shipments`} />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-stone-500">
              <tr>
                <th className="p-3">Order</th>
                <th className="p-3">Customer</th>
                <th className="p-3">Destination</th>
                <th className="p-3">Status</th>
                <th className="p-3">Tracking</th>
                <th className="p-3">Updated</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {list.data.results.map((order) => (
                <tr key={order.id}>
                  <td className="p-3">
                    <Link href={`/admin/orders/${order.id}`} className="font-medium text-brand-700 hover:underline">
                      {order.order_id}
                    </Link>
                  </td>
                  <td className="p-3">{order.customer_name}</td>
                  <td className="p-3">
                    {order.delivery_city} {order.delivery_pincode}
                  </td>
                  <td className="p-3">
                    <StatusBadge status={order.status} />
                  </td>
                  <td className="p-3 font-mono">
                    {order.tracking_number ? (
                      <a
                        href={order.tracking_url ?? "#"}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                      >
                        {order.tracking_number} <ExternalLink aria-hidden className="h-3 w-3" />
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="p-3 text-stone-500">{formatDateTime(order.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
