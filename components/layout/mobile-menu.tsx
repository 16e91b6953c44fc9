"use client";

import { Menu } from "lucide-react";
import { useOnDemand } from "@/components/ui/on-demand";
import type { CategoriesState } from "./types";

export const MENU_BUTTON_CLASS =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50";

/** The menu button while the menu's data streams in (it reads the path, so it cannot prerender). */
export function MobileMenuPlaceholder() {
  return (
    <span aria-hidden className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-900">
      <Menu className="h-6 w-6" />
    </span>
  );
}

const loadDialog = () => import("./mobile-menu-dialog").then((module) => module.MobileMenuDialog);

/** The mobile menu button; the full-screen menu's code loads on first use. */
export function MobileMenu({ categories, companyName }: { categories: CategoriesState; companyName: string }) {
  const { Component: MenuDialog, openAtStart, focusAtStart, triggerProps } = useOnDemand(loadDialog);
  if (MenuDialog)
    return (
      <MenuDialog
        categories={categories}
        companyName={companyName}
        defaultOpen={openAtStart}
        focusAtStart={focusAtStart}
      />
    );
  return (
    <button type="button" aria-label="Open menu" aria-haspopup="dialog" className={MENU_BUTTON_CLASS} {...triggerProps}>
      <Menu aria-hidden className="h-6 w-6" />
    </button>
  );
}
