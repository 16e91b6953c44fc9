"use client";
import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { EditRecordScreen, NewRecordScreen } from "@/components/back-office/record-screen";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { formatDateTime } from "@/lib/domain/format";
import { SaleStatusBadge } from "./product-badges";
import { ProductForm } from "./product-form";
import { ProductImages } from "./product-images";
import { ProductVariants } from "./product-variants";
import { StockPanel } from "./stock-panel";

const SCREEN = { listHref: "/portal/products", noun: { one: "Product", many: "Products" } };

/** `/portal/products/new`. */
export function NewProductScreen() {
  return (
    <NewRecordScreen {...SCREEN}>
      <ProductForm />
    </NewRecordScreen>
  );
}

/** `/portal/products/{id}`: the product's fields, and its images and stock beside them. */
export function EditProductScreen() {
  const [variantsNote, setVariantsNote] = useState<string | null>(null);
  return (
    <EditRecordScreen
      {...SCREEN}
      endpoint="portal.products.get"
      savedNote="Shop pages show the change as they are next visited."
      header={ProductHeader}
    >
      {({ record, onSaved, onReload, reload }) => (
        <div className="space-y-6">
          <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            {/* A new version (a save, or the latest after a conflict) opens the form afresh on it. */}
            <ProductForm key={record.version} product={record} onSaved={onSaved} onReload={onReload} />
            <div className="min-w-0 space-y-6">
              {/* Images are saved one by one as they change, apart from the form and its version (unless a delete
                  changes a variant that showed the image: the product is read again, as after a variants save). */}
              <ProductImages key={record.id} product={record} onVersionMoved={reload} />
              <StockPanel product={record} onChanged={reload} />
            </div>
          </div>
          {/* The whole width for the grid; saved on its own on the same product version, a save reloads the product. */}
          <ProductVariants
            productId={record.id}
            productVersion={record.version}
            productSku={record.sku}
            note={variantsNote}
            onSaved={(message) => {
              setVariantsNote(message || null);
              reload();
            }}
          />
        </div>
      )}
    </EditRecordScreen>
  );
}

function ProductHeader(current: PortalProductJson) {
  return (
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
        <Link
          href={`/product/${current.id}`}
          target="_blank"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View in shop <ExternalLink aria-hidden className="h-4 w-4" />
        </Link>
      )}
    </div>
  );
}
