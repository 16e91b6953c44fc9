"use client";

import { useEffect, useRef } from "react";

/** The listing control whose change is loading the next listing (see useListingFocus). */
let pending: string | null = null;

/** Call before a control navigates to another listing: the new listing focuses its own copy of the control. */
export function keepListingFocus(key: string): void {
  pending = key;
}

/**
 * A listing control the keyboard's focus comes back to after a change it made (issue 26): the next
 * listing is another page, so without this focus falls to <body> and a keyboard user starts again
 * at the top. `key` names the control alike on every listing (and apart in the sidebar and the drawer).
 */
export function useListingFocus<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (pending !== key || !ref.current) return;
    pending = null;
    ref.current.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
