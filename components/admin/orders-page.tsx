"use client";
import { Download, LayoutDashboard, RefreshCw } from "lucide-react";
import Link from "next/link";
import { useCallback, useState } from "react";
import type { RowSelectionState } from "@/components/back-office/data-table";
import { FilterBar } from "@/components/back-office/filter-bar";
import { Pager } from "@/components/back-office/pager";
import { EmptyState, ResourceView } from "@/components/back-office/states";
import { queryOf, useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import type { TrackedOrderJson } from "@/lib/server/shipping/tracking-link";
import { apiDownload, messageOf } from "@/lib/ui/api-client";
import { useResource } from "@/lib/ui/use-resource";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/admin-orders";
import { ACTION_LABELS, runAction, runBulk } from "./order-actions";
import { ORDER_FILTER_DEFAULTS, ORDER_FILTER_FIELDS } from "./orders-filters";
import { BulkBar, OutcomeNotice, type Outcome } from "./orders-bulk-bar";
import { OrdersTable } from "./orders-table";
import { ShippingDocuments } from "./shipping-documents";

const FIXED_REASONS: Record<string, string> = { refund: "Admin refund", cancel: "Admin cancellation" };
const FAILED_ACTION = "Failed to perform action: ";

/** SPEC.md section 3 "Admin orders": filters (in the address), quick and bulk actions, CSV export. */
export function AdminOrders() {
  const filters = useUrlFilters(ORDER_FILTER_DEFAULTS);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [notice, setNotice] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useResource<{ results: TrackedOrderJson[]; count: number }>(`/api/admin/orders/?${filters.apiQuery}`);
  const { reload } = list;
  const selectedIds = Object.keys(selection).filter((id) => selection[id]).map(Number);

  const act = useCallback(async (order: TrackedOrderJson, action: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await runAction(order.id, action, FIXED_REASONS[action] ?? "");
      setNotice({ tone: "success", text: `Order ${order.order_id}: ${ACTION_LABELS[action]} done` });
      reload();
    } catch (error) {
      setNotice({ tone: "error", text: `${FAILED_ACTION}${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  }, [reload]);

  async function bulk(action: string, notes: string) {
    setBusy(true);
    setNotice(null);
    try {
      const results = await runBulk(selectedIds, action, notes);
      const failed = results.filter((result) => !result.success);
      setNotice(
        failed.length
          ? { tone: "error", text: `${results.length - failed.length} of ${results.length} orders updated`, results }
          : { tone: "success", text: `${results.length} orders updated` },
      );
      setSelection({});
      reload();
    } catch {
      setNotice({ tone: "error", text: "Failed to perform bulk action" });
    } finally {
      setBusy(false);
    }
  }

  async function exportCsv() {
    setNotice(null);
    try {
      const { blob, fileName } = await apiDownload(`/api/admin/orders/export/?${queryOf(filters.values, 1)}`, "orders.csv");
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement("a"), { href: url, download: fileName }).click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setNotice({ tone: "error", text: messageOf(error, "Failed to export orders") });
    }
  }

  function applyFilters(next: typeof ORDER_FILTER_DEFAULTS) {
    setSelection({});
    filters.apply(next);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-brand-900">Orders</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link href="/admin/dashboard"><LayoutDashboard aria-hidden className="h-4 w-4" /> Dashboard</Link>
          </Button>
          <Button variant="secondary" size="sm" onClick={reload}><RefreshCw aria-hidden className="h-4 w-4" /> Refresh</Button>
          <Button size="sm" onClick={exportCsv}><Download aria-hidden className="h-4 w-4" /> Export</Button>
        </div>
      </div>
      <FilterBar label="Filters" fields={ORDER_FILTER_FIELDS} values={filters.values} onApply={applyFilters} cleared={ORDER_FILTER_DEFAULTS} submitLabel="Apply Filters" />
      {notice && <OutcomeNotice {...notice} onClose={() => setNotice(null)} />}
      {selectedIds.length > 0 && <BulkBar count={selectedIds.length} busy={busy} onRun={bulk} onClear={() => setSelection({})} />}
      {selectedIds.length > 0 && <ShippingDocuments orderIds={selectedIds} />}
      <ResourceView
        resource={list}
        failure="Failed to load orders"
        loadingLabel="Loading orders..."
        isEmpty={(page) => page.results.length === 0}
        empty={<EmptyState title="No orders found"><p className="text-sm text-stone-500">Try other filters.</p></EmptyState>}
      >
        {(page) => (
          <div className="space-y-3">
            <p className="text-right text-sm text-stone-600">{page.count} orders</p>
            <OrdersTable orders={page.results} selection={selection} onSelect={setSelection} busy={busy} onAction={act} />
            <Pager page={filters.page} count={page.count} pageSize={ADMIN_PAGE_SIZE} onPage={(next) => { setSelection({}); filters.setPage(next); }} />
          </div>
        )}
      </ResourceView>
    </div>
  );
}
