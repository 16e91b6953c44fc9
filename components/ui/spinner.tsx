import { cn } from "@/lib/ui/cn";

export function Spinner({ className, label = "Loading..." }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-stone-600", className)}>
      <span aria-hidden className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" />
      <span>{label}</span>
    </span>
  );
}
