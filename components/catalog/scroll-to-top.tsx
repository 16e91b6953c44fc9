"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

/** The listing scrolls to the top whenever its path or query changes. */
export function ScrollToTop() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname, query]);
  return null;
}
