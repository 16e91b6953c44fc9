"use client";
import { useMemo, useState, type FormEvent } from "react";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import { RecordListScreen, type Notice } from "@/components/back-office/record-list";
import { EmptyState } from "@/components/back-office/states";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/ui/api-client";
import type { ResponseOf } from "@/lib/api/endpoints";
import { stockAdjustment } from "@/lib/validation/catalog-management/products";
import { ProductNameCell, StockCell } from "./product-badges";
import { counted } from "@/lib/domain/plural";
import { NumberInput } from "@/components/ui/input";
import { useSubmit } from "@/lib/ui/use-submit";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

const PAGE_SIZE = 20;

type Adjusted = ResponseOf<"portal.products.adjustStock">;
/** One row of the restock list: a variant of a product on sale (its own stock), with the product's fields. */
type Row = ResponseOf<"portal.products.lowStock">["results"][number];
const nameOf = (row: Row) => (row.variant.label ? `${row.name} (${row.variant.label})` : row.name);

/** The restock list: products on sale at or below the low-stock threshold, fewest units first, each with a quick "received" adjustment. */
export function RestockListScreen() {
  const [page, setPage] = useState(1);
  const list = useApiQuery("portal.products.lowStock", { query: { page, page_size: PAGE_SIZE } });
  const [notice, setNotice] = useState<Notice | null>(null);
  const { reload } = list;

  const columns = useMemo(() => {
    const column = columnsOf<Row>();
    return column.columns([
      column.display({
        id: "product",
        header: "Product",
        cell: ({ row: { original: product } }) => (
          <>
            <ProductNameCell product={product} />
            {product.variant.label && (
              <span className="block text-sm text-stone-700">
                {product.variant.label} <span className="font-mono text-xs text-stone-600">{product.variant.sku}</span>
              </span>
            )}
          </>
        ),
      }),
      column.display({
        id: "category",
        header: "Category",
        cell: ({ row: { original: product } }) => product.category.name,
      }),
      column.accessor("stock", {
        header: "Stock",
        cell: ({ getValue }) => <StockCell stock={getValue()} threshold={list.data?.low_stock_threshold} />,
      }),
      column.display({
        id: "restock",
        header: "Received",
        cell: ({ row: { original: product } }) => (
          <QuickRestock
            product={product}
            onDone={(adjusted) => {
              setNotice({
                tone: "success",
                text: `Added ${adjusted.delta} to ${nameOf(product)}: ${adjusted.stock_after} in stock.`,
              });
              reload();
            }}
          />
        ),
      }),
    ]);
  }, [list.data?.low_stock_threshold, reload]);

  return (
    <RecordListScreen
      noun={{ many: "Low-stock products", one: "low-stock product" }}
      title="Low stock"
      intro={
        <p>
          Products on sale with{" "}
          {list.data ? `${counted(list.data.low_stock_threshold, "unit")} or fewer` : "few units left"}, fewest first:
          type what arrived and add it. The threshold is the merchant&apos;s setting (admins change it under Settings).
        </p>
      }
      paging={{ page, pageSize: PAGE_SIZE, onPage: setPage }}
      notice={notice}
      onDismiss={() => setNotice(null)}
      list={list}
      empty={
        <EmptyState title="Nothing is low on stock">
          <p className="text-sm text-stone-500">
            Every product on sale has more than {counted(list.data?.low_stock_threshold ?? 0, "unit")}.
          </p>
        </EmptyState>
      }
    >
      {(products) => (
        <DataTable
          label="Low-stock products"
          rows={products}
          columns={columns}
          getRowId={(product) => String(product.variant.id)}
          rowTestId="restock-row"
        />
      )}
    </RecordListScreen>
  );
}

/** Units received for one product: a stock adjustment with the reason "received", checked by the API's own schema. */
function QuickRestock({ product, onDone }: { product: Row; onDone: (adjusted: Adjusted) => void }) {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  async function restock(event: FormEvent) {
    event.preventDefault();
    const units = typed.trim() === "" ? Number.NaN : Number(typed);
    const checked = stockAdjustment.safeParse({
      delta: units,
      reason: "received",
      note: "Restock list",
      variant: product.variant.id,
    });
    if (!checked.success || units < 1) {
      setProblem("Enter the whole number of units received");
      return;
    }
    await submit(
      async () => {
        setProblem(null);
        const adjusted = await callApi("portal.products.adjustStock", {
          params: { id: product.id },
          body: checked.data,
        });
        setTyped("");
        onDone(adjusted);
      },
      (error) => {
        setProblem(messageOf(error, "Failed to adjust the stock"));
      },
    );
  }

  const id = `restock-${product.variant.id}`;
  return (
    <form
      onSubmit={restock}
      noValidate
      className="flex flex-col items-start gap-1"
      aria-label={`Restock ${nameOf(product)}`}
    >
      <span className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Units received for {nameOf(product)}
        </label>
        <NumberInput
          id={id}
          size="sm"
          min={1}
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="e.g. 24"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          fit
          className="w-24"
        />
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Adding..." : "Add"}
        </Button>
      </span>
      {problem && (
        <span id={`${id}-problem`} role="alert" className="text-xs text-red-700">
          {problem}
        </span>
      )}
    </form>
  );
}
