"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { SORT_LABELS, SORTS, type Sort } from "@/lib/domain/catalog";
import { listingHref } from "./listing-url";

export function SortSelect({ value }: { value: Sort }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <label className="flex items-center gap-2 text-sm text-stone-600">
      Sort by
      <select
        value={value}
        onChange={(event) => router.push(listingHref(pathname, new URLSearchParams(params.toString()), { sort: event.target.value === "relevance" ? null : event.target.value }))}
        className="h-9 rounded-lg border border-stone-300 bg-white px-3 text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>{SORT_LABELS[sort]}</option>
        ))}
      </select>
    </label>
  );
}
