import { cn } from "@/lib/ui/cn";

const STATUS_TONES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-800",
  confirmed: "bg-sky-100 text-sky-800",
  processing: "bg-indigo-100 text-indigo-800",
  shipped: "bg-violet-100 text-violet-800",
  delivered: "bg-brand-100 text-brand-700",
  cancelled: "bg-red-100 text-red-700",
  refunded: "bg-stone-200 text-stone-700",
  paid: "bg-brand-100 text-brand-700",
  failed: "bg-red-100 text-red-700",
  available: "bg-brand-100 text-brand-700",
  unavailable: "bg-amber-100 text-amber-800",
  archived: "bg-stone-200 text-stone-700",
  "low stock": "bg-amber-100 text-amber-800",
  "out of stock": "bg-red-100 text-red-700",
  active: "bg-brand-100 text-brand-700",
  paused: "bg-amber-100 text-amber-800",
  expired: "bg-stone-200 text-stone-700",
  disabled: "bg-red-100 text-red-700",
  serviceable: "bg-brand-100 text-brand-700",
  "not serviceable": "bg-red-100 text-red-700",
  inactive: "bg-stone-200 text-stone-700",
  visible: "bg-brand-100 text-brand-700",
  hidden: "bg-stone-200 text-stone-700",
  handled: "bg-brand-100 text-brand-700",
  unhandled: "bg-amber-100 text-amber-800",
};

/** An order, payment, product, stock, coupon, staff account, pincode, slide, review or message status in its colour; `label` prefixes it ("Payment: paid"). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize",
        STATUS_TONES[status] ?? "bg-stone-100 text-stone-700",
      )}
    >
      {label ? `${label}: ` : ""}
      {status}
    </span>
  );
}
