"use client";

import { useEffect } from "react";

function showFallback(image: HTMLImageElement) {
  const fallback = image.dataset.fallback;
  if (!fallback || image.dataset.failed !== undefined) return;
  image.dataset.failed = "";
  image.removeAttribute("srcset");
  image.src = fallback;
}

/**
 * Images rendered on the server with a `data-fallback` (ServerImage) show that image instead when
 * they fail to load: one listener for the whole page, and a look at the images that failed before
 * it was there.
 */
export function ImageFallbacks() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    };
    document.addEventListener("error", onError, true);
    for (const image of document.images) {
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) showFallback(image);
    }
    return () => document.removeEventListener("error", onError, true);
  }, []);
  return null;
}
