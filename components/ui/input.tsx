import type { ComponentProps } from "react";
import { cx } from "@/lib/ui/cx";

/** The one look of the shop's form controls (text fields, selects, text areas): frame, focus ring, disabled. */
export const CONTROL_CLASS =
  "w-full rounded-lg border border-stone-300 bg-white text-stone-900 placeholder:text-stone-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:opacity-60";

const SIZES = { sm: "h-9 px-3 text-sm", md: "h-10 px-3" } as const;
export type ControlSize = keyof typeof SIZES;

export type InputProps = Omit<ComponentProps<"input">, "size"> & {
  /** `sm` for filter bars and toolbars. */
  size?: ControlSize;
  /** No frame: the caller draws the field (a pill in the header, a field inside a composite box). */
  unstyled?: boolean;
};

/** The classes of a framed control of `size`, plus the caller's (`className` only adds, no overrides). */
export function controlClass(size: ControlSize, className?: string): string {
  return cx(CONTROL_CLASS, SIZES[size], className);
}

/** A text field in the shop's style: `className` only adds classes (no overrides), as with Button. */
export function Input({ size = "md", unstyled = false, className, ...props }: InputProps) {
  return <input className={unstyled ? className : controlClass(size, className)} {...props} />;
}

/** A whole-number field: the numeric keyboard on phones, `step` 1 unless given. */
export function NumberInput(props: Omit<InputProps, "type">) {
  return <Input type="number" inputMode="numeric" step={1} {...props} />;
}

/** A value the form sends that nobody edits. */
export function HiddenInput(props: Omit<ComponentProps<"input">, "type">) {
  return <input type="hidden" {...props} />;
}

/** A file picker; most screens hide it (`sr-only`) behind a button of their own. */
export function FileInput(props: Omit<ComponentProps<"input">, "type">) {
  return <input type="file" {...props} />;
}
