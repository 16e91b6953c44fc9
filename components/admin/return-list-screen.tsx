"use client";
import Link from "next/link";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { StatusBadge } from "@/components/ui/status-badge";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime } from "@/lib/domain/format";
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from "@/lib/domain/returns";
import type { AdminReturnRow } from "@/lib/server/returns/returns";
import { ReturnPolicyPanel } from "./return-policy-panel";

const PAGE_SIZE = 20;
const DEFAULTS = { status: "", q: "" };
const FIELDS: readonly FilterField<"status" | "q">[] = [
  { name: "q", label: "Search", type: "search", placeholder: "Return, order or customer" },
  {
    name: "status",
    label: "Status",
    type: "select",
    options: [
      { value: "", label: "All" },
      ...RETURN_STATUSES.map((status) => ({
        value: status,
        // Refunded and rejected returns are closed at once; "Closed" lists every ended one, cancelled ones too.
        label: status === "closed" ? "Closed (ended, cancelled included)" : RETURN_STATUS_LABELS[status],
      })),
    ],
  },
];

/** The badge tone of a return's status. */
export const RETURN_TONE: Record<string, string> = {
  requested: "pending",
  approved: "confirmed",
  rejected: "cancelled",
  pickup_scheduled: "processing",
  in_transit: "shipped",
  received: "processing",
  refunded: "refunded",
  closed: "refunded",
};

const column = columnsOf<AdminReturnRow>();
const COLUMNS = column.columns([
  column.accessor("number", {
    header: "Return",
    cell: ({ row: { original: row } }) => (
      <Link href={`/admin/returns/${row.id}`} className="font-medium text-brand-700 hover:underline">
        {row.number}
      </Link>
    ),
  }),
  column.accessor("order_number", {
    header: "Order",
    cell: ({ row: { original: row } }) => (
      <Link href={`/admin/orders/${row.order_id}`} className="text-brand-700 hover:underline">
        {row.order_number}
      </Link>
    ),
  }),
  column.accessor("customer_name", { header: "Customer" }),
  column.accessor("units", { header: "Units" }),
  column.accessor("reason", { header: "Reason" }),
  column.display({
    id: "status",
    header: "Status",
    cell: ({ row: { original: row } }) => (
      <StatusBadge status={RETURN_TONE[row.status] ?? row.status}>{row.status_label}</StatusBadge>
    ),
  }),
  column.accessor("created_at", {
    header: "Asked",
    cell: ({ getValue }) => <span className="text-stone-500">{formatDateTime(getValue())}</span>,
  }),
]);

/** The returns queue (docs/returns.md): filters in the address, newest first, the returns policy above. */
export function ReturnListScreen() {
  const filters = useUrlFilters(DEFAULTS);
  const list = useApiQuery("admin.returns.list", { query: { ...filters.query, page_size: PAGE_SIZE } });
  return (
    <RecordListScreen
      noun={{ many: "Returns", one: "return" }}
      panel={<ReturnPolicyPanel />}
      filtering={{ fields: FIELDS, defaults: DEFAULTS, filters, pageSize: PAGE_SIZE }}
      list={list}
      emptyHint="Shoppers ask for returns from their delivered orders."
    >
      {(rows) => <DataTable label="Returns" rows={rows} columns={COLUMNS} getRowId={(row) => String(row.id)} />}
    </RecordListScreen>
  );
}
