"use client";
import { Search } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/admin-orders";
import { formatDate, rupees, useAdminResource } from "./api";
import { EmptyState, ErrorState, LoadingState, Pager } from "./states";

export type AdminCustomer = {
  id: number; phone: string; name: string | null; email: string | null; created_at: string;
  order_count: number; lifetime_value: number; last_order_at: string | null;
};

/** Customers with their order figures, searchable by name, phone or email, 20 a page. */
export function AdminCustomers() {
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), ...(search ? { search } : {}) });
  const list = useAdminResource<{ results: AdminCustomer[]; count: number }>(`/customers/?${query}`, "Failed to load customers");

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  }

  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl text-brand-900">Customers</h1>
      <form role="search" onSubmit={submit} className="flex max-w-xl gap-2">
        <Input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Name, phone or email" aria-label="Search customers" />
        <Button type="submit"><Search aria-hidden className="h-4 w-4" /> Search</Button>
      </form>
      {list.error ? (
        <ErrorState message={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <LoadingState label="Loading customers..." />
      ) : list.data.results.length === 0 ? (
        <EmptyState title={search ? `No customers match "${search}"` : "No customers yet"} />
      ) : (
        <>
          <p className="text-sm text-stone-600">{list.data.count} customers</p>
          <CustomerTable customers={list.data.results} busy={list.loading} />
          <Pager page={page} count={list.data.count} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function CustomerTable({ customers, busy }: { customers: AdminCustomer[]; busy: boolean }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm" aria-busy={busy}>
      <table className="w-full text-left text-sm">
        <thead className="bg-stone-50 text-stone-500">
          <tr>
            <th className="p-3">Name</th><th className="p-3">Phone</th><th className="p-3">Email</th>
            <th className="p-3 text-right">Orders</th><th className="p-3 text-right">Lifetime value</th><th className="p-3">Last order</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {customers.map((customer) => (
            <tr key={customer.id}>
              <td className="p-3">
                <Link href={`/admin/customers/${customer.id}`} className="font-medium text-brand-700 hover:underline">{customer.name || "Unnamed customer"}</Link>
              </td>
              <td className="p-3 font-mono">{customer.phone}</td>
              <td className="p-3">{customer.email || "—"}</td>
              <td className="p-3 text-right">{customer.order_count}</td>
              <td className="p-3 text-right">{rupees(customer.lifetime_value)}</td>
              <td className="p-3 text-stone-500">{customer.last_order_at ? formatDate(customer.last_order_at) : "No orders"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
