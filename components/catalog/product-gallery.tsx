import { serverImageProps } from "@/components/ui/server-image";
import { CARD_IMAGE_TOKEN, cardImageOf, placedByClass, type CardImgAttributes } from "@/lib/ui/card-image";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";
import { GalleryViewer, type GalleryImage } from "./gallery-viewer";
import type { Media } from "./product-media";
import { ProductVideo } from "./product-video";

/** `img-fill` (app/globals.css) places each image as next/image's `fill` style would, without that style on each. */
const VIEW = { fill: true, sizes: "(min-width: 1024px) 50vw, 100vw", className: "img-fill object-contain" } as const;
/** A thumbnail is 80 CSS px: 96 and 256 px cover it up to three times the density, the wider candidates never chosen. */
const THUMBNAIL = {
  fill: true,
  sizes: "80px",
  className: "img-fill object-cover",
  widths: { min: 80, max: 256 },
} as const;

type ImageInput = typeof VIEW | typeof THUMBNAIL;

const imageProps = (input: ImageInput & { src: string; alt: string; priority?: boolean }) =>
  placedByClass(serverImageProps(input)) as CardImgAttributes;

function template(input: ImageInput): CardImgAttributes {
  return imageProps({ ...input, src: CARD_IMAGE_TOKEN, alt: "" });
}

/**
 * Images (and the product video) with thumbnails and a full-screen lightbox whose previous/next wrap
 * around. The images' attributes are computed here, on the server, with next/image (the first one a
 * priority image, preloaded); the viewer only chooses which one shows. Each image after the first and
 * each thumbnail crosses to the browser as its source alone, filled into one template per kind
 * (lib/ui/card-image.ts), not as a whole srcset each.
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
  const templates = { view: template(VIEW), thumbnail: template(THUMBNAIL) };
  const gallery: GalleryImage[] = media.map((item, index) =>
    item.kind === "video"
      ? { video: <ProductVideo url={item.url} label={item.alt} /> }
      : {
          view: cardImageOf(
            imageProps({ ...VIEW, src: item.url, alt: item.alt, priority: index === 0 }),
            templates.view,
            item.url,
            item.alt,
          ),
          thumbnail: cardImageOf(
            imageProps({ ...THUMBNAIL, src: item.url, alt: "" }),
            templates.thumbnail,
            item.url,
            "",
          ),
        },
  );
  return <GalleryViewer name={name} media={media} images={gallery} templates={templates} />;
}
