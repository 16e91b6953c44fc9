import type { ComponentProps } from "react";
import { cx } from "@/lib/ui/cx";
import { CONTROL_CLASS } from "./input";

/** A multi-line text field in the shop's style (the same frame as Input). */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cx(CONTROL_CLASS, "w-full px-3 py-2", className)} {...props} />;
}
