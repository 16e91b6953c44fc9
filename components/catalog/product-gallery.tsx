import { PlayCircle } from "lucide-react";
import { ServerImage } from "@/components/ui/server-image";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";
import { GalleryViewer } from "./gallery-viewer";
import type { Media } from "./product-media";
import { ProductVideo } from "./product-video";

/**
 * Images (and the product video) with thumbnails and a full-screen lightbox whose previous/next wrap
 * around. The images are rendered here, on the server; the viewer only chooses which one shows.
 */
export function ProductGallery({
  name,
  images,
  videoUrl,
}: {
  name: string;
  images: { url: string; alt: string }[];
  videoUrl: string | null;
}) {
  const media: Media[] = [
    ...(images.length ? images : [{ url: PLACEHOLDER_IMAGE, alt: name }]).map((image) => ({
      kind: "image" as const,
      ...image,
    })),
    ...(videoUrl ? [{ kind: "video" as const, url: videoUrl, alt: `${name} video` }] : []),
  ];
  const views = media.map((item, index) =>
    item.kind === "video" ? (
      <ProductVideo key={item.url} url={item.url} label={item.alt} />
    ) : (
      <ServerImage
        key={item.url}
        src={item.url}
        alt={item.alt}
        fill
        sizes="(min-width: 1024px) 50vw, 100vw"
        priority={index === 0}
        className="object-contain"
        fallback={PLACEHOLDER_IMAGE}
      />
    ),
  );
  const thumbnails = media.map((item) =>
    item.kind === "video" ? (
      <PlayCircle key={item.url} aria-hidden className="absolute inset-0 m-auto h-8 w-8 text-brand-700" />
    ) : (
      <ServerImage
        key={item.url}
        src={item.url}
        alt=""
        fill
        sizes="80px"
        className="object-cover"
        fallback={PLACEHOLDER_IMAGE}
      />
    ),
  );
  return <GalleryViewer name={name} media={media} views={views} thumbnails={thumbnails} />;
}
