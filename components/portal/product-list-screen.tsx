"use client";
import Link from "next/link";
import { useMemo } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { portalProductQuery } from "@/lib/validation/catalog-management/products";
import { ProductNameCell, SaleStatusBadge, StockCell } from "./product-badges";
import { ExportProductsButton, ImportProductsDialog } from "./product-csv";
import { useCategoryOptions } from "./use-category-options";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

type Filter = "search" | "category" | "availability" | "stock";
const FILTER_DEFAULTS: Record<Filter, string> = { search: "", category: "", availability: "all", stock: "all" };
const PAGE_SIZE = portalProductQuery.shape.page_size.parse(undefined);

const AVAILABILITY_OPTIONS = [
  { value: "all", label: "All products" },
  { value: "available", label: "Available" },
  { value: "unavailable", label: "Unavailable" },
  { value: "archived", label: "Archived" },
] as const;
const STOCK_OPTIONS = [
  { value: "all", label: "Any stock" },
  { value: "in-stock", label: "In stock" },
  { value: "low", label: "Low stock" },
  { value: "out", label: "Out of stock" },
] as const;

/** The whole catalogue, paged on the server; the filters live in the address. */
export function ProductListScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.products.list", { query: filters.query });
  const categories = useCategoryOptions();
  const { reload } = list;
  const { notice, setNotice, dismiss, busy, run } = useRowAction(reload);

  const fields = useMemo<FilterField<Filter>[]>(
    () => [
      { name: "search", label: "Search", type: "search", placeholder: "Name or SKU" },
      {
        name: "category",
        label: "Category",
        type: "select",
        options: [{ value: "", label: "All categories" }, ...categories.options],
      },
      { name: "availability", label: "Availability", type: "select", options: AVAILABILITY_OPTIONS },
      { name: "stock", label: "Stock", type: "select", options: STOCK_OPTIONS },
    ],
    [categories.options],
  );

  const actions: RowActions = useMemo(
    () => ({
      busy,
      duplicate: (product) =>
        run(async () => {
          const copy = await callApi("portal.products.duplicate", { params: { id: product.id } });
          return {
            tone: "success",
            text: `Created "${copy.name}" (SKU ${copy.sku}), archived (not in the shop) with no stock until you restore it.`,
            link: { href: `/portal/products/${copy.id}`, label: "Edit the copy" },
          };
        }, "Failed to duplicate the product"),
      archive: (product) =>
        run(async () => {
          await callApi("portal.products.archive", { params: { id: product.id } });
          return { tone: "success", text: `Archived "${product.name}": shop pages drop it as they are next visited.` };
        }, "Failed to archive the product"),
      restore: (product) =>
        run(async () => {
          await callApi("portal.products.update", {
            params: { id: product.id },
            body: { archived: false, version: product.version },
          });
          return {
            tone: "success",
            text: `Restored "${product.name}". It stays off sale until you make it available.`,
            link: { href: `/portal/products/${product.id}`, label: "Edit it" },
          };
        }, "Failed to restore the product"),
    }),
    [run, busy],
  );

  return (
    <RecordListScreen
      noun={{ many: "Products", one: "product" }}
      newHref="/portal/products/new"
      actions={
        <>
          <ExportProductsButton query={filters.query} onError={(text) => setNotice({ tone: "error", text })} />
          <ImportProductsDialog onImported={reload} />
        </>
      }
      filtering={{ fields: fields, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
      notice={notice}
      onDismiss={dismiss}
      list={list}
    >
      {(rows) => <ProductsTable products={rows} actions={actions} threshold={list.data?.low_stock_threshold} />}
    </RecordListScreen>
  );
}

type RowActions = {
  busy: boolean;
  duplicate: (product: PortalProductJson) => void;
  archive: (product: PortalProductJson) => void;
  restore: (product: PortalProductJson) => void;
};

const column = columnsOf<PortalProductJson>();

function ProductsTable({
  products,
  actions,
  threshold,
}: {
  products: PortalProductJson[];
  actions: RowActions;
  threshold: number | undefined;
}) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "product",
          header: "Product",
          cell: ({ row: { original: product } }) => <ProductNameCell product={product} />,
        }),
        column.display({
          id: "category",
          header: "Category",
          cell: ({ row: { original: product } }) => product.category.name,
        }),
        column.accessor("price", {
          header: "Price",
          meta: { align: "right" },
          cell: ({ row: { original: product } }) => (
            <>
              {formatRupees(product.price)}
              <VariantsNote summary={product.variants} />
            </>
          ),
        }),
        column.display({
          id: "sale",
          header: "Sale price",
          meta: { align: "right" },
          cell: ({ row: { original: product } }) =>
            product.discountPercentage > 0 ? (
              <span className="font-semibold">
                {formatRupees(product.discountPrice)}{" "}
                <span className="text-xs font-normal text-brand-700">({product.discountPercentage}% off)</span>
              </span>
            ) : (
              <span className="text-stone-600">—</span>
            ),
        }),
        column.accessor("stock", {
          header: "Stock",
          cell: ({ getValue }) => <StockCell stock={getValue()} threshold={threshold} />,
        }),
        column.display({
          id: "status",
          header: "Status",
          cell: ({ row: { original: product } }) => <SaleStatusBadge product={product} />,
        }),
        column.accessor("updated_at", {
          header: "Updated",
          cell: ({ getValue }) => <span className="text-stone-500">{formatDateTime(getValue())}</span>,
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: product } }) => <ProductActions product={product} actions={actions} />,
        }),
      ]),
    [actions, threshold],
  );
  return (
    <DataTable
      label="Products"
      rows={products}
      columns={columns}
      getRowId={(product) => String(product.id)}
      rowTestId="product-row"
    />
  );
}

/** "3 variants, ₹299.00–₹549.00" under the price of a product sold in more than one variant (the price shown is the cheapest's). */
function VariantsNote({ summary }: { summary: PortalProductJson["variants"] }) {
  if (summary.count < 2) return null;
  const range =
    summary.min_price === null || summary.max_price === null
      ? ""
      : summary.min_price === summary.max_price
        ? `, ${formatRupees(summary.min_price)}`
        : `, ${formatRupees(summary.min_price)}–${formatRupees(summary.max_price)}`;
  return (
    <span data-testid="variants-summary" className="block text-xs font-normal text-stone-600">
      {summary.count} variants{summary.active < summary.count ? ` (${summary.active} on sale)` : ""}
      {range}
    </span>
  );
}

function ProductActions({ product, actions }: { product: PortalProductJson; actions: RowActions }) {
  return (
    <span className="flex flex-wrap justify-end gap-1 md:flex-nowrap md:justify-start">
      <Button size="sm" variant="secondary" asChild>
        <Link href={`/portal/products/${product.id}`}>Edit</Link>
      </Button>
      <Button size="sm" variant="ghost" disabled={actions.busy} onClick={() => actions.duplicate(product)}>
        Duplicate
      </Button>
      {product.archived ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" disabled={actions.busy}>
              Restore
            </Button>
          }
          title={`Restore ${product.name}?`}
          description="It comes back to the portal's lists, still off sale: make it available on its page when it is ready."
          confirmLabel="Restore product"
          tone="primary"
          onConfirm={() => actions.restore(product)}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" disabled={actions.busy}>
              Archive
            </Button>
          }
          title={`Archive ${product.name}?`}
          description="It leaves the shop's listings, search and its own page as they are next visited. Orders keep it, and you can restore it later."
          confirmLabel="Archive product"
          onConfirm={() => actions.archive(product)}
        />
      )}
    </span>
  );
}
