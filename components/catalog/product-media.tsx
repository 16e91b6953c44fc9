import { ProductImage } from "./product-card";

export type Media = { kind: "image"; url: string; alt: string } | { kind: "video"; url: string; alt: string };

export const PLACEHOLDER = "/images/placeholder.webp";

export function MediaView({ media, sizes, priority }: { media: Media; sizes: string; priority?: boolean }) {
  if (media.kind === "video") {
    return <video src={media.url} controls playsInline className="h-full w-full bg-black object-contain" aria-label={media.alt} />;
  }
  return <ProductImage src={media.url} alt={media.alt} sizes={sizes} priority={priority} className="object-contain" />;
}
