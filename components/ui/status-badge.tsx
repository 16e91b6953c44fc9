import type { ReactNode } from "react";
import { cx } from "@/lib/ui/cx";

const TONES = {
  success: "bg-brand-100 text-brand-700",
  warning: "bg-amber-100 text-amber-800",
  danger: "bg-red-100 text-red-700",
  neutral: "bg-stone-200 text-stone-700",
  confirmed: "bg-sky-100 text-sky-800",
  processing: "bg-indigo-100 text-indigo-800",
  shipped: "bg-violet-100 text-violet-800",
} as const;

/** Every status the shop shows (orders, payments, jobs, products, stock, coupons, staff, pincodes, slides, reviews, messages) and its tone. */
const STATUS_TONES: Record<string, keyof typeof TONES> = {
  pending: "warning",
  confirmed: "confirmed",
  processing: "processing",
  shipped: "shipped",
  delivered: "success",
  cancelled: "danger",
  refunded: "neutral",
  returning: "warning",
  returned: "neutral",
  paid: "success",
  failed: "danger",
  retry: "warning",
  completed: "success",
  available: "success",
  unavailable: "warning",
  archived: "neutral",
  "low stock": "warning",
  "out of stock": "danger",
  active: "success",
  paused: "warning",
  expired: "neutral",
  disabled: "danger",
  serviceable: "success",
  "not serviceable": "danger",
  inactive: "neutral",
  visible: "success",
  hidden: "neutral",
  handled: "success",
  processed: "success",
  unhandled: "warning",
};

const SIZES = { sm: "px-2.5 py-0.5 text-xs font-semibold", md: "px-3 py-1 text-sm font-medium" } as const;

/**
 * A status in its colour. It shows the status itself, capitalised, or `children` (a label worded
 * for the reader); `label` prefixes it ("Payment: paid").
 */
export function StatusBadge({
  status,
  label,
  size = "sm",
  children,
  ...rest
}: {
  status: string;
  label?: string;
  size?: keyof typeof SIZES;
  children?: ReactNode;
  "data-testid"?: string;
}) {
  const tone = STATUS_TONES[status];
  return (
    <span
      className={cx(
        "inline-flex items-center whitespace-nowrap rounded-full",
        SIZES[size],
        children === undefined && "capitalize",
        tone ? TONES[tone] : "bg-stone-100 text-stone-700",
      )}
      {...rest}
    >
      {label ? `${label}: ` : ""}
      {children ?? status}
    </span>
  );
}
