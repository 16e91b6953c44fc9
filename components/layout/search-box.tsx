"use client";

import { Loader2, Search } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { callApi } from "@/lib/api/client";
import type { ResponseOf } from "@/lib/api/endpoints";
import { useApiQuery } from "@/lib/api/query";
import { cx } from "@/lib/ui/cx";
import { Input } from "@/components/ui/input";

const SUGGEST_DELAY_MS = 150;

/** The list (with its images) loads with the first suggestions, not with every page. */
const loadSuggestions = () => import("./search-suggestions").then((module) => module.SearchSuggestions);
const SearchSuggestions = dynamic(loadSuggestions, { ssr: false });

/**
 * Header search with live suggestions (SPEC.md sections 4 and 5): the list opens when the text is
 * non-empty and matches exist, closes on outside click, Escape or selection; submitting asks the
 * server where the search goes (a name or tag only one product has opens that product).
 */
export function SearchBox({
  className,
  onNavigate,
  autoFocus,
}: {
  className?: string;
  onNavigate?: () => void;
  autoFocus?: boolean;
}) {
  const router = useRouter();
  const listId = useId();
  const container = useRef<HTMLFormElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [submitting, setSubmitting] = useState(false);
  const query = text.trim();
  /** The text asked about: what was typed, once typing has paused. */
  const [asked, setAsked] = useState("");
  const answer = useApiQuery("search.suggestions", { query: { q: asked } }, { enabled: open && asked !== "" });
  // The suggestions shown stay until the next answer arrives, so the list does not blink as the shopper
  // types; a new answer starts with no suggestion active.
  const [shown, setShown] = useState<ResponseOf<"search.suggestions"> | null>(null);
  if (answer.data && answer.data !== shown) {
    setShown(answer.data);
    setActive(-1);
  }
  const results = shown?.results ?? [];
  const expanded = open && query !== "" && results.length > 0;

  useEffect(() => {
    if (!query || !open) return;
    const timer = setTimeout(() => setAsked(query), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, open]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, []);

  function go(href: string) {
    setOpen(false);
    setText("");
    setAsked("");
    setShown(null);
    onNavigate?.();
    router.push(href);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (expanded && active >= 0) return go(`/product/${results[active]!.id}`);
    // The field's own value: text typed before the page hydrated is in the field, not yet in `text`.
    const typed = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    if (!typed) return;
    setSubmitting(true);
    try {
      go((await callApi("search.resolve", { query: { q: typed } })).href);
    } catch {
      go(`/products?search=${encodeURIComponent(typed)}`);
    } finally {
      setSubmitting(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    }
  }

  return (
    // Before hydration the form still searches: a plain GET of the listing.
    <form ref={container} role="search" action="/products" onSubmit={submit} className={cx("relative", className)}>
      <Suspense fallback={null}>
        <ListingSearchTerm onTerm={setText} />
      </Suspense>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search products
      </label>
      <Input
        unstyled
        id={`${listId}-input`}
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search herbs, remedies, concerns..."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          void loadSuggestions();
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-brand-100 bg-white/90 pl-5 pr-12 text-sm text-stone-900 shadow-sm placeholder:text-stone-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        disabled={submitting}
        className="absolute right-1 top-1 flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700"
      >
        {submitting ? (
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
        ) : (
          <Search aria-hidden className="h-4 w-4" />
        )}
      </button>
      {expanded && (
        <SearchSuggestions
          id={listId}
          results={results}
          active={active}
          onActivate={setActive}
          onChoose={(result) => go(`/product/${result.id}`)}
        />
      )}
    </form>
  );
}

/**
 * On a search's results the box keeps showing the term searched (issue 16); elsewhere it starts empty.
 * Read in its own Suspense boundary, so the cached pages around the header need no request data.
 */
function ListingSearchTerm({ onTerm }: { onTerm: (term: string) => void }) {
  const pathname = usePathname();
  const term = useSearchParams().get("search") ?? "";
  const onListing = pathname === "/products" || pathname.startsWith("/products/");
  useEffect(() => onTerm(onListing ? term : ""), [onListing, term, onTerm]);
  return null;
}
