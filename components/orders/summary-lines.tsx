import type { SummaryLineKey } from "@/lib/domain/pricing";
import { formatRupees } from "@/lib/domain/format";

/** One summary line as the server gives it (lib/domain/pricing.ts summaryLines), the amount in rupees. */
export type SummaryLineJson = { key: SummaryLineKey; label: string; amount: number; sign: 1 | -1 };

/**
 * The rows of every order summary (cart, checkout, payment page, order pages), inside the caller's
 * `<dl>`, before its Total: the same lines, in the same words, adding up to the total.
 */
export function SummaryLines({ lines }: { lines: readonly SummaryLineJson[] }) {
  return lines.map((line) => (
    <div key={line.key} className="flex items-center justify-between gap-4">
      <dt className="text-stone-600">{line.label}</dt>
      <dd className={line.sign < 0 ? "font-medium text-brand-700" : "font-medium text-stone-900"}>
        {line.key === "shipping" && line.amount === 0
          ? "Free"
          : `${line.sign < 0 ? "−" : ""}${formatRupees(line.amount)}`}
      </dd>
    </div>
  ));
}
