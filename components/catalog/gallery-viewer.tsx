"use client";

import { Expand } from "lucide-react";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { cx } from "@/lib/ui/cx";
import type { Media } from "./product-media";

/** The lightbox's dialog code loads when it is first opened. */
const ProductLightbox = dynamic(() => import("./product-lightbox").then((module) => module.ProductLightbox), {
  ssr: false,
});

type Props = { name: string; media: Media[]; views: ReactNode[]; thumbnails: ReactNode[] };

/** The gallery's choice of item: `views` and `thumbnails` (rendered on the server) show `media` in the same order. */
export function GalleryViewer({ name, media, views, thumbnails }: Props) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const step = (delta: number) => setCurrent((index) => (index + delta + media.length) % media.length);

  return (
    <div className="space-y-4">
      <div className="relative aspect-square overflow-hidden rounded-3xl border border-stone-200 bg-brand-50">
        {views[current]}
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Expand image"
          className="absolute right-4 top-4 rounded-full bg-white/90 p-2 text-stone-700 shadow hover:bg-white"
        >
          <Expand aria-hidden className="h-5 w-5" />
        </button>
      </div>
      {media.length > 1 && (
        <ul className="flex gap-3 overflow-x-auto pb-1" aria-label="Product images">
          {media.map((item, index) => (
            <li key={item.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Show ${item.kind === "video" ? "video" : `image ${index + 1}`}`}
                aria-current={index === current}
                className={cx(
                  "relative block h-20 w-20 overflow-hidden rounded-xl border-2 bg-brand-50",
                  index === current ? "border-brand-600" : "border-transparent hover:border-stone-300",
                )}
              >
                {thumbnails[index]}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ProductLightbox name={name} media={media} current={current} step={step} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
