"use client";

import { Search, X } from "lucide-react";
import { useState } from "react";
import { SearchBox } from "./search-box";

/** Mobile search toggle: shows the search box in a row under the header bar. */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={open ? "Close search" : "Open search"}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
      >
        {open ? <X aria-hidden className="h-5 w-5" /> : <Search aria-hidden className="h-5 w-5" />}
      </button>
      {open && (
        <div className="absolute inset-x-0 top-full border-t border-brand-100 bg-white px-4 py-3 shadow-md">
          <SearchBox autoFocus onNavigate={() => setOpen(false)} />
        </div>
      )}
    </>
  );
}
