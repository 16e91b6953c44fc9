import type { ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

/**
 * A box that scrolls on its own (a long table in a panel, a wide table on a phone): a named region
 * in the tab order, so the keyboard can reach and scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable), with the focus outline of the back office's buttons.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        className,
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      )}
    >
      {children}
    </div>
  );
}
