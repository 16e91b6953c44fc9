import { counted } from "@/lib/domain/plural";
import Link from "next/link";
import type { ReactNode } from "react";
import type { SalesReport } from "@/lib/server/reports/sales";
import { cn } from "@/lib/ui/cn";
import { REPORT_PERIODS, type ReportPeriod } from "@/lib/validation/admin-reports";
import { BarChart, type Bar } from "./bar-chart";
import { ScrollRegion } from "@/components/back-office/scroll-region";
import { EmptyState } from "@/components/back-office/states";
import { formatRupees } from "@/lib/ui/format";
import { HiddenInput, Input } from "@/components/ui/input";

const PERIOD_NAMES: Record<ReportPeriod, string> = { day: "Day", week: "Week", month: "Month" };
const METHOD_NAMES: Record<string, string> = { cod: "Cash on delivery", prepaid: "Online" };

/** "12 Mar" for a day or a week's Monday, "Mar 2026" for a month. */
function periodLabel(periodStart: string, period: ReportPeriod): string {
  const date = new Date(`${periodStart}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    period === "month" ? { month: "short", year: "numeric" } : { day: "numeric", month: "short" };
  return new Intl.DateTimeFormat("en-IN", { ...options, timeZone: "UTC" }).format(date);
}

type Range = { period: ReportPeriod; start_date: string; end_date: string };
const hrefOf = ({ period, start_date, end_date }: Range) =>
  `/admin/reports?${new URLSearchParams({ period, start_date, end_date })}`;

/** Period tabs (links, so each view is a shareable URL) and a plain GET form for the dates. */
export function ReportControls({ range, error }: { range: Range; error?: string }) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label="Group by" className="flex rounded-lg border border-stone-300 bg-white p-1">
        {REPORT_PERIODS.map((period) => (
          <Link
            key={period}
            href={hrefOf({ ...range, period })}
            aria-current={period === range.period ? "page" : undefined}
            className={cn(
              "rounded-md px-4 py-1.5 text-sm font-medium",
              period === range.period ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-stone-100",
            )}
          >
            {PERIOD_NAMES[period]}
          </Link>
        ))}
      </nav>
      <form action="/admin/reports" className="flex flex-wrap items-end gap-2">
        <HiddenInput name="period" value={range.period} />
        <label className="text-sm text-stone-700">
          From
          <Input type="date" size="sm" name="start_date" defaultValue={range.start_date} fit className="mt-1 block" />
        </label>
        <label className="text-sm text-stone-700">
          To
          <Input type="date" size="sm" name="end_date" defaultValue={range.end_date} fit className="mt-1 block" />
        </label>
        <button
          type="submit"
          className="h-9 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          Apply
        </button>
      </form>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Panel({ title, chart, children }: { title: string; chart: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 font-serif text-xl text-brand-900">{title}</h2>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div>{chart}</div>
        <ScrollRegion label={`${title}: table`} className="max-h-80 overflow-y-auto">
          {children}
        </ScrollRegion>
      </div>
    </section>
  );
}

function Table({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="sticky top-0 bg-stone-50 text-stone-500">
        <tr>
          {head.map((cell, index) => (
            <th key={cell} className={cn("p-2", index > 0 && "text-right")}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) => (
              <td key={index} className={cn("p-2", index > 0 && "text-right tabular-nums")}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Revenue and orders over time, top products and the payment split, each as a chart with its table. */
export function ReportPanels({ report }: { report: SalesReport }) {
  const span = `from ${report.start_date} to ${report.end_date}`;
  if (report.totals.orders === 0) return <EmptyState title={`No orders ${span}`} />;
  const labelled = report.sales.map((row) => ({ ...row, label: periodLabel(row.period_start, report.period) }));
  const revenueBars: Bar[] = labelled.map((row) => ({
    label: row.label,
    value: row.revenue,
    shown: formatRupees(row.revenue),
  }));
  const orderBars: Bar[] = labelled.map((row) => ({
    label: row.label,
    value: row.orders,
    shown: counted(row.orders, "order"),
  }));
  const per = PERIOD_NAMES[report.period].toLowerCase();
  return (
    <div className="space-y-6">
      <p className="text-stone-600">
        {counted(report.totals.orders, "order")} placed, {formatRupees(report.totals.revenue)} revenue {span}:{" "}
        <span data-testid="revenue-split">
          {formatRupees(report.totals.collected_revenue)} collected, {formatRupees(report.totals.expected_revenue)}{" "}
          expected (cash on delivery not collected yet)
        </span>
        . A product&apos;s revenue is after coupons; shipping, {formatRupees(report.totals.shipping)}, is no
        product&apos;s.
      </p>
      <Panel
        title={`Revenue and orders by ${per}`}
        chart={
          <div className="space-y-4">
            <figure>
              <figcaption className="text-sm font-medium text-stone-600">Revenue</figcaption>
              <BarChart
                bars={revenueBars}
                description={`Revenue by ${per} ${span}, ${formatRupees(report.totals.revenue)} in total`}
              />
            </figure>
            <figure>
              <figcaption className="text-sm font-medium text-stone-600">Orders placed</figcaption>
              <BarChart
                bars={orderBars}
                description={`Orders placed by ${per} ${span}, ${counted(report.totals.orders, "order")} in total`}
              />
            </figure>
          </div>
        }
      >
        <Table
          head={[PERIOD_NAMES[report.period], "Orders", "Revenue", "Collected", "Expected (COD)"]}
          rows={labelled.map((row) => [
            row.label,
            row.orders,
            formatRupees(row.revenue),
            formatRupees(row.collected_revenue),
            formatRupees(row.expected_revenue),
          ])}
        />
      </Panel>
      <Panel
        title="Top products by units"
        chart={
          <BarChart
            bars={report.top_products_by_units.map((row) => ({
              label: row.product_name,
              value: row.units,
              shown: counted(row.units, "unit"),
            }))}
            description={`Best-selling products by units sold ${span}`}
          />
        }
      >
        <Table
          head={["Product", "Units", "Revenue after coupons"]}
          rows={report.top_products_by_units.map((row) => [row.product_name, row.units, formatRupees(row.revenue)])}
        />
      </Panel>
      <Panel
        title="Top products by revenue"
        chart={
          <BarChart
            bars={report.top_products_by_revenue.map((row) => ({
              label: row.product_name,
              value: row.revenue,
              shown: formatRupees(row.revenue),
            }))}
            description={`Best-selling products by revenue after coupons ${span}`}
          />
        }
      >
        <Table
          head={["Product", "Units", "Revenue after coupons"]}
          rows={report.top_products_by_revenue.map((row) => [row.product_name, row.units, formatRupees(row.revenue)])}
        />
      </Panel>
      <Panel
        title="Payment methods"
        chart={
          <BarChart
            bars={report.payment_methods.map((row) => ({
              label: METHOD_NAMES[row.payment_method],
              value: row.revenue,
              shown: formatRupees(row.revenue),
            }))}
            description={`Revenue by payment method ${span}: ${report.payment_methods.map((row) => `${METHOD_NAMES[row.payment_method]} ${formatRupees(row.revenue)}`).join(", ")}`}
          />
        }
      >
        <Table
          head={["Method", "Orders", "Revenue"]}
          rows={report.payment_methods.map((row) => [
            METHOD_NAMES[row.payment_method],
            row.orders,
            formatRupees(row.revenue),
          ])}
        />
      </Panel>
    </div>
  );
}
