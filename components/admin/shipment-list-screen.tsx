"use client";
import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { EmptyState } from "@/components/back-office/states";
import { StatusBadge } from "@/components/ui/status-badge";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import type { TrackedOrderJson } from "@/lib/server/orders/tracking-link";
import { formatDateTime } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";

const PAGE_SIZE = 100;
const DEFAULTS = { status: "shipped" };
const FIELDS: readonly FilterField<"status">[] = [
  {
    name: "status",
    label: "Status",
    type: "select",
    options: [
      { value: "shipped", label: "Shipped" },
      { value: "delivered", label: "Delivered" },
    ],
  },
];

const column = columnsOf<TrackedOrderJson>();
const COLUMNS = column.columns([
  column.accessor("order_id", {
    header: "Order",
    cell: ({ row: { original: order } }) => (
      <Link href={`/admin/orders/${order.id}`} className="font-medium text-brand-700 hover:underline">
        {order.order_id}
      </Link>
    ),
  }),
  column.accessor("customer_name", { header: "Customer" }),
  column.display({
    id: "destination",
    header: "Destination",
    cell: ({ row: { original: order } }) => `${order.delivery_city} ${order.delivery_pincode}`,
  }),
  column.display({
    id: "status",
    header: "Status",
    cell: ({ row: { original: order } }) => <StatusBadge status={order.status} />,
  }),
  column.display({
    id: "tracking",
    header: "Tracking",
    cell: ({ row: { original: order } }) =>
      order.tracking_number ? (
        <a
          href={order.tracking_url ?? "#"}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-mono text-brand-700 hover:underline"
        >
          {order.tracking_number} <ExternalLink aria-hidden className="h-3 w-3" />
        </a>
      ) : (
        "—"
      ),
  }),
  column.accessor("updated_at", {
    header: "Updated",
    cell: ({ getValue }) => <span className="text-stone-500">{formatDateTime(getValue())}</span>,
  }),
]);

/** Orders that have a shipment, with their tracking numbers; filtered by status (in the address). */
export function ShipmentListScreen() {
  const filters = useUrlFilters(DEFAULTS);
  const list = useApiQuery("admin.orders.list", { query: { ...filters.query, page_size: PAGE_SIZE } });
  return (
    <RecordListScreen
      noun={{ many: "Shipments", one: "shipment" }}
      filtering={{ fields: FIELDS, defaults: DEFAULTS, filters, pageSize: PAGE_SIZE }}
      list={list}
      empty={<EmptyState title={`No ${filters.values.status} shipments`} />}
    >
      {(rows) => <DataTable label="Shipments" rows={rows} columns={COLUMNS} getRowId={(order) => String(order.id)} />}
    </RecordListScreen>
  );
}
