"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { apiGet } from "@/lib/ui/api-client";
import type { HeaderViewer } from "./types";

/** undefined until known, null for a visitor. */
const ViewerContext = createContext<HeaderViewer | undefined>(undefined);

async function fetchViewer(): Promise<HeaderViewer> {
  try {
    return (await apiGet<{ viewer: HeaderViewer }>("/api/auth/viewer")).viewer;
  } catch {
    return null;
  }
}

/**
 * Asks once who is signed in, for the desktop and mobile menus. Storefront pages are the same for
 * everyone, so they can be served from the cache; only this small call is per person. The header
 * mounts again after leaving the shop (admin area, sign-in), so a new session is always seen.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const [viewer, setViewer] = useState<HeaderViewer | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchViewer().then((next) => current && setViewer(next));
    return () => {
      current = false;
    };
  }, []);
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}

export function useViewer(): HeaderViewer | undefined {
  return useContext(ViewerContext);
}
