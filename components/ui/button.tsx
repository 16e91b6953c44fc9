import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cx } from "@/lib/ui/cx";

/** Each variant and size is one class of `app/globals.css` (`btn-<variant>`, `btn-<size>`), not its utilities. */
const VARIANTS = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  danger: "btn-danger",
  accent: "btn-accent",
} as const;

const SIZES = { sm: "btn-sm", md: "btn-md", lg: "btn-lg", icon: "btn-icon" } as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (e.g. a Link) with the button's styles. */
  asChild?: boolean;
};

/**
 * Variants and sizes own the colours and sizes: `className` adds classes (margins, widths). Being in CSS's
 * components layer, a utility in `className` that sets what the variant or size sets would win: pick another size.
 */
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
