import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cx } from "@/lib/ui/cx";
import { counted } from "@/lib/domain/plural";

/**
 * A product's rating with one decimal and its count of reviews; a product nobody has rated reads
 * "No ratings yet" instead of a star at 0.0 (issue 16, defect 14).
 */
export function Rating({
  rating,
  count,
  showCount = true,
  className,
  starClassName = "h-4 w-4",
}: {
  rating: string;
  count: number;
  showCount?: boolean;
  className?: string;
  starClassName?: string;
}) {
  if (count === 0) return <p className={cx("text-sm text-stone-600", className)}>No ratings yet</p>;
  return (
    <p className={cx("flex items-center gap-1 text-stone-600", className)}>
      <SpriteIcon name="star" className={cx("fill-saffron-500 text-saffron-500", starClassName)} />
      <span aria-label={`Rated ${rating} out of 5`}>{rating}</span>
      {showCount && <span>{`(${counted(count, "review")})`}</span>}
    </p>
  );
}
