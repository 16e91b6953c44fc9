import type { ComponentProps } from "react";
import { cx } from "@/lib/ui/cx";

const BOX = "h-4 w-4 shrink-0 accent-brand-700 disabled:opacity-60";

/** A native check box in the shop's colour; its label is the caller's `<label>` around it or `aria-label`. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="checkbox" className={cx(BOX, className)} {...props} />;
}

/** A native radio button in the shop's colour. */
export function Radio({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="radio" className={cx(BOX, className)} {...props} />;
}
