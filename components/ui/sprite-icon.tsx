type SpriteIconProps = { name: "star" | "cart"; className?: string };

/**
 * An icon repeated on every product card or review, drawn from the cached sprite `public/icons.svg`:
 * a reference of a few bytes instead of the whole path, which would appear once in the HTML and
 * again in the page's RSC payload for each card. A `fill-*` class fills it (stroke only otherwise).
 */
export function SpriteIcon({ name, className }: SpriteIconProps) {
  return (
    <svg
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
