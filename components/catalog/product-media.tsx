"use client";

import Image from "next/image";
import { useState } from "react";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";
import { ProductVideo } from "./product-video";

export type Media = { kind: "image" | "video"; url: string; alt: string };

/** One of a product's images (the placeholder if it fails to load) or its video, filling its frame; for the lightbox, which loads on demand. */
export function MediaView({ media, sizes }: { media: Media; sizes: string }) {
  const [failed, setFailed] = useState(false);
  if (media.kind === "video") return <ProductVideo url={media.url} label={media.alt} />;
  return (
    <Image
      src={failed ? PLACEHOLDER_IMAGE : media.url}
      alt={media.alt}
      fill
      sizes={sizes}
      className="object-contain"
      onError={() => setFailed(true)}
    />
  );
}
