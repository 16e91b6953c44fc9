"use client";
import { ArrowDown, ArrowUp, Plus, Search, X } from "lucide-react";
import { useState, type SyntheticEvent } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useApiQuery } from "@/lib/api/query";

export type PickedProduct = { id: number; name: string; sku: string };

const RESULTS = 8;

/**
 * Products in an order of the merchant's choosing: search the catalogue by name or SKU (the portal's
 * product API), add, remove, and move up or down. `value` is the chosen list, in order.
 */
export function ProductPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  error?: string;
}) {
  const chosen = new Set(value.map((product) => product.id));
  const swap = (index: number, other: number) => {
    const next = [...value];
    [next[index], next[other]] = [next[other], next[index]];
    onChange(next);
  };
  return (
    <div className="min-w-0 space-y-4">
      <div>
        <h3 id={`${id}-chosen`} className="text-sm font-medium text-stone-700">
          Recommended, in this order ({value.length})
        </h3>
        {value.length === 0 ? (
          <p className="mt-2 rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-500">
            No products yet: search below and add them.
          </p>
        ) : (
          <ol
            aria-labelledby={`${id}-chosen`}
            className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200"
          >
            {value.map((product, index) => (
              <li key={product.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <span className="w-6 text-right text-stone-500">{index + 1}.</span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium text-stone-900">{product.name}</span>
                  <span className="block truncate font-mono text-xs text-stone-500">{product.sku}</span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${product.name} up`}
                  disabled={index === 0}
                  onClick={() => swap(index, index - 1)}
                >
                  <ArrowUp aria-hidden className="h-4 w-4" />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${product.name} down`}
                  disabled={index === value.length - 1}
                  onClick={() => swap(index, index + 1)}
                >
                  <ArrowDown aria-hidden className="h-4 w-4" />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${product.name}`}
                  onClick={() => onChange(value.filter((other) => other.id !== product.id))}
                >
                  <X aria-hidden className="h-4 w-4" />
                </Button>
              </li>
            ))}
          </ol>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <ProductFinder id={id} chosen={chosen} pickLabel="Add" onPick={(product) => onChange([...value, product])} />
    </div>
  );
}

/** A search of the catalogue by name or SKU whose results each offer `pickLabel` (disabled for those in `chosen`). */
export function ProductFinder({
  id,
  label = "Find products by name or SKU",
  chosen,
  pickLabel,
  onPick,
}: {
  id: string;
  label?: string;
  chosen: Set<number>;
  pickLabel: string;
  onPick: (product: PickedProduct) => void;
}) {
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState<string | null>(null);
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setSearch(draft.trim());
  }
  return (
    // Not a nested <form>: Enter in the box searches instead of submitting the form around it.
    <div role="search" aria-label={label} className="space-y-2">
      <label htmlFor={`${id}-search`} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={`${id}-search`}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") submit(event);
          }}
          placeholder="Ashwagandha, CHYAWAN…"
          className="min-w-0"
        />
        <Button type="button" variant="secondary" onClick={submit}>
          <Search aria-hidden className="h-4 w-4" /> Search
        </Button>
      </div>
      {search !== null && <SearchResults search={search} chosen={chosen} pickLabel={pickLabel} onPick={onPick} />}
    </div>
  );
}

function SearchResults({
  search,
  chosen,
  pickLabel,
  onPick,
}: {
  search: string;
  chosen: Set<number>;
  pickLabel: string;
  onPick: (product: PickedProduct) => void;
}) {
  const results = useApiQuery("portal.products.list", { query: { page_size: RESULTS, search } });
  if (results.error) return <ErrorState message="Failed to search the products" onRetry={results.reload} />;
  if (results.data === null) return <LoadingState label="Searching products..." />;
  if (results.data.results.length === 0)
    return (
      <p className="rounded-lg bg-stone-50 px-4 py-3 text-sm text-stone-600">
        No product matches &ldquo;{search}&rdquo;.
      </p>
    );
  return (
    <div aria-busy={results.loading}>
      <ul
        aria-label="Search results"
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-stone-50"
      >
        {results.data.results.map((product) => (
          <li key={product.id} className="flex items-center gap-2 px-3 py-2 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block truncate text-stone-900">{product.name}</span>
              <span className="flex flex-wrap items-center gap-2 font-mono text-xs text-stone-500">
                <span className="min-w-0 truncate">{product.sku}</span>
                {product.archived ? (
                  <StatusBadge status="archived" />
                ) : (
                  !product.available && <StatusBadge status="unavailable" />
                )}
              </span>
            </span>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`${pickLabel} ${product.name}`}
              disabled={chosen.has(product.id)}
              onClick={() => onPick({ id: product.id, name: product.name, sku: product.sku })}
            >
              {chosen.has(product.id) ? (
                "Chosen"
              ) : (
                <>
                  <Plus aria-hidden className="h-4 w-4" /> {pickLabel}
                </>
              )}
            </Button>
          </li>
        ))}
      </ul>
      {results.data.count > RESULTS && (
        <p className="mt-1 text-xs text-stone-500">
          Showing {RESULTS} of {results.data.count}; type more of the name to narrow it.
        </p>
      )}
    </div>
  );
}
