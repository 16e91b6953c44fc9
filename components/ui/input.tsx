import type { ComponentProps } from "react";
import { cx } from "@/lib/ui/cx";

/** The one look of the shop's form controls (text fields, selects, text areas): frame, focus ring, disabled. */
export const CONTROL_CLASS =
  "rounded-lg border border-stone-300 bg-white text-stone-900 placeholder:text-stone-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:opacity-60 [&[readonly]]:bg-stone-50";

const SIZES = { sm: "h-9 px-3 text-sm", md: "h-10 px-3" } as const;
export type ControlSize = keyof typeof SIZES;

export type InputProps = Omit<ComponentProps<"input">, "size"> & {
  /** `sm` for filter bars and toolbars. */
  size?: ControlSize;
  /** As wide as its content (a select beside its label) instead of the whole line. */
  fit?: boolean;
  /** No frame: the caller draws the field (a pill in the header, a field inside a composite box). */
  unstyled?: boolean;
};

/** The classes of a framed control, plus the caller's (`className` only adds, no overrides). */
export function controlClass({ size = "md", fit = false }: { size?: ControlSize; fit?: boolean }, className?: string) {
  return cx(CONTROL_CLASS, SIZES[size], !fit && "w-full", className);
}

/** A text field in the shop's style: `className` only adds classes (no overrides), as with Button. */
export function Input({ size, fit, unstyled = false, className, ...props }: InputProps) {
  return <input className={unstyled ? className : controlClass({ size, fit }, className)} {...props} />;
}

/** A number field, whole numbers unless `step` says otherwise (give `inputMode="decimal"` with a fractional step). */
export function NumberInput(props: Omit<InputProps, "type">) {
  return <Input type="number" step={1} {...props} />;
}

/** A value the form sends that nobody edits. */
export function HiddenInput(props: Omit<ComponentProps<"input">, "type">) {
  return <input type="hidden" {...props} />;
}

const FILE_PICKER =
  "block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-900 hover:file:bg-brand-100";

/** A file picker; `visuallyHidden` for one opened by a button of the screen's own (it keeps its accessible name). */
export function FileInput({
  visuallyHidden = false,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { visuallyHidden?: boolean }) {
  return <input type="file" className={visuallyHidden ? "sr-only" : cx(FILE_PICKER, className)} {...props} />;
}
