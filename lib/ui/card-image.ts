/**
 * A listing card's image attributes, sent to the browser once per grid as a template instead of once per card
 * (issue 31, target 2: a card's srcset is about 700 bytes, and the RSC payload repeated it beside the HTML).
 * The server computes each card's real attributes with next/image and sends only its `src` (and `alt` when it
 * differs from the product's name) when filling the template gives exactly those attributes; otherwise the card
 * carries its own attributes. Plain code shared by the server (the check) and the card (the filling).
 */

/** An `<img>`'s attributes as next/image's `getImageProps` computes them (strings, numbers, a style object). */
export type CardImgAttributes = { [name: string]: unknown; src: string; alt: string };

/** The source the template is computed for; its encoded form is replaced by each card's. */
export const CARD_IMAGE_TOKEN = "/__card_image__.webp";

/** What a card receives: its source (and alt when it is not the product's name), or its own attributes. */
export type CardImage = { src: string; alt?: string } | { attributes: CardImgAttributes };

const ENCODED_TOKEN = encodeURIComponent(CARD_IMAGE_TOKEN);

function swap(value: unknown, encodedSrc: string, src: string): unknown {
  if (typeof value !== "string") return value;
  if (value === CARD_IMAGE_TOKEN) return src;
  return value.split(ENCODED_TOKEN).join(encodedSrc);
}

/** The template with a card's source (the image's own path, before next/image's loader) and alt in place of the token's. */
export function fillCardImage(template: CardImgAttributes, src: string, alt: string): CardImgAttributes {
  const encodedSrc = encodeURIComponent(src);
  // In the template's order: next/image puts `src` after `srcSet` and `sizes`, so Safari never fetches it first.
  const filled = Object.fromEntries(
    Object.entries(template).map(([name, value]) => [name, name === "alt" ? alt : swap(value, encodedSrc, src)]),
  );
  return filled as CardImgAttributes;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === "object" && typeof b === "object") return sameAttributes(a, b);
  return false;
}

/** The same attributes with the same values, in any order (a style object compared the same way). */
export function sameAttributes(a: object, b: object): boolean {
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = Object.entries(b).filter(([, value]) => value !== undefined);
  if (left.length !== right.length) return false;
  const byName = new Map(right);
  return left.every(([name, value]) => byName.has(name) && sameValue(value, byName.get(name)));
}

/** The image a card receives: its source alone when the template rebuilds its attributes exactly. */
export function cardImageOf(
  attributes: CardImgAttributes,
  template: CardImgAttributes,
  src: string,
  productName: string,
): CardImage {
  if (!sameAttributes(fillCardImage(template, src, attributes.alt), attributes)) return { attributes };
  return attributes.alt === productName ? { src } : { src, alt: attributes.alt };
}

/**
 * The attributes without next/image's `fill` style (absolute, full size, transparent alt text): the card's
 * `card-img` class (app/globals.css) places the image the same way, instead of the same 90-byte style on every card.
 */
export function placedByClass<T extends object>(attributes: T): Omit<T, "style"> {
  const { style: _style, ...rest } = attributes as T & { style?: unknown };
  return rest;
}

/** The attributes a card renders (a card sent its source alone needs its grid's template). */
export function cardImageAttributes(image: CardImage, template: CardImgAttributes | null, productName: string) {
  if ("attributes" in image) return image.attributes;
  if (!template) throw new Error("A card sent its image's source alone needs its grid's image template");
  return fillCardImage(template, image.src, image.alt ?? productName);
}
