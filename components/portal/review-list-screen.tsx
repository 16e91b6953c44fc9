"use client";
import { ExternalLink, X } from "lucide-react";
import Link from "next/link";
import { useCallback, useMemo } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { StatusBadge } from "@/components/ui/status-badge";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import type { PortalReviewJson } from "@/lib/server/catalog-management/reviews";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime } from "@/lib/domain/format";
import { reviewQuery } from "@/lib/validation/catalog-management/storefront-content";
import { ProductFinder } from "./product-picker";
import { counted } from "@/lib/domain/plural";

type Review = PortalReviewJson;
type Filter = "product" | "hidden";
const FILTER_DEFAULTS: Record<Filter, string> = { product: "", hidden: "" };
const PAGE_SIZE = reviewQuery.shape.page_size.parse(undefined);

const FIELDS: readonly FilterField<Filter>[] = [
  {
    name: "hidden",
    label: "Shown",
    type: "select",
    options: [
      { value: "", label: "All reviews" },
      { value: "false", label: "Visible" },
      { value: "true", label: "Hidden" },
    ],
  },
];

const ratingText = (product: Review["product"]) =>
  product.rating_count === 0
    ? "no rating (no visible reviews)"
    : `${product.rating.toFixed(1)} from ${counted(product.rating_count, "review")}`;

/** `/portal/reviews`: every review, newest first, by product and visibility (kept in the address); hide or show one. */
export function ReviewListScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.reviews.list", { query: filters.query });
  const { notice, dismiss, busy, run } = useRowAction(list.reload);

  const setHidden = useCallback(
    (review: Review, hidden: boolean) =>
      run(
        async () => {
          const saved = await callApi("portal.reviews.setHidden", { params: { id: review.id }, body: { hidden } });
          const what = hidden
            ? `Hid ${review.author}'s review: the product page no longer shows it.`
            : `Showed ${review.author}'s review on the product page again.`;
          return `${what} "${saved.product.name}" is now rated ${ratingText(saved.product)}.`;
        },
        hidden ? "Failed to hide the review" : "Failed to show the review",
      ),
    [run],
  );

  const filterByProduct = useCallback((product: string) => filters.apply({ ...filters.values, product }), [filters]);

  return (
    <RecordListScreen
      noun={{ many: "Reviews", one: "review" }}
      intro={<ProductFilter productId={filters.values.product} onChange={filterByProduct} />}
      filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
      notice={notice}
      onDismiss={dismiss}
      list={list}
      emptyHint="Shoppers' reviews appear here as they are written."
    >
      {(reviews) => <ReviewsTable reviews={reviews} busy={busy} setHidden={setHidden} />}
    </RecordListScreen>
  );
}

/** The product the list is narrowed to (with Clear), or a search to choose one. */
function ProductFilter({ productId, onChange }: { productId: string; onChange: (product: string) => void }) {
  if (productId) return <ChosenProduct productId={productId} onClear={() => onChange("")} />;
  return (
    <div className="max-w-xl">
      <ProductFinder
        id="review-product"
        label="Only the reviews of one product: find it by name or SKU"
        chosen={new Set()}
        pickLabel="Show reviews of"
        onPick={(product) => onChange(String(product.id))}
      />
    </div>
  );
}

function ChosenProduct({ productId, onClear }: { productId: string; onClear: () => void }) {
  const product = useApiQuery("portal.products.get", { params: { id: productId } });
  const name = product.data?.name ?? (product.error ? `Product ${productId}` : "…");
  return (
    <p className="inline-flex flex-wrap items-center gap-2 rounded-full border border-brand-100 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
      Reviews of <span className="font-medium">{name}</span>
      <Button size="sm" variant="ghost" onClick={onClear} aria-label="Show every product's reviews">
        <X aria-hidden className="h-4 w-4" /> All products
      </Button>
    </p>
  );
}

type TableProps = { reviews: Review[]; busy: boolean; setHidden: (review: Review, hidden: boolean) => void };

const column = columnsOf<Review>();

// The columns change only with what they show: new cell renderers would remount the cells and close an open dialog.
function ReviewsTable({ reviews, busy, setHidden }: TableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "product",
          header: "Product",
          cell: ({ row: { original: review } }) => (
            <span className="block max-w-[14rem] text-left">
              <Link
                href={`/portal/reviews?product=${review.product.id}`}
                className="font-medium text-brand-900 hover:underline"
                title="Only this product's reviews"
              >
                {review.product.name}
              </Link>
              <span className="block text-xs text-stone-500">Rated {ratingText(review.product)}</span>
              <Link
                href={`/product/${review.product.id}`}
                target="_blank"
                className="inline-flex items-center gap-1 text-xs text-brand-700 hover:underline"
              >
                Product page <ExternalLink aria-hidden className="h-3 w-3" />
              </Link>
            </span>
          ),
        }),
        column.display({
          id: "review",
          header: "Review",
          cell: ({ row: { original: review } }) => (
            <span className="block max-w-md text-left">
              <span className="font-medium text-amber-700" aria-label={`${review.rating} out of 5 stars`}>
                {"★".repeat(review.rating)}
                <span className="text-stone-300">{"★".repeat(5 - review.rating)}</span>
              </span>
              {review.title && <span className="block font-medium text-stone-900">{review.title}</span>}
              {review.body && <span className="block whitespace-pre-line text-stone-700">{review.body}</span>}
              <span className="block text-xs text-stone-500">{review.author}</span>
            </span>
          ),
        }),
        column.accessor("created_at", {
          header: "Written",
          cell: ({ getValue }) => (
            <span className="whitespace-nowrap text-stone-600">{formatDateTime(getValue())}</span>
          ),
        }),
        column.display({
          id: "status",
          header: "Status",
          cell: ({ row: { original: review } }) => <StatusBadge status={review.hidden ? "hidden" : "visible"} />,
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: review } }) =>
            review.hidden ? (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="secondary" disabled={busy}>
                    Show
                  </Button>
                }
                title={`Show ${review.author}'s review again?`}
                description={`The product page shows it again, and "${review.product.name}"'s rating (now ${ratingText(review.product)}) counts it again.`}
                confirmLabel="Show review"
                tone="primary"
                onConfirm={() => setHidden(review, false)}
              />
            ) : (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="ghost" disabled={busy}>
                    Hide
                  </Button>
                }
                title={`Hide ${review.author}'s review?`}
                description={`It leaves the product page, and "${review.product.name}"'s rating (now ${ratingText(review.product)}) is computed again without it. You can show it again later.`}
                confirmLabel="Hide review"
                onConfirm={() => setHidden(review, true)}
              />
            ),
        }),
      ]),
    [busy, setHidden],
  );
  return (
    <DataTable
      label="Reviews"
      rows={reviews}
      columns={columns}
      getRowId={(review) => String(review.id)}
      rowTestId="review-row"
    />
  );
}
