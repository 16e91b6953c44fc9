"use client";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { EmptyState, ErrorState, LoadingState } from "@/components/back-office/states";
import { StatusBadge } from "@/components/ui/status-badge";
import type { AdminCustomerDetailJson } from "@/lib/server/customers/directory";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";
import { counted } from "@/lib/domain/plural";

type CustomerOrder = AdminCustomerDetailJson["orders"][number];

/** One customer: contact details, lifetime value and their latest orders, each linking to the order. */
export function CustomerDetailScreen() {
  const { id } = useParams<{ id: string }>();
  const customer = useApiQuery("admin.customers.get", { params: { id } });
  if (customer.notFound)
    return (
      <EmptyState title="Customer not found">
        <BackLink />
      </EmptyState>
    );
  if (customer.error) return <ErrorState message="Failed to load customer" onRetry={customer.reload} />;
  if (!customer.data) return <LoadingState label="Loading customer..." />;
  const { data } = customer;
  const facts = [
    ["Phone", data.phone],
    ["Email", data.email || "—"],
    ["Customer since", formatDateTime(data.created_at)],
    ["Orders", String(data.order_count)],
    ["Lifetime value", formatRupees(data.lifetime_value)],
  ];
  return (
    <div className="space-y-6">
      <BackLink />
      <h1 className="font-serif text-3xl text-brand-900">{data.name || "Unnamed customer"}</h1>
      <dl className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-stone-500">{label}</dt>
            <dd className="font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="space-y-3">
        <h2 className="font-serif text-xl text-brand-900">Orders</h2>
        {data.orders.length === 0 ? (
          <EmptyState title="No orders yet" />
        ) : (
          <OrderTable orders={data.orders} total={data.order_count} />
        )}
      </section>
    </div>
  );
}

function BackLink() {
  return (
    <Link href="/admin/customers" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4" /> All customers
    </Link>
  );
}

function OrderTable({ orders, total }: { orders: CustomerOrder[]; total: number }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-stone-50 text-stone-500">
          <tr>
            <th className="p-3">Order</th>
            <th className="p-3">Placed</th>
            <th className="p-3">Status</th>
            <th className="p-3">Payment</th>
            <th className="p-3 text-right">Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => (
            <tr key={order.id}>
              <td className="p-3">
                <Link href={`/admin/orders/${order.id}`} className="font-medium text-brand-700 hover:underline">
                  {order.order_id}
                </Link>
              </td>
              <td className="p-3 text-stone-500">{formatDateTime(order.created_at)}</td>
              <td className="p-3">
                <StatusBadge status={order.status} />
              </td>
              <td className="p-3">
                <span className="uppercase">{order.payment_method}</span> ·{" "}
                <StatusBadge status={order.payment_status} />
              </td>
              <td className="p-3 text-right">{formatRupees(order.total_amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > orders.length && (
        <p className="p-3 text-sm text-stone-500">
          Showing the latest {orders.length} of {counted(total, "order")}.
        </p>
      )}
    </div>
  );
}
