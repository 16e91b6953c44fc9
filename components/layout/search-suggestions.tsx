"use client";

import Image from "next/image";
import type { Suggestion } from "@/lib/server/catalog/suggestions";
import { cx } from "@/lib/ui/cx";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";

type Props = {
  id: string;
  results: Suggestion[];
  active: number;
  onActivate: (index: number) => void;
  onChoose: (result: Suggestion) => void;
};

/** The header search's suggestions (SPEC.md section 4): image, name, the first tags with a '+N' count, and the price. */
export function SearchSuggestions({ id, results, active, onActivate, onChoose }: Props) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-60 overflow-y-auto rounded-2xl border border-brand-100 bg-white p-1.5 shadow-xl"
    >
      {results.map((result, index) => (
        <li
          key={result.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseEnter={() => onActivate(index)}
          onClick={() => onChoose(result)}
          className={cx("flex cursor-pointer items-center gap-3 rounded-xl p-2", index === active && "bg-brand-50")}
        >
          <span className="relative h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-brand-50">
            <Image src={result.image ?? PLACEHOLDER_IMAGE} alt="" fill sizes="48px" className="object-cover" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-stone-900">{result.name}</span>
            <span className="mt-0.5 flex flex-wrap items-center gap-1">
              {result.tags.map((tag) => (
                <span key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-[10px] text-brand-700">
                  {tag}
                </span>
              ))}
              {result.moreTags > 0 && <span className="text-[10px] text-stone-600">+{result.moreTags}</span>}
            </span>
          </span>
          <span className="shrink-0 text-sm font-semibold text-brand-700">{result.formattedPrice}</span>
        </li>
      ))}
    </ul>
  );
}
