"use client";

import { Expand, PlayCircle } from "lucide-react";
import dynamic from "next/dynamic";
import { useState, useSyncExternalStore, type ReactNode } from "react";
import { cardImageAttributes, type CardImage, type CardImgAttributes } from "@/lib/ui/card-image";
import { cx } from "@/lib/ui/cx";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";
import { noVariantImageChoice, subscribeVariantImage, variantImageChoice } from "@/lib/ui/variant-image";
import type { Media } from "./product-media";

/** The lightbox's dialog code loads when it is first opened. */
const ProductLightbox = dynamic(() => import("./product-lightbox").then((module) => module.ProductLightbox), {
  ssr: false,
});

/** An image's view and thumbnail (their attributes computed on the server), or the video (rendered there). */
export type GalleryImage = { view: CardImage; thumbnail: CardImage } | { video: ReactNode };

type Props = {
  name: string;
  media: Media[];
  images: GalleryImage[];
  templates: { view: CardImgAttributes; thumbnail: CardImgAttributes };
};

function Img({ image, template, alt }: { image: CardImage; template: CardImgAttributes; alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...cardImageAttributes(image, template, alt)} data-fallback={PLACEHOLDER_IMAGE} />;
}

/** The gallery's choice of item: `images` (their attributes computed on the server) show `media` in the same order. */
export function GalleryViewer({ name, media, images, templates }: Props) {
  const view = (index: number) => {
    const image = images[index];
    return "video" in image ? (
      image.video
    ) : (
      <Img key={media[index].url} image={image.view} template={templates.view} alt={media[index].alt} />
    );
  };
  const thumbnail = (index: number) => {
    const image = images[index];
    return "video" in image ? (
      <PlayCircle aria-hidden className="absolute inset-0 m-auto h-8 w-8 text-brand-700" />
    ) : (
      <Img image={image.thumbnail} template={templates.thumbnail} alt="" />
    );
  };
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  // A size chosen in the picker shows its image (the product's first without one); the thumbnails stay.
  const chosen = useSyncExternalStore(subscribeVariantImage, variantImageChoice, noVariantImageChoice);
  const [shownChoice, setShownChoice] = useState(chosen);
  if (chosen !== shownChoice) {
    setShownChoice(chosen);
    const index = chosen?.url ? media.findIndex((item) => item.url === chosen.url) : 0;
    if (index >= 0) setCurrent(index);
  }
  const step = (delta: number) => setCurrent((index) => (index + delta + media.length) % media.length);

  return (
    <div className="space-y-4">
      <div className="relative aspect-square overflow-hidden rounded-3xl border border-stone-200 bg-brand-50">
        {view(current)}
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
                {thumbnail(index)}
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
