"use client";

import { ChevronLeft, ChevronRight, Expand, PlayCircle, X } from "lucide-react";
import { Dialog } from "radix-ui";
import Image from "next/image";
import { useState } from "react";
import { cn } from "@/lib/ui/cn";
import { ProductImage } from "./product-card";

type Media = { kind: "image"; url: string; alt: string } | { kind: "video"; url: string; alt: string };

const PLACEHOLDER = "/images/placeholder.webp";

function MediaView({ media, sizes, priority }: { media: Media; sizes: string; priority?: boolean }) {
  if (media.kind === "video") {
    return <video src={media.url} controls playsInline className="h-full w-full bg-black object-contain" aria-label={media.alt} />;
  }
  return <ProductImage src={media.url} alt={media.alt} sizes={sizes} priority={priority} className="object-contain" />;
}

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
                className={cn("relative block h-20 w-20 overflow-hidden rounded-xl border-2 bg-brand-50", index === current ? "border-brand-600" : "border-transparent hover:border-stone-300")}
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
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") step(1);
              if (event.key === "ArrowLeft") step(-1);
            }}
          >
            <Dialog.Title className="sr-only">{name}</Dialog.Title>
            <Dialog.Description className="sr-only">
              {selected.kind === "video" ? "Video" : "Image"} {current + 1} of {media.length}
            </Dialog.Description>
            <div className="relative h-[80vh] w-full max-w-5xl">
              <MediaView media={selected} sizes="100vw" />
            </div>
            <p className="absolute bottom-6 text-sm text-white/80" aria-hidden>{current + 1} / {media.length}</p>
            {media.length > 1 && (
              <>
                <button type="button" onClick={() => step(-1)} aria-label="Previous image" className="absolute left-4 rounded-full bg-white/10 p-3 text-white hover:bg-white/20">
                  <ChevronLeft aria-hidden className="h-6 w-6" />
                </button>
                <button type="button" onClick={() => step(1)} aria-label="Next image" className="absolute right-4 rounded-full bg-white/10 p-3 text-white hover:bg-white/20">
                  <ChevronRight aria-hidden className="h-6 w-6" />
                </button>
              </>
            )}
            <Dialog.Close aria-label="Close" className="absolute right-4 top-4 rounded-full bg-white/10 p-3 text-white hover:bg-white/20">
              <X aria-hidden className="h-6 w-6" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
