"use client";
import { Search } from "lucide-react";
import Link from "next/link";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import { FilterBar, type FilterField } from "@/components/back-office/filter-bar";
import { Pager } from "@/components/back-office/pager";
import { EmptyState, ResourceView } from "@/components/back-office/states";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import type { AdminCustomerJson } from "@/lib/server/customers/directory";
import { formatDateTime, formatRupees } from "@/lib/ui/format";
import { useApiQuery } from "@/lib/ui/api-query";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/admin-orders";
import { counted } from "@/lib/domain/plural";

const SEARCH = { search: "" };
const SEARCH_FIELDS: readonly FilterField<"search">[] = [
  { name: "search", label: "Search customers", type: "search", placeholder: "Name, phone or email" },
];

const column = columnsOf<AdminCustomerJson>();
const COLUMNS = column.columns([
  column.accessor("name", {
    header: "Name",
    cell: ({ row: { original: customer } }) => (
      <Link href={`/admin/customers/${customer.id}`} className="font-medium text-brand-700 hover:underline">
        {customer.name || "Unnamed customer"}
      </Link>
    ),
  }),
  column.accessor("phone", {
    header: "Phone",
    cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
  }),
  column.accessor("email", { header: "Email", cell: ({ getValue }) => getValue() || "—" }),
  column.accessor("order_count", { header: "Orders", meta: { align: "right" } }),
  column.accessor("lifetime_value", {
    header: "Lifetime value",
    meta: { align: "right" },
    cell: ({ getValue }) => formatRupees(getValue()),
  }),
  column.accessor("last_order_at", {
    header: "Last order",
    cell: ({ getValue }) => (
      <span className="text-stone-500">{getValue() ? formatDateTime(getValue()!) : "No orders"}</span>
    ),
  }),
]);

/** Customers with their order figures, searchable by name, phone or email, 20 a page; the search lives in the address. */
export function AdminCustomers() {
  const filters = useUrlFilters(SEARCH);
  const list = useApiQuery("admin.customers.list", { query: filters.query });
  const search = filters.values.search.trim();
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl text-brand-900">Customers</h1>
      <FilterBar
        role="search"
        label="Search customers"
        fields={SEARCH_FIELDS}
        values={filters.values}
        onApply={(next) => filters.apply({ search: next.search.trim() })}
        submitLabel={
          <>
            <Search aria-hidden className="h-4 w-4" /> Search
          </>
        }
        className="max-w-xl"
      />
      <ResourceView
        resource={list}
        failure="Failed to load customers"
        loadingLabel="Loading customers..."
        isEmpty={(page) => page.results.length === 0}
        empty={<EmptyState title={search ? `No customers match "${search}"` : "No customers yet"} />}
      >
        {(page) => (
          <div className="space-y-3">
            <p className="text-sm text-stone-600">{counted(page.count, "customer")}</p>
            <DataTable
              label="Customers"
              rows={page.results}
              columns={COLUMNS}
              getRowId={(customer) => String(customer.id)}
            />
            <Pager page={filters.page} count={page.count} pageSize={ADMIN_PAGE_SIZE} onPage={filters.setPage} />
          </div>
        )}
      </ResourceView>
    </div>
  );
}
