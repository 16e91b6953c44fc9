"use client";

import { SlidersHorizontal } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { NumberInput } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/ui/cx";
import { keepListingFocus, useListingFocus } from "./listing-focus";
import { listingHref, type ParamChanges } from "./listing-url";
import { Checkbox, Radio } from "@/components/ui/checkbox";

/**
 * The range slider's library loads after the page has shown (a bar of the same height holds its place);
 * the Min and Max inputs beside it work from the start.
 */
const PriceSlider = dynamic(() => import("./price-slider").then((module) => module.PriceSlider), {
  ssr: false,
  loading: () => <div aria-hidden className="h-5 w-full" />,
});

/** The drawer's dialog code loads when it is first opened. */
const FilterDrawer = dynamic(() => import("./filter-drawer").then((module) => module.FilterDrawer), { ssr: false });

export type FilterCategory = {
  id: number;
  name: string;
  path: string;
  children: { id: number; name: string; path: string }[];
};

type Props = {
  categories: FilterCategory[];
  /** The listing's path and query, given by the server (useSearchParams would make the prerendered listings render in the browser). */
  currentPath: string;
  queryString: string;
  brands: string[];
  selectedBrands: string[];
  availability: "all" | "in-stock" | "out-of-stock";
  priceBounds: { min: number; max: number };
  minPrice: number | undefined;
  maxPrice: number | undefined;
  priceStep: number;
};

const AVAILABILITY_OPTIONS = [
  { value: "all", label: "All" },
  { value: "in-stock", label: "In Stock" },
  { value: "out-of-stock", label: "Out of Stock" },
] as const;

/**
 * A change made in the mobile drawer keeps the drawer open on the listing it leads to, even when that
 * listing is another page (the address without a query is the prerendered one): issue 16, defect 11.
 */
let drawerOpenOnNextListing = false;

function useListingNavigation(inDrawer: boolean, pathname: string, queryString: string) {
  const router = useRouter();
  return (changes: ParamChanges) => {
    drawerOpenOnNextListing = inDrawer;
    router.push(listingHref(pathname, new URLSearchParams(queryString), changes), { scroll: !inDrawer });
  };
}

/** Whole rupees within the bounds; text that is not a number falls back to `fallback` (SPEC.md section 5). */
function parseRupees(text: string, fallback: number, bounds: { min: number; max: number }): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

function PriceRange({
  priceBounds,
  minPrice,
  maxPrice,
  priceStep,
  navigate,
  idPrefix,
}: Pick<Props, "priceBounds" | "minPrice" | "maxPrice" | "priceStep"> & {
  navigate: (changes: ParamChanges) => void;
  idPrefix: string;
}) {
  const applied: [number, number] = [minPrice ?? priceBounds.min, maxPrice ?? priceBounds.max];
  const [range, setRange] = useState(applied);
  const [text, setText] = useState({ min: String(applied[0]), max: String(applied[1]) });
  const [key, setKey] = useState(applied.join("-"));
  if (key !== applied.join("-")) {
    setKey(applied.join("-"));
    setRange(applied);
    setText({ min: String(applied[0]), max: String(applied[1]) });
  }
  // Next.js keeps a listing mounted, hidden, after navigating to another route (the address without a
  // query is the prerendered page), and shows it again with the state it was left in: a range edited
  // just before leaving came back after Reset to Full Range or an emptied Max (issue 16, defect 4).
  // Effects run again when it is shown, so it starts from the URL's range then.
  const [appliedMin, appliedMax] = applied;
  useEffect(() => {
    queueMicrotask(() => {
      setRange([appliedMin, appliedMax]);
      setText({ min: String(appliedMin), max: String(appliedMax) });
    });
  }, [appliedMin, appliedMax]);

  /** A minimum typed above the maximum is the range backwards (issue 26), as the listing's query reads it too. */
  function apply([low, high]: [number, number]) {
    const [min, max] = low <= high ? [low, high] : [high, low];
    setRange([min, max]);
    setText({ min: String(min), max: String(max) });
    navigate({ min_price: min > priceBounds.min ? min : null, max_price: max < priceBounds.max ? max : null });
  }

  const commitInputs = () =>
    apply([parseRupees(text.min, priceBounds.min, priceBounds), parseRupees(text.max, priceBounds.max, priceBounds)]);

  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 font-serif text-lg text-brand-900">Price Range</legend>
      <PriceSlider
        bounds={priceBounds}
        step={priceStep}
        value={range}
        onChange={(value) => {
          setRange(value);
          setText({ min: String(value[0]), max: String(value[1]) });
        }}
        onCommit={apply}
      />
      <p className="text-sm text-stone-600">
        ₹{range[0].toLocaleString("en-IN")} – ₹{range[1].toLocaleString("en-IN")}
      </p>
      <form
        className="grid grid-cols-2 gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          commitInputs();
        }}
      >
        <div>
          <Label htmlFor={`${idPrefix}-min-price`}>Min Price</Label>
          <NumberInput
            id={`${idPrefix}-min-price`}
            inputMode="numeric"
            min={priceBounds.min}
            max={priceBounds.max}
            value={text.min}
            onChange={(event) => setText({ ...text, min: event.target.value })}
            onBlur={commitInputs}
          />
        </div>
        <div>
          <Label htmlFor={`${idPrefix}-max-price`}>Max Price</Label>
          <NumberInput
            id={`${idPrefix}-max-price`}
            inputMode="numeric"
            min={priceBounds.min}
            max={priceBounds.max}
            value={text.max}
            onChange={(event) => setText({ ...text, max: event.target.value })}
            onBlur={commitInputs}
          />
        </div>
        <button type="submit" className="sr-only">
          Apply price range
        </button>
      </form>
      <button
        type="button"
        className="text-sm font-medium text-brand-600 hover:underline"
        onClick={() => apply([priceBounds.min, priceBounds.max])}
      >
        Reset to Full Range
      </button>
    </fieldset>
  );
}

/** A radio or checkbox whose change loads another listing; the keyboard's focus comes back to it there. */
function ListingChoice({
  type,
  group,
  focusKey,
  checked,
  onChoose,
  children,
}: {
  type: "radio" | "checkbox";
  group?: string;
  focusKey: string;
  checked: boolean;
  onChoose: (checked: boolean) => void;
  children: ReactNode;
}) {
  const ref = useListingFocus<HTMLInputElement>(focusKey);
  const Control = type === "radio" ? Radio : Checkbox;
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
      <Control
        ref={ref}
        name={group}
        checked={checked}
        onChange={(event) => {
          keepListingFocus(focusKey);
          onChoose(event.target.checked);
        }}
      />
      {children}
    </label>
  );
}

function FilterPanel({
  idPrefix: place,
  onLeave,
  ...props
}: Props & { idPrefix: "sidebar" | "drawer"; onLeave?: () => void }) {
  const navigate = useListingNavigation(place === "drawer", props.currentPath, props.queryString);
  // Ids and radio names unique per mounted panel: Next.js keeps the previous listing mounted (hidden)
  // after a navigation, so radios sharing a name across both unchecked each other (issue 16, defect 5)
  // and labels pointed at the hidden page's inputs.
  const idPrefix = `${place}${useId().replace(/:/g, "")}`;
  const radioGroup = `${idPrefix}-availability`;
  const { categories, currentPath, brands, selectedBrands, availability } = props;
  const linkClass = (path: string) =>
    cx(
      "block rounded-lg px-3 py-1.5 text-sm hover:bg-brand-50",
      path === currentPath ? "bg-brand-50 font-semibold text-brand-700" : "text-stone-700",
    );
  return (
    <div className="space-y-8">
      <Button asChild variant="secondary" size="sm" className="w-full">
        <Link href="/products" onClick={onLeave}>
          Clear All Filters
        </Link>
      </Button>
      <nav aria-labelledby={`${idPrefix}-categories`}>
        <h2 id={`${idPrefix}-categories`} className="mb-3 font-serif text-lg text-brand-900">
          Product Categories
        </h2>
        <ul className="space-y-1">
          <li>
            <Link href="/products" onClick={onLeave} className={linkClass("/products")}>
              All Products
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={category.path} onClick={onLeave} className={linkClass(category.path)}>
                {category.name}
              </Link>
              <ul className="ml-3 border-l border-stone-200 pl-2">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link href={child.path} onClick={onLeave} className={linkClass(child.path)}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <PriceRange {...props} navigate={navigate} idPrefix={idPrefix} />
      <fieldset>
        <legend className="mb-3 font-serif text-lg text-brand-900">Availability</legend>
        <div className="space-y-2">
          {AVAILABILITY_OPTIONS.map((option) => (
            <ListingChoice
              key={option.value}
              type="radio"
              group={radioGroup}
              focusKey={`${place}-availability-${option.value}`}
              checked={availability === option.value}
              onChoose={() => navigate({ availability: option.value === "all" ? null : option.value })}
            >
              {option.label}
            </ListingChoice>
          ))}
        </div>
      </fieldset>
      {brands.length > 0 && (
        <fieldset>
          <legend className="mb-3 font-serif text-lg text-brand-900">Brands</legend>
          <div className="space-y-2">
            {brands.map((brand) => (
              <ListingChoice
                key={brand}
                type="checkbox"
                focusKey={`${place}-brand-${brand}`}
                checked={selectedBrands.includes(brand)}
                onChoose={(checked) =>
                  navigate({
                    brand: checked ? [...selectedBrands, brand] : selectedBrands.filter((other) => other !== brand),
                  })
                }
              >
                {brand}
              </ListingChoice>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** Sidebar on large screens; a drawer behind a Filters button on small ones. */
export function ListingFilters(props: Props) {
  // The drawer stays open through its own changes; it closes when the shopper closes it, presses Show
  // results, or leaves for another list (issue 16, defect 11).
  const [open, setOpen] = useState(() => drawerOpenOnNextListing);
  const { currentPath, queryString } = props;
  useEffect(() => {
    drawerOpenOnNextListing = false;
  }, [currentPath, queryString]);
  const close = () => setOpen(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <aside aria-label="Filters" className="hidden w-64 shrink-0 lg:block">
        <FilterPanel {...props} idPrefix="sidebar" />
      </aside>
      <Button
        ref={trigger}
        variant="secondary"
        size="sm"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden className="h-4 w-4" /> Filters
      </Button>
      {open && (
        <FilterDrawer onOpenChange={setOpen} returnFocus={() => trigger.current?.focus()}>
          <FilterPanel {...props} idPrefix="drawer" onLeave={close} />
        </FilterDrawer>
      )}
    </>
  );
}
