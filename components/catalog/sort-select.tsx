"use client";

import { useRouter } from "next/navigation";
import { SORT_LABELS, SORTS, type Sort } from "@/lib/domain/catalog";
import { keepListingFocus, useListingFocus } from "./listing-focus";

/** The listing's sort order; `hrefs` holds the listing's address for each order (the server builds them, as for the view toggle). */
export function SortSelect({ value, hrefs }: { value: Sort; hrefs: Record<Sort, string> }) {
  const router = useRouter();
  const ref = useListingFocus<HTMLSelectElement>("sort");
  return (
    <label className="flex items-center gap-2 text-sm text-stone-600">
      Sort by
      <select
        ref={ref}
        value={value}
        onChange={(event) => {
          keepListingFocus("sort");
          router.push(hrefs[event.target.value as Sort]);
        }}
        className="h-9 rounded-lg border border-stone-300 bg-white px-3 text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
