"use client";

import { useEffect } from "react";

/** The listing address last shown in this document; null until a listing has been shown. */
let lastShown: string | null = null;

/**
 * The listing scrolls to the top whenever its path or query changes, but never when the document
 * first loads or comes back to the same address: that would yank the page from under a visitor who
 * scrolled (or clicked) before hydration finished. `location` is the listing's own address, given by
 * the server: reading it with useSearchParams would make the prerendered listings render in the browser.
 */
export function ScrollToTop({ location }: { location: string }) {
  useEffect(() => {
    const previous = lastShown;
    lastShown = location;
    if (previous !== null && previous !== location) window.scrollTo({ top: 0 });
  }, [location]);
  return null;
}
