import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";
import { keepImageWidths, type WidthRange } from "@/lib/ui/image-widths";

type ServerImageInput = Omit<ImageProps, "src" | "onError" | "onLoad" | "placeholder"> & {
  src: string;
  /** The widths the image is drawn at: the srcset's candidates no browser would choose are left out. */
  widths?: WidthRange;
};
export type ImgAttributes = ReturnType<typeof getImageProps>["props"];

/**
 * next/image's markup computed on the server (the same optimised srcset, sizes, lazy loading, and a
 * preload link for `priority` images), for an `<img>` that ships none of next/image's client code:
 * that component weighs about 5 KiB of gzipped JavaScript on every page that renders one.
 */
export function serverImageProps({ widths, ...input }: ServerImageInput): ImgAttributes {
  // Next.js 16's `priority` no longer asks for the image first: a page's largest paint does (Lighthouse's "LCP
  // request discovery" asked for `fetchpriority="high"` on the product page's first image).
  const computed = getImageProps({
    ...input,
    fetchPriority: input.fetchPriority ?? (input.priority ? "high" : undefined),
  }).props;
  const props = widths ? keepImageWidths(computed, widths) : computed;
  if (input.priority) {
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  return props;
}

/**
 * An optimised image rendered on the server. With `fallback`, the shop's `ImageFallbacks` swaps in
 * that image when this one fails to load.
 */
export function ServerImage({ fallback, ...input }: ServerImageInput & { fallback?: string }) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...serverImageProps(input)} data-fallback={fallback} />;
}
