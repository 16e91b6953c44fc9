"use client";

import Link from "next/link";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CATEGORIES_TRIGGER_CLASS, CategoriesTriggerLabel } from "./categories-menu";
import type { CategoriesState } from "./types";

const STATUS_TEXT = { loading: "Loading...", error: "Error loading categories" } as const;

/** The categories dropdown with sub-categories (loaded on demand by CategoriesMenu). */
export function CategoriesDropdown({
  state,
  defaultOpen,
  focusAtStart,
}: {
  state: CategoriesState;
  defaultOpen: boolean;
  focusAtStart: boolean;
}) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      {/* autoFocus: takes over the focus of the look-alike button it replaces (useOnDemand). */}
      <DropdownMenuTrigger className={CATEGORIES_TRIGGER_CLASS} autoFocus={focusAtStart}>
        <CategoriesTriggerLabel />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <CategoryItems state={state} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
function CategoryItems({ state }: { state: CategoriesState }) {
  if (state.status !== "ready") {
    return (
      <p
        role="status"
        className={state.status === "error" ? "px-3 py-2 text-sm text-red-600" : "px-3 py-2 text-sm text-stone-600"}
      >
        {STATUS_TEXT[state.status]}
      </p>
    );
  }
  if (state.categories.length === 0)
    return (
      <p role="status" className="px-3 py-2 text-sm text-stone-600">
        No categories available
      </p>
    );
  return (
    <>
      {state.categories.map((category) =>
        category.children.length === 0 ? (
          <DropdownMenuItem key={category.id} asChild>
            <Link href={`/products/${category.slug}`}>{category.name}</Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuSub key={category.id}>
            <DropdownMenuSubTrigger>{category.name}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent className="w-60">
              <DropdownMenuItem asChild>
                <Link href={`/products/${category.slug}`} className="font-medium">
                  All {category.name}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              {category.children.map((child) => (
                <DropdownMenuItem key={child.id} asChild>
                  <Link href={`/products/${category.slug}/${child.slug}`}>{child.name}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        ),
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link href="/products" className="font-medium text-brand-700">
          All Products
        </Link>
      </DropdownMenuItem>
    </>
  );
}
