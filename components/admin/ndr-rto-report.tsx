import { formatRupees } from "@/lib/domain/format";
import type { NdrRtoReport, RtoRateRow } from "@/lib/server/reports/ndr-rto";

const METHOD_LABELS: Record<string, string> = { cod: "Cash on delivery", prepaid: "Paid online" };

/** Undelivered parcels and returns to origin in the reports (docs/ndr-rto.md), for the report's dates. */
export function NdrRtoPanel({ report }: { report: NdrRtoReport }) {
  return (
    <section aria-label="Returns to origin" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="mb-1 font-serif text-xl text-brand-900">Undelivered parcels and returns to origin</h2>
      <p className="mb-4 text-sm text-stone-600">
        Orders placed from {report.start_date} to {report.end_date} whose parcel the courier took; RTO counts those
        coming or come back undelivered.
      </p>
      <dl className="mb-4 grid grid-cols-2 gap-4">
        <div className="rounded-lg bg-stone-50 p-3">
          <dt className="text-sm text-stone-600">Parcels on their way back now</dt>
          <dd className="text-2xl font-semibold tabular-nums text-brand-900" data-testid="reverse-transit-orders">
            {report.reverse_transit.orders}
          </dd>
        </div>
        <div className="rounded-lg bg-stone-50 p-3">
          <dt className="text-sm text-stone-600">Value of goods in reverse transit</dt>
          <dd className="text-2xl font-semibold tabular-nums text-brand-900" data-testid="reverse-transit-value">
            {formatRupees(report.reverse_transit.value)}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <RateTable
          column="Payment"
          title="RTO rate by payment method"
          rows={report.by_payment_method}
          label={(key) => METHOD_LABELS[key] ?? key}
        />
        <RateTable column="State" title="RTO rate by state" rows={report.by_state} />
        <RateTable column="Pincode" title="Pincodes with the most returns" rows={report.by_pincode} />
        <div>
          <h3 className="mb-2 font-medium text-stone-800">Failed delivery attempts by reason</h3>
          {report.ndr_reasons.length === 0 ? (
            <p className="text-sm text-stone-600">No failed delivery attempts in these dates.</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-stone-600">
                  <th className="py-1">Reason</th>
                  <th className="py-1 text-right">Attempts</th>
                </tr>
              </thead>
              <tbody>
                {report.ndr_reasons.map((row) => (
                  <tr key={row.reason} className="border-t border-stone-100">
                    <td className="py-1">{row.reason}</td>
                    <td className="py-1 text-right tabular-nums">{row.attempts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}

function RateTable({
  column,
  title,
  rows,
  label = (key) => key,
}: {
  column: string;
  title: string;
  rows: RtoRateRow[];
  label?: (key: string) => string;
}) {
  return (
    <div>
      <h3 className="mb-2 font-medium text-stone-800">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">No parcels shipped in these dates.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-stone-600">
              <th className="py-1">{column}</th>
              <th className="py-1 text-right">Shipped</th>
              <th className="py-1 text-right">RTO</th>
              <th className="py-1 text-right">Rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-stone-100">
                <td className="py-1">{label(row.key)}</td>
                <td className="py-1 text-right tabular-nums">{row.shipped}</td>
                <td className="py-1 text-right tabular-nums">{row.rto}</td>
                <td className="py-1 text-right tabular-nums">{row.rate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
