"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useMemo } from "react";

/** The query string of `values` (empty and default values left out) and `page` (left out when 1). */
export function queryOf<K extends string>(
  values: Record<K, string>,
  page: number,
  defaults: Partial<Record<K, string>> = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values) as [K, string][])
    if (value !== "" && value !== defaults[name]) query.set(name, value);
  if (page > 1) query.set("page", String(page));
  return query.toString();
}

/**
 * A list's filters and page, kept in the address (shareable; back, forward and reload keep them).
 * `apply` sets new filters and goes back to page 1. The address changes in the browser's history
 * only (Next.js follows it in useSearchParams): back-office pages render per request (their
 * Content-Security-Policy nonce), and a filter is no reason to ask the server for the page again.
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>) {
  const params = useSearchParams();
  const pathname = usePathname();
  const values = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
      ) as Record<K, string>,
    [params, defaults],
  );
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const go = (next: Record<K, string>, nextPage: number) => {
    const query = queryOf(next, nextPage, defaults);
    window.history.pushState(null, "", query ? `${pathname}?${query}` : pathname);
  };
  return {
    values,
    page,
    /** The same, as the `query` of a `useApiQuery` input (callApi leaves the empty values out). */
    query: { ...values, page: page > 1 ? page : undefined },
    /** Whether any filter differs from its default (an empty list then means "nothing matches"). */
    filtered: (Object.keys(defaults) as K[]).some((name) => values[name] !== defaults[name]),
    apply: (next: Record<K, string>) => go(next, 1),
    setPage: (nextPage: number) => go(values, nextPage),
  };
}
