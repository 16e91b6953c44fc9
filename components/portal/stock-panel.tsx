"use client";
import { useEffect, useMemo, useState } from "react";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import { Pager } from "@/components/back-office/pager";
import { EmptyState, ResourceView } from "@/components/back-office/states";
import { FormAlert, FormField, invalidProps } from "@/components/forms/form-field";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { formatDateTime } from "@/lib/domain/format";
import type { ResponseOf } from "@/lib/api/endpoints";
import { STOCK_REASONS, stockAdjustment } from "@/lib/validation/catalog-management/products";
import { StockCell } from "./product-badges";
import { Select } from "@/components/ui/select";
import { Input, NumberInput } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

type Adjustment = ResponseOf<"portal.products.stockHistory">["results"][number];

const REASON_LABELS: Record<(typeof STOCK_REASONS)[number] | "opening", string> = {
  received: "Received",
  correction: "Correction",
  damaged: "Damaged",
  returned: "Returned",
  opening: "Opening stock",
};
const HISTORY_PAGE_SIZE = 50;

const column = columnsOf<Adjustment>();
const COLUMNS = column.columns([
  column.display({
    id: "when",
    header: "When",
    cell: ({ row: { original: adjustment } }) => (
      <span className="text-stone-600">
        {formatDateTime(adjustment.created_at)}
        <span className="block text-xs text-stone-500">{adjustment.staff ?? "System"}</span>
      </span>
    ),
  }),
  column.accessor("delta", {
    header: "Change",
    meta: { align: "right" },
    cell: ({ getValue }) => (
      <span className={getValue() > 0 ? "font-semibold text-brand-700" : "font-semibold text-red-700"}>
        {getValue() > 0 ? `+${getValue()}` : getValue()}
      </span>
    ),
  }),
  column.accessor("stock_after", { header: "Stock after", meta: { align: "right" } }),
  column.display({
    id: "reason",
    header: "Reason",
    cell: ({ row: { original: adjustment } }) => (
      <span>
        {REASON_LABELS[adjustment.reason as keyof typeof REASON_LABELS] ?? adjustment.reason}
        {adjustment.variant?.label && (
          <span className="block text-xs font-medium text-stone-700">{adjustment.variant.label}</span>
        )}
        {adjustment.note && <span className="block text-xs text-stone-500">{adjustment.note}</span>}
      </span>
    ),
  }),
]);

/** The product's stock: the count, a signed adjustment with its reason, and the history of adjustments. */
export function StockPanel({ product, onChanged }: { product: PortalProductJson; onChanged: () => void }) {
  const [page, setPage] = useState(1);
  const history = useApiQuery("portal.products.stockHistory", {
    params: { id: product.id },
    query: { page, page_size: HISTORY_PAGE_SIZE },
  });
  // A product sold in several variants: the change is to one of them (the default one when none is chosen).
  const manyVariants = product.variants.count > 1;
  const variants = useApiQuery("portal.products.variants", { params: { id: product.id } }, { enabled: manyVariants });
  const form = useZodForm(stockAdjustment, { reason: "received", note: "" });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [done, setDone] = useState<string | null>(null);
  // The select opens on the default variant, the one a change without a variant goes to.
  const defaultVariant = variants.data?.variants.find((variant) => variant.is_default)?.id;
  useEffect(() => {
    if (defaultVariant !== undefined && getValues("variant") === undefined) setValue("variant", defaultVariant);
  }, [defaultVariant, getValues, setValue]);
  const reasonOptions = useMemo(
    () =>
      STOCK_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {REASON_LABELS[reason]}
        </option>
      )),
    [],
  );

  const adjust = handleSubmit(async (adjustment) => {
    setDone(null);
    try {
      const saved = await callApi("portal.products.adjustStock", { params: { id: product.id }, body: adjustment });
      reset({ reason: adjustment.reason, note: "", variant: adjustment.variant });
      const which = saved.variant?.label ? `${saved.variant.label}: ` : "";
      setDone(`${which}Stock ${saved.delta > 0 ? "+" : ""}${saved.delta}: now ${saved.stock_after}.`);
      if (manyVariants) variants.reload();
      setPage(1);
      history.reload();
      onChanged();
    } catch (failure) {
      showRefusal(form, failure, "Failed to adjust the stock");
    }
  });

  return (
    <section aria-label="Stock" className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-serif text-xl text-brand-900">Stock</h2>
        <p className="text-sm text-stone-600">
          In stock:{" "}
          <span data-testid="current-stock" className="text-lg font-semibold text-stone-900">
            <StockCell stock={product.stock} threshold={history.data?.low_stock_threshold} />
          </span>
        </p>
      </div>
      <form noValidate onSubmit={adjust} aria-label="Adjust stock" className="grid gap-3 sm:grid-cols-2">
        {manyVariants && (
          <FormField id="stock-variant" label="Variant" error={errors.variant} className="sm:col-span-2">
            <Select
              {...register("variant", { setValueAs: (value: string) => (value === "" ? undefined : Number(value)) })}
              {...invalidProps("stock-variant", errors.variant)}
              disabled={!variants.data}
            >
              {variants.data ? (
                variants.data.variants.map((variant) => (
                  <option key={variant.id} value={variant.id}>
                    {variant.label || variant.sku} ({variant.sku}): {variant.stock} in stock
                    {variant.active ? "" : ", not on sale"}
                  </option>
                ))
              ) : (
                <option value="">{variants.error ? "Variants failed to load" : "Loading variants..."}</option>
              )}
            </Select>
            {variants.error && (
              <button type="button" className="mt-1 text-sm underline" onClick={variants.reload}>
                Retry
              </button>
            )}
          </FormField>
        )}
        <FormField id="stock-delta" label="Change (+ received, − removed)" error={errors.delta}>
          <NumberInput
            {...register("delta", { valueAsNumber: true })}
            {...invalidProps("stock-delta", errors.delta)}
            step="1"
            placeholder="e.g. 24 or -2"
          />
        </FormField>
        <FormField id="stock-reason" label="Reason" error={errors.reason}>
          <Select {...register("reason")} {...invalidProps("stock-reason", errors.reason)}>
            {reasonOptions}
          </Select>
        </FormField>
        <FormField id="stock-note" label="Note (optional)" error={errors.note} className="sm:col-span-2">
          <Input {...register("note")} {...invalidProps("stock-note", errors.note)} />
        </FormField>
        <FormAlert
          message={errors.root?.server?.message}
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 sm:col-span-2"
        />
        {done && (
          <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:col-span-2">
            {done}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Apply adjustment"}
          </Button>
        </div>
      </form>
      <h3 className="font-medium text-stone-800">History</h3>
      <ResourceView
        resource={history}
        failure="Failed to load the stock history"
        loadingLabel="Loading the stock history..."
        isEmpty={(adjustments) => adjustments.results.length === 0}
        empty={
          <EmptyState title="No adjustments yet">
            <p className="text-sm text-stone-500">Changes made here and their reasons appear in this list.</p>
          </EmptyState>
        }
      >
        {(adjustments) => (
          <div className="space-y-3">
            <DataTable
              label="Stock history"
              rows={adjustments.results}
              columns={COLUMNS}
              getRowId={(row) => String(row.id)}
            />
            {adjustments.count > HISTORY_PAGE_SIZE && (
              <Pager page={page} count={adjustments.count} pageSize={HISTORY_PAGE_SIZE} onPage={setPage} />
            )}
          </div>
        )}
      </ResourceView>
    </section>
  );
}
