import type { ComponentProps } from "react";
import { cn } from "@/lib/ui/cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1 block text-sm font-medium text-stone-700", className)} {...props} />;
}
