import type { ReactNode } from "react";
import { cx } from "@/lib/ui/cx";

const TONES = {
  light: { badge: "bg-brand-50 text-brand-700", title: "text-brand-900", description: "text-stone-600" },
  dark: { badge: "bg-brand-600 text-white", title: "", description: "text-stone-400" },
} as const;

/** The heading of a form on a card of its own (sign-in pages): an icon in a circle, the page's h1 and a line under it. */
export function FormHeading({
  icon,
  title,
  description,
  tone = "light",
}: {
  icon: ReactNode;
  title: string;
  description: string;
  tone?: keyof typeof TONES;
}) {
  const colours = TONES[tone];
  return (
    <div className="mb-6 text-center">
      <span className={cx("mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full", colours.badge)}>
        {icon}
      </span>
      <h1 className={cx("font-serif text-3xl", colours.title)}>{title}</h1>
      <p className={cx("mt-2 text-sm", colours.description)}>{description}</p>
    </div>
  );
}
