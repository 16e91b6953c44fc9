"use client";
import { Plus, Search } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FilterBar, type FilterField } from "./filter-bar";
import { Pager } from "./pager";
import { EmptyState, ResourceView } from "./states";
import type { useUrlFilters } from "./use-url-filters";
import { counted } from "@/lib/domain/plural";

/** What a row action reports where the staff member is looking. */
export type Notice = { tone: "success" | "error"; text: string; link?: { href: string; label: string } };

/** `count_capped`: a search's count stopped there (at least that many match). */
type Page = { results: unknown[]; count?: number; count_capped?: boolean };

/** A list's filters in the address, and the page size the server uses. */
type Filtering<K extends string> = {
  fields: readonly FilterField<K>[];
  defaults: Record<K, string>;
  filters: ReturnType<typeof useUrlFilters<K>>;
  pageSize: number;
  /** The bar's name when it is one search box (a "Search" button, no Clear) rather than filters. */
  searchLabel?: string;
};

/** The page of a list paged without filters (e.g. the restock list). */
type Paging = { page: number; pageSize: number; onPage: (page: number) => void };

/**
 * A back-office list of records: title and New button, the filter bar, the last action's notice,
 * and the page of rows with every state (loading, error with Retry, empty or nothing matching the
 * filters), its count and the pager. A short list the server answers whole (categories, slides)
 * has no `filtering`; a list nobody creates records in has no `newHref`; a long list without
 * filters has `paging`.
 */
export function RecordListScreen<P extends Page, K extends string = never>({
  noun,
  title = noun.many,
  newHref,
  actions,
  panel,
  intro,
  filtering,
  paging,
  notice = null,
  onDismiss,
  toolbar,
  list,
  empty,
  emptyHint,
  summary,
  children,
}: {
  /** Plural, capitalised, and singular: { many: "Products", one: "product" }. */
  noun: { many: string; one: string };
  /** The heading, when the list is not named by its records (default `noun.many`). */
  title?: string;
  newHref?: string;
  /** More buttons beside New (e.g. Export CSV). */
  actions?: ReactNode;
  /** A panel between the title and the filters (e.g. a CSV upload). */
  panel?: ReactNode;
  /** What the staff member should know about the list, under the title. */
  intro?: ReactNode;
  filtering?: Filtering<K>;
  paging?: Paging;
  /** The last row action's outcome (`useRowAction`), with Dismiss. */
  notice?: Notice | null;
  onDismiss?: () => void;
  /** Between the filters and the rows, kept in view while they scroll (a selection's bulk actions and their outcome). */
  toolbar?: ReactNode;
  list: { data: P | null; loading: boolean; error: unknown; reload: () => void };
  /** The empty state, when the list words it its own way. */
  empty?: ReactNode;
  /** Under "No {records} yet"; by default it points at New. */
  emptyHint?: string;
  /** Figures about the whole list from its page (e.g. counts by state), above the rows. */
  summary?: (page: P) => ReactNode;
  children: (rows: P["results"]) => ReactNode;
}) {
  const many = noun.many.toLowerCase();
  const filtered = filtering?.filters.filtered ?? false;
  const pager: Paging | undefined = filtering
    ? { page: filtering.filters.page, pageSize: filtering.pageSize, onPage: filtering.filters.setPage }
    : paging;
  const trimmed = (values: Record<K, string>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value).trim()])) as Record<
      K,
      string
    >;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-brand-900">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {actions}
          {newHref && (
            <Button asChild>
              <Link href={newHref}>
                <Plus aria-hidden className="h-4 w-4" /> New {noun.one}
              </Link>
            </Button>
          )}
        </div>
      </div>
      {intro && <div className="text-sm text-stone-600">{intro}</div>}
      {panel}
      {filtering && (
        <FilterBar
          label={filtering.searchLabel ?? "Filters"}
          role={filtering.searchLabel ? "search" : undefined}
          fields={filtering.fields}
          values={filtering.filters.values}
          onApply={(next) => filtering.filters.apply(trimmed(next))}
          cleared={filtering.searchLabel ? undefined : filtering.defaults}
          submitLabel={
            filtering.searchLabel ? (
              <>
                <Search aria-hidden className="h-4 w-4" /> Search
              </>
            ) : (
              "Apply Filters"
            )
          }
          className={filtering.searchLabel ? "max-w-xl" : undefined}
        />
      )}
      {notice && (
        <div
          role={notice.tone === "error" ? "alert" : "status"}
          className={
            notice.tone === "error"
              ? "flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
              : "flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900"
          }
        >
          <p className="font-medium">
            {notice.text}{" "}
            {notice.link && (
              <Link href={notice.link.href} className="underline">
                {notice.link.label}
              </Link>
            )}
          </p>
          {onDismiss && (
            <button type="button" onClick={onDismiss} className="text-sm underline">
              Dismiss
            </button>
          )}
        </div>
      )}
      {toolbar && <div className="sticky top-2 z-10 space-y-2">{toolbar}</div>}
      <ResourceView
        resource={list}
        failure={`Failed to load ${many}`}
        loadingLabel={`Loading ${many}...`}
        isEmpty={(data) => data.results.length === 0}
        empty={
          empty ?? (
            <EmptyState title={filtered ? `No ${many} match these filters` : `No ${many} yet`}>
              <p className="text-sm text-stone-500">
                {filtered
                  ? "Try other filters, or clear them."
                  : (emptyHint ?? `Create the first one with New ${noun.one}.`)}
              </p>
            </EmptyState>
          )
        }
      >
        {(data) => (
          <div className="space-y-3">
            {summary?.(data)}
            <p className="text-right text-sm text-stone-600">
              {counted(data.count ?? data.results.length, noun.one, many, data.count_capped)}
            </p>
            {children(data.results)}
            {pager && <Pager {...pager} count={data.count ?? data.results.length} more={data.count_capped} />}
          </div>
        )}
      </ResourceView>
    </div>
  );
}
