/**
 * Uploaded images: what the shop accepts and the size it keeps of each kind. The storefront draws
 * every image through next/image, which makes the smaller widths of its srcset (next.config.ts
 * `deviceSizes` 640-1600, `imageSizes` 48-384) from the one stored file, so each kind is stored once,
 * at the widest it is ever drawn.
 */

/** The most one uploaded file may weigh. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The most files one product upload may carry. */
export const MAX_IMAGES_PER_UPLOAD = 10;

/** The most pixels a source image may have (a small file can decode to a huge picture). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The formats accepted, judged by the file's content, never by its name or declared type. */
export const ACCEPTED_IMAGE_FORMATS = ["JPEG", "PNG", "WebP", "AVIF"] as const;
export type AcceptedImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];

export const IMAGE_KINDS = ["product", "category", "slide", "logo", "return"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/**
 * The width each kind is stored at (never enlarged): product photos fill the lightbox (100vw, up to
 * the 1600 px device size); slides are full-width banners; category tiles are at most half a phone
 * screen or a quarter of a desktop one (828 px covers both at 2x); the logo is drawn at 40-48 px
 * (256 px leaves room for sharper screens and the footer).
 */
export const STORED_WIDTH: Record<ImageKind, number> = {
  product: 1600,
  slide: 1600,
  category: 828,
  logo: 256,
  /** A shopper's photo of a returned item, drawn full width on the admin's return page. */
  return: 1600,
};

/** The most photos one return request carries (docs/returns.md). */
export const MAX_RETURN_PHOTOS = 3;

/** The folder of each kind in storage. */
export const STORAGE_FOLDER: Record<ImageKind, string> = {
  product: "products",
  slide: "slides",
  category: "categories",
  logo: "brand",
  return: "returns",
};

/**
 * The format a file's first bytes announce, or null: JPEG (FF D8 FF), PNG (its 8-byte signature),
 * WebP (RIFF....WEBP) and AVIF (an ISO-BMFF `ftyp` box with an avif/avis brand).
 */
export function sniffImageFormat(head: Uint8Array): AcceptedImageFormat | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "JPEG";
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte))
    return "PNG";
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "WebP";
  if (head.length >= 12 && ascii(4, 8) === "ftyp") {
    const boxSize = Math.min(head.length, ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0);
    // The major brand, then the compatible brands of the ftyp box.
    const brands = [
      ascii(8, 12),
      ...Array.from({ length: Math.max(0, (boxSize - 16) / 4) }, (_, i) => ascii(16 + i * 4, 20 + i * 4)),
    ];
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "AVIF";
  }
  return null;
}

/** "2.4 MB" for messages. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
