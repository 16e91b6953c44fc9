import { formatINR } from "@/lib/domain/format";
import type { CartReminderReport } from "@/lib/server/reports/cart-reminders";

/** Abandoned carts in the reports: reminders sent, links followed, carts recovered and their revenue, for the report's dates. */
export function CartReminderPanel({ report }: { report: CartReminderReport }) {
  const figures = [
    ["Reminders sent", String(report.sent)],
    ["Links followed", String(report.restored)],
    ["Carts recovered", String(report.recovered)],
    ["Revenue recovered", formatINR(report.revenue)],
  ] as const;
  return (
    <section aria-label="Abandoned carts" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="mb-1 font-serif text-xl text-brand-900">Abandoned carts</h2>
      <p className="mb-4 text-sm text-stone-600">
        Reminders sent from {report.start_date} to {report.end_date}; a cart counts as recovered when the shopper
        ordered within a week of their reminder.
      </p>
      {report.sent === 0 ? (
        <p className="text-stone-600">No cart reminders were sent in these dates.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-stone-50 p-3">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd
                className="text-2xl font-semibold tabular-nums text-brand-900"
                data-testid={`cart-reminders-${label}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
