"use client";

import { Expand, PlayCircle } from "lucide-react";
import dynamic from "next/dynamic";
import Image from "next/image";
import { useState } from "react";
import { cx } from "@/lib/ui/cx";
import { MediaView, PLACEHOLDER, type Media } from "./product-media";

/** The lightbox's dialog code loads when it is first opened. */
const ProductLightbox = dynamic(() => import("./product-lightbox").then((module) => module.ProductLightbox), { ssr: false });

/** Images (and the product video) with thumbnails and a full-screen lightbox whose previous/next wrap around. */
export function ProductGallery({ name, images, videoUrl }: { name: string; images: { url: string; alt: string }[]; videoUrl: string | null }) {
  const media: Media[] = [
    ...(images.length ? images : [{ url: PLACEHOLDER, alt: name }]).map((image) => ({ kind: "image" as const, ...image })),
    ...(videoUrl ? [{ kind: "video" as const, url: videoUrl, alt: `${name} video` }] : []),
  ];
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const step = (delta: number) => setCurrent((index) => (index + delta + media.length) % media.length);
  const selected = media[current];

  return (
    <div className="space-y-4">
      <div className="relative aspect-square overflow-hidden rounded-3xl border border-stone-200 bg-brand-50">
        <MediaView media={selected} sizes="(min-width: 1024px) 50vw, 100vw" priority />
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
                className={cx("relative block h-20 w-20 overflow-hidden rounded-xl border-2 bg-brand-50", index === current ? "border-brand-600" : "border-transparent hover:border-stone-300")}
              >
                {item.kind === "video" ? (
                  <PlayCircle aria-hidden className="absolute inset-0 m-auto h-8 w-8 text-brand-700" />
                ) : (
                  <Image src={item.url} alt="" fill sizes="80px" className="object-cover" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <ProductLightbox name={name} media={media} current={current} step={step} onClose={() => setOpen(false)} />}
    </div>
  );
}
