"use client";
import { Plus } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FilterBar, type FilterField } from "./filter-bar";
import { Pager } from "./pager";
import { EmptyState, ResourceView } from "./states";
import type { useUrlFilters } from "./use-url-filters";

/** What a row action reports where the staff member is looking. */
export type Notice = { tone: "success" | "error"; text: string; link?: { href: string; label: string } };

type Page<T> = { results: T[]; count: number };

/**
 * A back-office list of records: title and New button, the filter bar, the last action's notice,
 * and the page of rows with every state (loading, error with Retry, empty or nothing matching the
 * filters), its count and the pager.
 */
export function RecordListScreen<T, K extends string>({ noun, newHref, actions, panel, emptyHint, fields, defaults, filters, notice, onDismiss, list, pageSize, children }: {
  /** Plural, capitalised, and singular: { many: "Products", one: "product" }. */
  noun: { many: string; one: string };
  /** The New button's page; a list nobody adds to here (e.g. subscribers) has none. */
  newHref?: string;
  /** More buttons beside New (e.g. Export CSV). */
  actions?: ReactNode;
  /** A panel between the title and the filters (e.g. a CSV upload). */
  panel?: ReactNode;
  /** What the empty, unfiltered list says instead of "Create the first one with New …". */
  emptyHint?: string;
  fields: readonly FilterField<K>[];
  defaults: Record<K, string>;
  filters: ReturnType<typeof useUrlFilters<K>>;
  notice: Notice | null;
  onDismiss: () => void;
  list: { data: Page<T> | null; loading: boolean; error: unknown; reload: () => void };
  pageSize: number;
  children: (rows: T[]) => ReactNode;
}) {
  const many = noun.many.toLowerCase();
  const { filtered } = filters;
  const trimmed = (values: Record<K, string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value).trim()])) as Record<K, string>;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-brand-900">{noun.many}</h1>
        <div className="flex flex-wrap gap-2">
          {actions}
          {newHref && <Button asChild><Link href={newHref}><Plus aria-hidden className="h-4 w-4" /> New {noun.one}</Link></Button>}
        </div>
      </div>
      {panel}
      <FilterBar label="Filters" fields={fields} values={filters.values} onApply={(next) => filters.apply(trimmed(next))} cleared={defaults} submitLabel="Apply Filters" />
      {notice && (
        <div role={notice.tone === "error" ? "alert" : "status"} className={notice.tone === "error" ? "flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" : "flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900"}>
          <p className="font-medium">
            {notice.text} {notice.link && <Link href={notice.link.href} className="underline">{notice.link.label}</Link>}
          </p>
          <button type="button" onClick={onDismiss} className="text-sm underline">Dismiss</button>
        </div>
      )}
      <ResourceView
        resource={list}
        failure={`Failed to load ${many}`}
        loadingLabel={`Loading ${many}...`}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState title={filtered ? `No ${many} match these filters` : `No ${many} yet`}>
            <p className="text-sm text-stone-500">{filtered ? "Try other filters, or clear them." : (emptyHint ?? `Create the first one with New ${noun.one}.`)}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="space-y-3">
            <p className="text-right text-sm text-stone-600">{data.count} {many}</p>
            {children(data.results)}
            <Pager page={filters.page} count={data.count} pageSize={pageSize} onPage={filters.setPage} />
          </div>
        )}
      </ResourceView>
    </div>
  );
}
