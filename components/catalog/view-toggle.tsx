"use client";

import { LayoutGrid, List } from "lucide-react";
import { useRouter } from "next/navigation";
import { cx } from "@/lib/ui/cx";

type View = "grid" | "list";

/**
 * The listing's grid/list toggle: two toggle buttons that say which view is on (aria-pressed), each
 * going to the listing's address for its view (the view lives in the URL like every listing setting).
 */
export function ViewToggle({ view, hrefs }: { view: View; hrefs: Record<View, string> }) {
  const router = useRouter();
  return (
    <div className="flex rounded-full border border-stone-300 p-0.5" role="group" aria-label="View">
      {(["grid", "list"] as const).map((mode) => {
        const Icon = mode === "grid" ? LayoutGrid : List;
        return (
          <button
            key={mode}
            type="button"
            aria-label={mode === "grid" ? "Grid view" : "List view"}
            aria-pressed={view === mode}
            onClick={() => view !== mode && router.push(hrefs[mode], { scroll: false })}
            className={cx(
              "rounded-full p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              view === mode ? "bg-brand-600 text-white" : "text-stone-600 hover:bg-stone-100",
            )}
          >
            <Icon aria-hidden className="h-4 w-4" />
          </button>
        );
      })}
    </div>
  );
}
