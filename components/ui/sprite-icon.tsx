import { cx } from "@/lib/ui/cx";

type SpriteIconProps = { name: "star" | "cart"; className?: string };

/**
 * An icon repeated on every product card or review, drawn from the cached sprite `public/icons.svg`:
 * a reference of a few bytes instead of the whole path, which would appear once in the HTML and
 * again in the page's RSC payload for each card. A `fill-*` class fills it (stroke only otherwise).
 */
export function SpriteIcon({ name, className }: SpriteIconProps) {
  // `icon` (app/globals.css) draws it with a 2 px round stroke: a class instead of five attributes on every icon.
  return (
    <svg aria-hidden className={cx("icon", className)}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
