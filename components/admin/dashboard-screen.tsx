"use client";
import { BarChart3, Clock, IndianRupee, Package, ShoppingBag, Truck, TrendingUp, Users } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { EmptyState, ErrorState, LoadingState } from "@/components/back-office/states";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";
import type { AdminOrderJson } from "@/lib/server/orders/admin-queries";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

const FAILURE = "Failed to load dashboard data";
const STATUS_FILTERS = ["all", "pending", "confirmed", "processing", "shipped", "delivered", "cancelled"];
const QUICK_LINKS = [
  { href: "/admin/orders", label: "Manage Orders", icon: Package },
  { href: "/admin/shipments", label: "Track Shipments", icon: Truck },
  { href: "/admin/customers", label: "Customer Management", icon: Users },
  { href: "/admin/reports", label: "Reports & Analytics", icon: BarChart3 },
];

export function AdminDashboardScreen() {
  const stats = useApiQuery("admin.orders.dashboardStats");
  const recent = useApiQuery("admin.orders.recent", { query: { limit: 5 } });
  if (stats.error || recent.error) {
    return (
      <ErrorState
        message={FAILURE}
        onRetry={() => {
          stats.reload();
          recent.reload();
        }}
      />
    );
  }
  if (!stats.data || !recent.data) return <LoadingState label="Loading dashboard..." />;
  const cards: { label: string; value: string; icon: typeof ShoppingBag; detail?: string }[] = [
    { label: "Total Orders", value: String(stats.data.total_orders), icon: ShoppingBag },
    {
      label: "Total Revenue",
      value: formatRupees(stats.data.total_revenue),
      icon: IndianRupee,
      detail: `${formatRupees(stats.data.collected_revenue)} collected · ${formatRupees(stats.data.expected_revenue)} expected (COD not collected)`,
    },
    { label: "Pending Orders", value: String(stats.data.pending_orders), icon: Clock },
    { label: "Today's Revenue", value: formatRupees(stats.data.today_revenue), icon: TrendingUp },
  ];
  return (
    <div className="space-y-8">
      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ label, value, icon: Icon, detail }) => (
          <div
            key={label}
            className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <span className="rounded-full bg-brand-50 p-3 text-brand-700">
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <div>
              <p className="text-sm text-stone-500">{label}</p>
              <p className="text-2xl font-semibold text-stone-900">{value}</p>
              {detail && (
                <p data-testid="revenue-split" className="mt-1 text-xs text-stone-600">
                  {detail}
                </p>
              )}
            </div>
          </div>
        ))}
      </section>
      <section aria-label="Quick links" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {QUICK_LINKS.map(({ href, label, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 font-medium text-brand-900 transition-colors hover:bg-brand-100"
          >
            <Icon aria-hidden className="h-5 w-5 text-brand-700" /> {label}
          </Link>
        ))}
      </section>
      <RecentOrders orders={recent.data.results} />
    </div>
  );
}

function RecentOrders({ orders }: { orders: AdminOrderJson[] }) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("all");
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return orders.filter(
      (order) =>
        (status === "all" || order.status === status) &&
        (!needle ||
          order.order_id.toLowerCase().includes(needle) ||
          String(order.id) === needle ||
          order.customer_name.toLowerCase().includes(needle)),
    );
  }, [orders, search, status]);
  return (
    <section className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-stone-200 p-5 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="font-serif text-xl text-brand-900">Recent Orders</h2>
        <div className="grid gap-2 sm:grid-cols-[16rem_10rem]">
          <Input
            type="search"
            size="sm"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by order id or customer"
            aria-label="Search recent orders"
          />
          <Select
            size="sm"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            aria-label="Filter by status"
            className="capitalize"
          >
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === "all" ? "All statuses" : value}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {shown.length === 0 ? (
        <div className="p-5">
          <EmptyState title={orders.length ? "No orders match your search" : "No orders yet"} />
        </div>
      ) : (
        <ul className="divide-y divide-stone-100">
          {shown.map((order) => (
            <li key={order.id} className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium text-stone-900">
                  {order.order_id} <span className="text-stone-500">· {order.customer_name}</span>
                </p>
                <p className="text-sm text-stone-500">{formatDateTime(order.created_at)}</p>
              </div>
              <div className="flex items-center gap-4">
                <StatusBadge status={order.status} />
                <span className="font-semibold">{formatRupees(order.total_amount)}</span>
                <Link href={`/admin/orders/${order.id}`} className="text-sm font-medium text-brand-700 hover:underline">
                  View
                </Link>
                <Link
                  href={`/admin/orders/${order.id}#order-edits`}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  Edit
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
