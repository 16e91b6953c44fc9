/** The widths an image's srcset keeps: `max`, the widest it is drawn in device pixels; `min`, the narrowest in CSS pixels. */
export type WidthRange = { min?: number; max: number };

/**
 * An image's srcset with only the candidates a browser can choose for it (issue 31, target 2). next/image lists
 * every width of next.config.ts's `deviceSizes`/`imageSizes` (all of them when `sizes` has no plain `vw` term), the
 * same list for a 300 px card as for a full-width banner: a card never needs the 1080 and 1600 px candidates (nor
 * does a product image of 800 px have them: next/image never enlarges), nor one narrower than the card is ever drawn
 * (the browser takes the narrowest candidate at least as wide as it needs), yet each was about 95 bytes of every
 * card's markup. `src` becomes the widest candidate kept, as next/image makes it the widest of its list.
 */
export function keepImageWidths<T extends { src: string; srcSet?: string }>(
  attributes: T,
  { min = 0, max }: WidthRange,
): T {
  if (!attributes.srcSet) return attributes;
  const candidates = attributes.srcSet.split(", ").map((candidate) => {
    const space = candidate.lastIndexOf(" ");
    return { url: candidate.slice(0, space), width: Number.parseInt(candidate.slice(space + 1), 10) };
  });
  // Only a width list ("… 640w") is capped; a density list ("… 1x, … 2x") is the image's own size.
  if (!attributes.srcSet.endsWith("w") || candidates.some(({ width }) => !Number.isFinite(width))) return attributes;
  const kept = candidates.filter(({ width }) => width >= min && width <= max);
  if (kept.length === candidates.length) return attributes;
  const chosen = kept.length > 0 ? kept : candidates.slice(0, 1);
  return {
    ...attributes,
    srcSet: chosen.map(({ url, width }) => `${url} ${width}w`).join(", "),
    src: chosen[chosen.length - 1].url,
  };
}
