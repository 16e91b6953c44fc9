import type { ComponentProps } from "react";
import { cx } from "@/lib/ui/cx";

/** A form label in the shop's style: `className` only adds classes (no overrides). */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cx("mb-1 block text-sm font-medium text-stone-700", className)} {...props} />;
}
