"use client";
import { Download, LayoutDashboard, RefreshCw } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/admin-orders";
import { formatDate, rupees, useAdminResource, type AdminOrder, type BulkResult, type OrderPage } from "./api";
import { ACTION_LABELS, BULK_CHOICES, runAction, runBulk } from "./order-actions";
import { EmptyState, ErrorState, LoadingState, Pager, StatusBadge } from "./states";

const EMPTY_FILTERS = {
  search: "", status: "", payment_status: "", payment_method: "", customer_mobile: "",
  start_date: "", end_date: "", min_amount: "", max_amount: "", ordering: "-created_at",
};
type Filters = typeof EMPTY_FILTERS;
const FIXED_REASONS: Record<string, string> = { refund: "Admin refund", cancel: "Admin cancellation" };

function queryOf(filters: Filters, page?: number) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (page) params.set("page", String(page));
  return params.toString();
}

export function AdminOrders() {
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string; results?: BulkResult[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useAdminResource<OrderPage>(`/orders/?${queryOf(filters, page)}`, "Failed to load orders");

  function apply(next: Filters) {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  }

  async function act(order: AdminOrder, action: string) {
    setBusy(true);
    setNotice(null);
    try {
      await runAction(order.id, action, FIXED_REASONS[action] ?? "");
      setNotice({ tone: "success", text: `Order ${order.order_id}: ${ACTION_LABELS[action]} done` });
      list.reload();
    } catch (error) {
      setNotice({ tone: "error", text: `Failed to perform action: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  }

  async function bulk(action: string, notes: string) {
    setBusy(true);
    setNotice(null);
    try {
      const results = await runBulk([...selected], action, notes);
      const failed = results.filter((result) => !result.success);
      setNotice(
        failed.length
          ? { tone: "error", text: `${results.length - failed.length} of ${results.length} orders updated`, results }
          : { tone: "success", text: `${results.length} orders updated` },
      );
      setSelected(new Set());
      list.reload();
    } catch {
      setNotice({ tone: "error", text: "Failed to perform bulk action" });
    } finally {
      setBusy(false);
    }
  }

  async function exportCsv() {
    setNotice(null);
    try {
      const response = await fetch(`/api/admin/orders/export/?${queryOf(filters)}`);
      if (!response.ok) throw new Error();
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "orders.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setNotice({ tone: "error", text: "Failed to export orders" });
    }
  }

  const orders = list.data?.results ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-brand-900">Orders</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link href="/admin/dashboard"><LayoutDashboard aria-hidden className="h-4 w-4" /> Dashboard</Link>
          </Button>
          <Button variant="secondary" size="sm" onClick={list.reload}><RefreshCw aria-hidden className="h-4 w-4" /> Refresh</Button>
          <Button size="sm" onClick={exportCsv}><Download aria-hidden className="h-4 w-4" /> Export</Button>
        </div>
      </div>
      <FilterPanel draft={draft} onChange={setDraft} onApply={() => apply(draft)} onClear={() => { setDraft(EMPTY_FILTERS); apply(EMPTY_FILTERS); }} />
      {notice && <Notice {...notice} onClose={() => setNotice(null)} />}
      {selected.size > 0 && <BulkBar count={selected.size} busy={busy} onRun={bulk} onClear={() => setSelected(new Set())} />}
      {list.error ? (
        <ErrorState message={list.error} onRetry={list.reload} />
      ) : list.loading && !list.data ? (
        <LoadingState label="Loading orders..." />
      ) : orders.length === 0 ? (
        <EmptyState title="No orders found">
          <p className="text-sm text-stone-500">Try other filters.</p>
        </EmptyState>
      ) : (
        <>
          <div className="flex items-center justify-between text-sm text-stone-600">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={orders.every((order) => selected.has(order.id))}
                onChange={(event) => setSelected(event.target.checked ? new Set(orders.map((order) => order.id)) : new Set())}
              />
              Select all on this page
            </label>
            <span>{list.data!.count} orders</span>
          </div>
          <ul className="space-y-3" aria-busy={list.loading}>
            {orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                busy={busy}
                selected={selected.has(order.id)}
                onSelect={(checked) => {
                  const next = new Set(selected);
                  if (checked) next.add(order.id);
                  else next.delete(order.id);
                  setSelected(next);
                }}
                onAction={(action) => act(order, action)}
              />
            ))}
          </ul>
          <Pager page={page} count={list.data!.count} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </div>
  );
}

const field = "h-9 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm";

function FilterPanel({ draft, onChange, onApply, onClear }: { draft: Filters; onChange: (next: Filters) => void; onApply: () => void; onClear: () => void }) {
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => onChange({ ...draft, [key]: event.target.value });
  const select = (key: keyof Filters, label: string, options: string[], allLabel: string) => (
    <label className="text-sm text-stone-600">
      {label}
      <select aria-label={label} value={draft[key]} onChange={set(key)} className={`${field} mt-1 capitalize`}>
        <option value="">{allLabel}</option>
        {options.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
    </label>
  );
  const input = (key: keyof Filters, label: string, type = "text") => (
    <label className="text-sm text-stone-600">
      {label}
      <input aria-label={label} type={type} value={draft[key]} onChange={set(key)} className={`${field} mt-1`} />
    </label>
  );
  return (
    <form
      aria-label="Filters"
      onSubmit={(event) => { event.preventDefault(); onApply(); }}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
    >
      {input("search", "Search")}
      {select("status", "Status", ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "refunded"], "All statuses")}
      {select("payment_status", "Payment status", ["pending", "paid", "failed", "refunded"], "All payment statuses")}
      {select("payment_method", "Payment method", ["cod", "prepaid"], "All methods")}
      {input("customer_mobile", "Customer mobile")}
      {input("start_date", "From", "date")}
      {input("end_date", "To", "date")}
      {input("min_amount", "Min amount (₹)", "number")}
      {input("max_amount", "Max amount (₹)", "number")}
      <label className="text-sm text-stone-600">
        Sort by
        <select aria-label="Sort by" value={draft.ordering} onChange={set("ordering")} className={`${field} mt-1`}>
          <option value="-created_at">Newest first</option>
          <option value="created_at">Oldest first</option>
          <option value="-total_amount">Amount: high to low</option>
          <option value="total_amount">Amount: low to high</option>
        </select>
      </label>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit" size="sm">Apply Filters</Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>Clear</Button>
      </div>
    </form>
  );
}

function BulkBar({ count, busy, onRun, onClear }: { count: number; busy: boolean; onRun: (action: string, notes: string) => void; onClear: () => void }) {
  const [notes, setNotes] = useState("");
  return (
    <div role="region" aria-label="Bulk actions" className="sticky top-2 z-10 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm lg:flex-row lg:items-center">
      <span className="font-medium text-brand-900">{count} selected</span>
      <input value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="Notes (optional)" aria-label="Bulk notes" className={`${field} lg:max-w-xs`} />
      <div className="flex flex-wrap gap-2">
        {BULK_CHOICES.map((choice) => (
          <Button key={choice.action} size="sm" variant={choice.action === "cancel" ? "danger" : "primary"} disabled={busy} onClick={() => onRun(choice.action, notes)}>
            {choice.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClear}>Clear selection</Button>
      </div>
    </div>
  );
}

function Notice({ tone, text, results, onClose }: { tone: "error" | "success"; text: string; results?: BulkResult[]; onClose: () => void }) {
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

function OrderCard({ order, selected, busy, onSelect, onAction }: { order: AdminOrder; selected: boolean; busy: boolean; onSelect: (checked: boolean) => void; onAction: (action: string) => void }) {
  return (
    <li data-testid="order-card" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <label className="flex items-start gap-3">
          <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`Select order ${order.order_id}`} className="mt-1" />
          <span>
            <Link href={`/admin/orders/${order.id}`} className="font-semibold text-brand-900 hover:underline">{order.order_id}</Link>
            <span className="block text-sm text-stone-600">{order.customer_name} · {order.customer_mobile}</span>
            <span className="block text-xs text-stone-500">{formatDate(order.created_at)} · {order.delivery_city}, {order.delivery_state}</span>
          </span>
        </label>
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          <StatusBadge status={order.status} />
          <StatusBadge status={order.payment_status} label="Payment" />
          <span className="text-xs uppercase text-stone-500">{order.payment_method}</span>
          <span className="font-semibold">{rupees(order.total_amount)}</span>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        {order.allowed_actions.map((action) => (
          <Button key={action} size="sm" variant={action === "cancel" || action === "refund" ? "danger" : "secondary"} disabled={busy} onClick={() => onAction(action)}>
            {ACTION_LABELS[action]}
          </Button>
        ))}
        <Button size="sm" variant="ghost" asChild><Link href={`/admin/orders/${order.id}`}>View</Link></Button>
        {!["shipped", "delivered", "cancelled", "refunded"].includes(order.status) && (
          <Button size="sm" variant="ghost" asChild><Link href={`/admin/orders/${order.id}/edit`}>Edit</Link></Button>
        )}
      </div>
    </li>
  );
}
