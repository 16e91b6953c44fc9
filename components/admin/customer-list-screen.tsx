"use client";
import Link from "next/link";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { EmptyState } from "@/components/back-office/states";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import type { AdminCustomerJson } from "@/lib/server/customers/directory";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/primitives";
import { useApiQuery } from "@/lib/api/query";

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
export function CustomerListScreen() {
  const filters = useUrlFilters(SEARCH);
  const list = useApiQuery("admin.customers.list", { query: filters.query });
  const search = filters.values.search.trim();
  return (
    <RecordListScreen
      noun={{ many: "Customers", one: "customer" }}
      filtering={{
        fields: SEARCH_FIELDS,
        defaults: SEARCH,
        filters,
        pageSize: ADMIN_PAGE_SIZE,
        searchLabel: "Search customers",
      }}
      list={list}
      empty={<EmptyState title={search ? `No customers match "${search}"` : "No customers yet"} />}
    >
      {(rows) => (
        <DataTable label="Customers" rows={rows} columns={COLUMNS} getRowId={(customer) => String(customer.id)} />
      )}
    </RecordListScreen>
  );
}
