"use client";

import { useRouter } from "next/navigation";
import { SORT_LABELS, SORTS, type Sort } from "@/lib/domain/catalog";
import { keepListingFocus, useListingFocus } from "./listing-focus";
import { Select } from "@/components/ui/select";

/** The listing's sort order; `hrefs` holds the listing's address for each order (the server builds them, as for the view toggle). */
export function SortSelect({ value, hrefs }: { value: Sort; hrefs: Record<Sort, string> }) {
  const router = useRouter();
  const ref = useListingFocus<HTMLSelectElement>("sort");
  return (
    <label className="flex items-center gap-2 text-sm text-stone-600">
      Sort by
      <Select
        ref={ref}
        size="sm"
        fit
        value={value}
        onChange={(event) => {
          keepListingFocus("sort");
          router.push(hrefs[event.target.value as Sort]);
        }}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </label>
  );
}
