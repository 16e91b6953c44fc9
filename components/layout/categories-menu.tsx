"use client";

import { ChevronDown, LayoutGrid } from "lucide-react";
import Link from "next/link";
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuSub, DropdownMenuSubContent,
  DropdownMenuSubTrigger, DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { CategoriesState } from "./types";

const STATUS_TEXT = { loading: "Loading...", error: "Error loading categories" } as const;

/** The header's categories dropdown with sub-categories. */
export function CategoriesMenu({ state }: { state: CategoriesState }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="group inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-brand-900 transition-colors hover:bg-brand-50 data-[state=open]:bg-brand-50">
        <LayoutGrid aria-hidden className="h-4 w-4 text-brand-600" />
        Categories
        <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <CategoryItems state={state} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function CategoryItems({ state }: { state: CategoriesState }) {
  if (state.status !== "ready") {
    return <p role="status" className={state.status === "error" ? "px-3 py-2 text-sm text-red-600" : "px-3 py-2 text-sm text-stone-500"}>{STATUS_TEXT[state.status]}</p>;
  }
  if (state.categories.length === 0) return <p role="status" className="px-3 py-2 text-sm text-stone-500">No categories available</p>;
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
                <Link href={`/products/${category.slug}`} className="font-medium">All {category.name}</Link>
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
        <Link href="/products" className="font-medium text-brand-700">All Products</Link>
      </DropdownMenuItem>
    </>
  );
}
