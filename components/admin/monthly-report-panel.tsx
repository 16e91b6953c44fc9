import type { ReactNode } from "react";
import { MonthPicker } from "@/components/ui/month-picker";

/** A file of a monthly report, downloaded as it is (a CSV, the GSTR-1 JSON). */
export function ReportDownload({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-9 items-center rounded-lg border border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      {children}
    </a>
  );
}

/**
 * A monthly report on the reports screen: its heading and what it covers, the month picker and the report's downloads
 * beside them, then the report (`children`: its loading, empty, error and loaded states).
 */
export function MonthlyReportPanel({
  id,
  title,
  description,
  month,
  onMonthChange,
  downloads,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  description: ReactNode;
  month: string;
  onMonthChange: (month: string) => void;
  downloads: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="font-serif text-xl text-brand-900">
            {title}
          </h2>
          <p className="text-sm text-stone-600">{description}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <MonthPicker value={month} onChange={onMonthChange} />
          {downloads}
        </div>
      </div>
      {children}
    </section>
  );
}
