"use client";
import Link from "next/link";
import { useCallback, useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { Button } from "@/components/ui/button";
import type { PortalCategoryJson } from "@/lib/server/catalog-management/categories";
import { MoveButtons, useMove } from "./reorder";
import { HOME_CATEGORY_COUNT } from "@/lib/domain/catalog";
import { counted } from "@/lib/domain/plural";
import { Select } from "@/components/ui/select";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

/** How a notice names a row (stable, so the list's handlers and columns are too). */
const NAME_OF = ({ name }: { name: string }) => name;

/** A row of the table: the category, its place among its siblings and, for the top level, whether the home page shows it. */
type Row = {
  category: PortalCategoryJson;
  parentName: string | null;
  siblings: PortalCategoryJson[];
  index: number;
  onHome: boolean;
};

/** Top-level categories in the merchant's order, each followed by its sub-categories in theirs; `homeIds` are those the home page shows. */
export function categoryRows(categories: PortalCategoryJson[], homeIds: readonly number[] = []): Row[] {
  const byPosition = (a: PortalCategoryJson, b: PortalCategoryJson) => a.position - b.position || a.id - b.id;
  const top = categories.filter((category) => category.parent === null).sort(byPosition);
  return top.flatMap((category, index) => {
    const children = categories.filter((child) => child.parent === category.id).sort(byPosition);
    return [
      { category, parentName: null, siblings: top, index, onHome: homeIds.includes(category.id) },
      ...children.map((child, childIndex) => ({
        category: child,
        parentName: category.name,
        siblings: children,
        index: childIndex,
        onHome: false,
      })),
    ];
  });
}

/** `/portal/categories`: every category and sub-category, reordered, edited and deleted here. */
export function CategoryListScreen() {
  const list = useApiQuery("portal.categories.list");
  const { reload } = list;
  const { notice, dismiss, busy, run } = useRowAction(reload);
  const move = useMove<PortalCategoryJson>({ endpoint: "portal.categories.update", run, reload, nameOf: NAME_OF });

  const remove = useCallback(
    (category: PortalCategoryJson, moveTo: PortalCategoryJson | null) =>
      run(async () => {
        await callApi("portal.categories.delete", {
          params: { id: category.id },
          query: { move_products_to: moveTo?.id },
        });
        return moveTo
          ? `Deleted "${category.name}" and moved its products to "${moveTo.name}".`
          : `Deleted "${category.name}".`;
      }, "Failed to delete the category"),
    [run],
  );

  return (
    <RecordListScreen
      noun={{ many: "Categories", one: "category" }}
      newHref="/portal/categories/new"
      intro={
        <p>
          Top-level categories come first, in this order; the home page&apos;s Shop by Category shows the first{" "}
          {HOME_CATEGORY_COUNT} that have an image and products in the shop. Sub-categories are listed under their
          parent.
        </p>
      }
      notice={notice}
      onDismiss={dismiss}
      list={list}
    >
      {(categories) => (
        <CategoriesTable
          categories={categories}
          homeIds={list.data?.home_category_ids ?? []}
          busy={busy}
          move={move}
          remove={remove}
        />
      )}
    </RecordListScreen>
  );
}

type TableProps = {
  categories: PortalCategoryJson[];
  homeIds: readonly number[];
  busy: boolean;
  move: (siblings: readonly PortalCategoryJson[], index: number, direction: -1 | 1) => void;
  remove: (category: PortalCategoryJson, moveTo: PortalCategoryJson | null) => void;
};

const column = columnsOf<Row>();

function CategoriesTable({ categories, homeIds, busy, move, remove }: TableProps) {
  const rows = useMemo(() => categoryRows(categories, homeIds), [categories, homeIds]);
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "name",
          header: "Name",
          cell: ({
            row: {
              original: { category, parentName },
            },
          }) => (
            <span className={parentName ? "block text-left md:pl-6" : "block text-left"}>
              {parentName && <span className="text-xs text-stone-500">{parentName} › </span>}
              <Link href={`/portal/categories/${category.id}`} className="font-medium text-brand-900 hover:underline">
                {category.name}
              </Link>
              <Link
                href={`/products/${parentName ? `${rows.find((row) => row.category.id === category.parent)?.category.slug}/` : ""}${category.slug}`}
                className="block font-mono text-xs text-stone-500 hover:underline"
              >
                /{category.slug}
              </Link>
            </span>
          ),
        }),
        column.display({
          id: "level",
          header: "Shown",
          cell: ({
            row: {
              original: { parentName, onHome },
            },
          }) =>
            parentName ? (
              <span className="text-stone-500">Sub-category</span>
            ) : onHome ? (
              <span className="whitespace-nowrap rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                On the home page
              </span>
            ) : (
              <span className="text-stone-500">Listings only</span>
            ),
        }),
        column.accessor((row) => row.category.position, {
          id: "position",
          header: "Position",
          meta: { align: "right" },
        }),
        column.accessor((row) => row.category.product_count, {
          id: "products",
          header: "Products",
          meta: { align: "right" },
        }),
        column.accessor((row) => row.category.subcategory_count, {
          id: "subcategories",
          header: "Sub-categories",
          meta: { align: "right" },
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: row } }) => (
            <span className="flex flex-wrap items-center justify-end gap-1 md:flex-nowrap md:justify-start">
              <MoveButtons
                name={row.category.name}
                index={row.index}
                count={row.siblings.length}
                moving={busy}
                onMove={(direction) => move(row.siblings, row.index, direction)}
              />
              <Button size="sm" variant="secondary" asChild>
                <Link href={`/portal/categories/${row.category.id}`}>Edit</Link>
              </Button>
              <DeleteCategory category={row.category} categories={categories} busy={busy} remove={remove} />
            </span>
          ),
        }),
      ]),
    [rows, categories, busy, move, remove],
  );
  return (
    <DataTable
      label="Categories"
      rows={rows}
      columns={columns}
      getRowId={(row) => String(row.category.id)}
      rowTestId="category-row"
    />
  );
}

/**
 * Delete after a confirmation. A category with sub-categories cannot go (the dialog says why); one
 * with products asks where they move first.
 */
export function DeleteCategory({
  category,
  categories,
  busy,
  remove,
}: {
  category: PortalCategoryJson;
  categories: PortalCategoryJson[];
  busy: boolean;
  remove: TableProps["remove"];
}) {
  const [target, setTarget] = useState("");
  const trigger = (
    <Button size="sm" variant="ghost" disabled={busy}>
      Delete
    </Button>
  );
  if (category.subcategory_count > 0) {
    return (
      <ConfirmDialog
        trigger={trigger}
        title={`"${category.name}" cannot be deleted`}
        description={`It has ${counted(category.subcategory_count, "sub-category", "sub-categories")}. Move them under another category (edit each one's parent) or delete them first, then delete this one.`}
      />
    );
  }
  if (category.product_count === 0) {
    return (
      <ConfirmDialog
        trigger={trigger}
        title={`Delete "${category.name}"?`}
        description="It has no products. Its listing page goes away, and links to it show the shop's not-found page."
        confirmLabel="Delete category"
        onConfirm={() => remove(category, null)}
      />
    );
  }
  const others = categoryRows(categories).filter((row) => row.category.id !== category.id);
  const moveTo = others.find((row) => String(row.category.id) === target)?.category ?? null;
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Delete "${category.name}"?`}
      description={`It has ${counted(category.product_count, "product")}. They move to the category you choose, then the category is deleted, all at once.`}
      confirmLabel="Move products and delete"
      confirmDisabled={moveTo === null}
      onConfirm={() => moveTo && remove(category, moveTo)}
    >
      <label className="block text-sm font-medium text-stone-700">
        Move its products to
        <Select value={target} onChange={(event) => setTarget(event.target.value)} className="mt-1 text-sm">
          <option value="">Choose a category</option>
          {others.map(({ category: other, parentName }) => (
            <option key={other.id} value={other.id}>
              {parentName ? `${parentName} › ${other.name}` : other.name}
            </option>
          ))}
        </Select>
      </label>
    </ConfirmDialog>
  );
}
