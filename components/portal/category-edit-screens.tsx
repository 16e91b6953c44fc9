"use client";
import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { EditRecordScreen, NewRecordScreen } from "@/components/back-office/record-screen";
import type { PortalCategoryJson } from "@/lib/server/catalog-management/categories";
import { CategoryForm } from "./category-form";
import { counted } from "@/lib/domain/plural";

const SCREEN = { listHref: "/portal/categories", noun: { one: "Category", many: "Categories" } };

/** `/portal/categories/new`. */
export function NewCategoryScreen() {
  return (
    <NewRecordScreen {...SCREEN}>
      <CategoryForm />
    </NewRecordScreen>
  );
}

/** `/portal/categories/{id}`. */
export function EditCategoryScreen() {
  return (
    <EditRecordScreen
      {...SCREEN}
      endpoint="portal.categories.get"
      savedNote="Shop pages show the change as they are next visited."
      header={CategoryHeader}
    >
      {/* A new version (a save, or the latest after a conflict) opens the form afresh on it. */}
      {({ record, onSaved, onReload }) => (
        <div className="max-w-3xl">
          <CategoryForm key={record.version} category={record} onSaved={onSaved} onReload={onReload} />
        </div>
      )}
    </EditRecordScreen>
  );
}

function CategoryHeader(current: PortalCategoryJson) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="font-serif text-3xl text-brand-900">{current.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <span className="font-mono">/{current.slug}</span>
          <span>{current.parent === null ? "Top-level" : "Sub-category"}</span>
          <span>{counted(current.product_count, "product")}</span>
          {current.parent === null && (
            <span>{counted(current.subcategory_count, "sub-category", "sub-categories")}</span>
          )}
        </p>
      </div>
      {/* /products?category= takes the id and finds a sub-category's parent itself. */}
      <Link
        href={`/products?category=${current.id}`}
        target="_blank"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        View in shop <ExternalLink aria-hidden className="h-4 w-4" />
      </Link>
    </div>
  );
}
