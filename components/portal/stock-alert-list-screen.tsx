"use client";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { useApiQuery } from "@/lib/api/query";
import type { StockAlertPage } from "@/lib/server/messaging/stock-alerts";
import { formatDateTime } from "@/lib/domain/format";
import { stockAlertQuery } from "@/lib/validation/messaging/stock-alerts";

type Waiting = StockAlertPage["results"][number];
type Filter = "search";
const FILTER_DEFAULTS: Record<Filter, string> = { search: "" };
const PAGE_SIZE = stockAlertQuery.shape.page_size.parse(undefined);
const FIELDS: readonly FilterField<Filter>[] = [
  { name: "search", label: "Product", type: "search", placeholder: "Product name or SKU" },
];

const column = columnsOf<Waiting>();
const COLUMNS = column.columns([
  column.accessor("product_name", {
    header: "Product",
    cell: ({ row }) => (
      <span className="block text-left">
        {row.original.product_name} <span className="text-stone-500">({row.original.sku})</span>
      </span>
    ),
  }),
  column.accessor("variant_label", {
    header: "Size",
    cell: ({ getValue }) => getValue() ?? <span className="text-stone-500">Any</span>,
  }),
  column.accessor("stock", { header: "Stock" }),
  column.accessor("contact", {
    header: "Shopper",
    cell: ({ getValue }) => <span className="block break-all text-left">{getValue()}</span>,
  }),
  column.accessor("channel", {
    header: "By",
    cell: ({ getValue }) => (getValue() === "email" ? "E-mail" : "WhatsApp"),
  }),
  column.accessor("waiting_since", {
    header: "Waiting since",
    cell: ({ getValue }) => <span className="whitespace-nowrap text-stone-600">{formatDateTime(getValue())}</span>,
  }),
]);

/**
 * "Notify me": the shoppers waiting for each out-of-stock product (or one of its sizes: its SKU and stock), by
 * product; each is told once when stock returns.
 */
export function StockAlertListScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.stockAlerts.list", { query: filters.query });
  return (
    <RecordListScreen
      noun={{ many: "Waiting for stock", one: "waiting shopper" }}
      emptyHint="Shoppers ask from an out-of-stock product's page; each is told once when it is back."
      filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
      list={list}
    >
      {(rows) => (
        <DataTable
          label="Waiting for stock"
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => String(row.id)}
          rowTestId="stock-alert-row"
        />
      )}
    </RecordListScreen>
  );
}
