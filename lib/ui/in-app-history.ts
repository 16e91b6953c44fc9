"use client";
/**
 * Whether this tab has a page of the shop to go back to. A page opened directly (a typed address, a
 * bookmark, a new tab) has none: its Back leads out of the shop (about:blank), so such a Back goes
 * home instead. The shop's header notes every path the visitor sees.
 */
let firstPath: string | null = null;
let movedInApp = false;

export function notePath(path: string) {
  if (firstPath === null) firstPath = path;
  else if (path !== firstPath) movedInApp = true;
}

export function hasInAppHistory(): boolean {
  if (movedInApp) return true;
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
