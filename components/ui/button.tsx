import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cx } from "@/lib/ui/cx";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-brand-600 text-brand-700 hover:bg-brand-50",
  ghost: "text-stone-700 hover:bg-stone-100",
  danger: "bg-red-600 text-white hover:bg-red-700",
  accent: "bg-saffron-500 text-brand-900 hover:bg-amber-400",
} as const;

const SIZES = { sm: "h-8 px-3 text-sm", md: "h-10 px-5", lg: "h-12 px-7 text-lg", icon: "h-10 w-10" } as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (e.g. a Link) with the button's styles. */
  asChild?: boolean;
};

/** Variants and sizes own the colours and sizes: `className` only adds classes (no overrides). */
export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  className,
  children,
  ...props
}: ButtonProps) {
  // `btn` (app/globals.css): the shape and the focus and disabled states every button shares.
  const classes = cx("btn", VARIANTS[variant], SIZES[size], className);
  // A plain clone instead of Radix's Slot: it keeps Slot's client code out of every page.
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, className: cx(classes, child.props.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
