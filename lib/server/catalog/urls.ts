import "server-only";
import { env } from "@/lib/env";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";

/** An absolute address on this site (canonical links, sitemap, API image URLs), from APP_URL. */
export function absoluteUrl(path: string): string {
  return new URL(path, env().APP_URL).toString();
}

/** Absolute image address; relative paths are joined to APP_URL, a missing image becomes the placeholder. */
export function absoluteImageUrl(image: string | null | undefined): string {
  if (image && /^https?:\/\//i.test(image)) return image;
  return absoluteUrl(image || PLACEHOLDER_IMAGE);
}
