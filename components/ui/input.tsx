import type { ComponentProps } from "react";
import { cx } from "@/lib/ui/cx";

/** A text field in the shop's style: `className` only adds classes (no overrides), as with Button. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cx(
        "h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900 placeholder:text-stone-600",
        "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
