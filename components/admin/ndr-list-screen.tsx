"use client";
import Link from "next/link";
import { useMemo } from "react";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { EmptyState } from "@/components/back-office/states";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { StatusBadge } from "@/components/ui/status-badge";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import type { NdrQueueRow } from "@/lib/server/orders/ndr";

const PAGE_SIZE = 20;
const DEFAULTS = { state: "waiting", payment_method: "", reason: "", search: "" };
const STATE_LABELS = {
  waiting: "Waiting for an answer",
  reattempt: "Re-attempt asked",
  return: "Returning to us",
  all: "All",
} as const;
const FIELDS: readonly FilterField<keyof typeof DEFAULTS>[] = [
  {
    name: "state",
    label: "State",
    type: "select",
    options: (Object.keys(STATE_LABELS) as (keyof typeof STATE_LABELS)[]).map((state) => ({
      value: state,
      label: STATE_LABELS[state],
    })),
  },
  {
    name: "payment_method",
    label: "Payment",
    type: "select",
    options: [
      { value: "", label: "Any payment" },
      { value: "cod", label: "Cash on delivery" },
      { value: "prepaid", label: "Paid online" },
    ],
  },
  { name: "reason", label: "Reason", type: "text", placeholder: "e.g. unavailable" },
  { name: "search", label: "Search", type: "text", placeholder: "Order, AWB or customer" },
];

/**
 * The NDR queue (docs/ndr-rto.md): parcels the courier could not deliver, the latest attempt of
 * each, waiting ones first by default. Each row opens the order, where staff re-attempt or return it.
 */
export function NdrListScreen() {
  const filters = useUrlFilters(DEFAULTS);
  const list = useApiQuery("admin.ndr.queue", { query: filters.query });
  return (
    <RecordListScreen
      noun={{ many: "Undelivered parcels", one: "parcel" }}
      title="Undelivered parcels (NDR)"
      intro={
        <p>
          The courier could not deliver these parcels. Open an order to ask for a re-attempt (with a note, a new phone
          or a day) or to have it returned to us. The courier&apos;s list is read every 15 minutes as well as its scans.
        </p>
      }
      filtering={{ fields: FIELDS, defaults: DEFAULTS, filters, pageSize: PAGE_SIZE }}
      list={list}
      empty={
        <EmptyState
          title={
            filters.values.state === "waiting" ? "No parcel is waiting for an answer" : "No parcels match these filters"
          }
        >
          <p className="text-sm text-stone-500">Failed delivery attempts appear here as the courier reports them.</p>
        </EmptyState>
      }
    >
      {(rows) => <NdrTable rows={rows} />}
    </RecordListScreen>
  );
}

const column = columnsOf<NdrQueueRow>();

function NdrTable({ rows }: { rows: NdrQueueRow[] }) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "order",
          header: "Order",
          cell: ({ row: { original } }) => (
            <Link href={`/admin/orders/${original.order_id}`} className="font-medium text-brand-700 hover:underline">
              {original.order_number}
            </Link>
          ),
        }),
        column.accessor("customer_name", { header: "Customer" }),
        column.display({
          id: "payment",
          header: "Payment",
          cell: ({ row: { original } }) => (
            <span>
              {original.payment_method === "cod" ? "COD" : "Online"} · {formatRupees(original.total)}
            </span>
          ),
        }),
        column.display({
          id: "where",
          header: "Pincode",
          cell: ({ row: { original } }) => `${original.pincode}, ${original.state}`,
        }),
        column.accessor("attempts", { header: "Attempts", meta: { align: "right" } }),
        column.accessor("reason", { header: "Reason" }),
        column.display({
          id: "when",
          header: "Last attempt",
          cell: ({ row: { original } }) => (
            <span className="whitespace-nowrap text-stone-600">{formatDateTime(original.last_attempt_at)}</span>
          ),
        }),
        column.display({
          id: "state",
          header: "State",
          cell: ({ row: { original } }) => (
            <StatusBadge
              status={
                original.ndr_state === "waiting" ? "pending" : original.ndr_state === "return" ? "returning" : "shipped"
              }
            >
              {STATE_LABELS[original.ndr_state]}
            </StatusBadge>
          ),
        }),
      ]),
    [],
  );
  return (
    <DataTable
      label="Undelivered parcels"
      rows={rows}
      columns={columns}
      getRowId={(row) => String(row.order_id)}
      rowTestId="ndr-row"
    />
  );
}
