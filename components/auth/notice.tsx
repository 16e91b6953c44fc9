import type { ReactNode } from "react";
import { cx } from "@/lib/ui/cx";

/** The sign-in pages' message boxes: failures in red (SPEC.md section 8), success in green. */
export function Notice({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cx(
        "mb-4 rounded-lg border px-4 py-3 text-sm",
        tone === "error" ? "border-red-200 bg-red-50 text-red-700" : "border-brand-100 bg-brand-50 text-brand-700",
      )}
    >
      {children}
    </div>
  );
}
