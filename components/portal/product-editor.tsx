"use client";
import { ArrowLeft, ExternalLink } from "lucide-react";
import Link from "next/link";
import { useParams, useSearchParams } from "next/navigation";
import { useState } from "react";
import { EmptyState, ResourceView } from "@/components/back-office/states";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { formatDateTime } from "@/lib/ui/format";
import { useResource } from "@/lib/ui/use-resource";
import { SaleStatusBadge } from "./product-badges";
import { ProductForm } from "./product-form";
import { StockPanel } from "./stock-panel";

const BACK = (
  <Link href="/portal/products" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
    <ArrowLeft aria-hidden className="h-4 w-4" /> Products
  </Link>
);

/** `/portal/products/new`. */
export function NewProduct() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {BACK}
      <h1 className="font-serif text-3xl text-brand-900">New product</h1>
      <ProductForm />
    </div>
  );
}

/** `/portal/products/{id}`: the product's fields, and its stock beside them. */
export function EditProduct() {
  const { id } = useParams<{ id: string }>();
  const product = useResource<PortalProductJson>(`/api/portal/products/${id}/`);
  const [saved, setSaved] = useState<string | null>(useSearchParams().get("created") ? "Product created." : null);
  if (product.notFound) {
    return (
      <div className="space-y-6">
        {BACK}
        <EmptyState title="Product not found"><Link href="/portal/products" className="text-sm text-brand-700 underline">Back to the products</Link></EmptyState>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {BACK}
      <ResourceView resource={product} failure="Failed to load the product" loadingLabel="Loading the product...">
        {(current) => (
          <div className="space-y-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h1 className="font-serif text-3xl text-brand-900">{current.name}</h1>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
                  <span className="font-mono">{current.sku}</span>
                  <SaleStatusBadge product={current} />
                  <span>Updated {formatDateTime(current.updated_at)}</span>
                </p>
              </div>
              {current.archived ? (
                <p className="text-sm text-stone-500">Archived: not in the shop</p>
              ) : (
                <Link href={`/product/${current.id}`} target="_blank" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
                  View in shop <ExternalLink aria-hidden className="h-4 w-4" />
                </Link>
              )}
            </div>
            {saved && (
              <div role="status" className="flex items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
                <p className="font-medium">{saved} Shop pages show the change as they are next visited.</p>
                <button type="button" onClick={() => setSaved(null)} className="text-sm underline">Dismiss</button>
              </div>
            )}
            <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              {/* A new version (a save, or the latest after a conflict) opens the form afresh on it. */}
              <ProductForm
                key={current.version}
                product={current}
                onSaved={() => { setSaved("Changes saved."); product.reload(); }}
                onReload={() => { setSaved(null); product.reload(); }}
              />
              <StockPanel product={current} onChanged={product.reload} />
            </div>
          </div>
        )}
      </ResourceView>
    </div>
  );
}
