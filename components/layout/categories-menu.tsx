"use client";

import { ChevronDown, LayoutGrid } from "lucide-react";
import { useOnDemand } from "@/components/ui/on-demand";
import type { CategoriesState } from "./types";

export const CATEGORIES_TRIGGER_CLASS =
  "group inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-brand-900 transition-colors hover:bg-brand-50 data-[state=open]:bg-brand-50";

export function CategoriesTriggerLabel() {
  return (
    <>
      <LayoutGrid aria-hidden className="h-4 w-4 text-brand-600" />
      Categories
      <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" />
    </>
  );
}

const loadDropdown = () => import("./categories-dropdown").then((module) => module.CategoriesDropdown);

/** The header's categories dropdown; its menu code loads when the button is first approached. */
export function CategoriesMenu({ state }: { state: CategoriesState }) {
  const { Component: Dropdown, openAtStart, focusAtStart, triggerProps } = useOnDemand(loadDropdown);
  if (Dropdown) return <Dropdown state={state} defaultOpen={openAtStart} focusAtStart={focusAtStart} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={CATEGORIES_TRIGGER_CLASS}
      {...triggerProps}
    >
      <CategoriesTriggerLabel />
    </button>
  );
}
