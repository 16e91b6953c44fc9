"use client";
import { Plus } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Pager } from "./pager";
import { EmptyState, ResourceView } from "./states";

/** What a row action reports where the staff member is looking. */
export type Notice = { tone: "success" | "error"; text: string; link?: { href: string; label: string } };

type Page<T> = { results: T[]; count: number };

/**
 * A back-office list of records: title and New button, the filter bar, the last action's notice,
 * and the page of rows with every state (loading, error with Retry, empty or nothing matching the
 * filters), its count and the pager.
 */
export function RecordListScreen<T>({ noun, newHref, filterBar, filtered, notice, onDismiss, list, page, pageSize, onPage, children }: {
  /** Plural and singular, capitalised: { many: "Products", one: "product" }. */
  noun: { many: string; one: string };
  newHref: string;
  filterBar: ReactNode;
  filtered: boolean;
  notice: Notice | null;
  onDismiss: () => void;
  list: { data: Page<T> | null; loading: boolean; error: unknown; reload: () => void };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  const many = noun.many.toLowerCase();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-brand-900">{noun.many}</h1>
        <Button asChild><Link href={newHref}><Plus aria-hidden className="h-4 w-4" /> New {noun.one}</Link></Button>
      </div>
      {filterBar}
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
            <p className="text-sm text-stone-500">{filtered ? "Try other filters, or clear them." : `Create the first one with New ${noun.one}.`}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="space-y-3">
            <p className="text-right text-sm text-stone-600">{data.count} {many}</p>
            {children(data.results)}
            <Pager page={page} count={data.count} pageSize={pageSize} onPage={onPage} />
          </div>
        )}
      </ResourceView>
    </div>
  );
}
