"use client";

import Link from "next/link";
import { useState } from "react";
import type { ImgAttributes } from "@/components/ui/server-image";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/**
 * The merchant's logo and name; when the logo image fails to load, an initials badge takes its place.
 * `image` is the logo's `<img>` as the server computed it (`serverImageProps`).
 */
export function Logo({ name, image, tagline }: { name: string; image: ImgAttributes | null; tagline?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    // The name is the visible words plus "home" (WCAG 2.5.3 label in name); the tagline is decoration.
    <Link href="/" className="flex shrink-0 items-center gap-2.5">
      {image && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server
        <img
          {...image}
          alt=""
          onError={() => setFailed(true)}
          // An image that failed before hydration fires no onError any more.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) setFailed(true);
          }}
        />
      ) : (
        <span
          data-testid="logo-initials"
          aria-hidden
          className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-serif text-lg font-semibold text-white"
        >
          {initials(name)}
        </span>
      )}
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-lg font-semibold text-brand-900 sm:text-xl">
          {name}
          <span className="sr-only"> home</span>
        </span>
        {tagline && (
          <span aria-hidden className="hidden text-[10px] tracking-[0.2em] text-saffron-700 sm:block">
            {tagline}
          </span>
        )}
      </span>
    </Link>
  );
}
