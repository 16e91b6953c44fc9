"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useApiQuery } from "@/lib/api/query";
import type { HeaderViewer } from "./types";

/** undefined until known, null for a visitor. */
const ViewerContext = createContext<HeaderViewer | undefined>(undefined);

/**
 * Asks once who is signed in ("auth.viewer"), for the desktop and mobile menus. Storefront pages are
 * the same for everyone, so they can be served from the cache; only this small call is per person.
 * The header mounts again after leaving the shop (admin area, sign-in), so a new session is always
 * seen. A failed answer reads as a visitor.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { data, error } = useApiQuery("auth.viewer");
  const viewer = error ? null : data ? data.viewer : undefined;
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}

export function useViewer(): HeaderViewer | undefined {
  return useContext(ViewerContext);
}
