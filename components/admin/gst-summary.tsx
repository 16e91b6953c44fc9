"use client";
import { useState, type ReactNode } from "react";
import { ScrollRegion } from "@/components/back-office/scroll-region";
import { EmptyState, ResourceView } from "@/components/back-office/states";
import { cn } from "@/lib/ui/cn";
import { formatLongMonth, formatRupees } from "@/lib/domain/format";
import { apiPath } from "@/lib/api/links";
import { useApiQuery } from "@/lib/api/query";
import type { GstSummary } from "@/lib/server/reports/gst-summary";
import { counted } from "@/lib/domain/plural";
import { MonthlyReportPanel, ReportDownload } from "@/components/admin/monthly-report-panel";

type Figures = { taxable_value: number; cgst: number; sgst: number; igst: number; total: number };
const FIGURE_HEADS = ["Taxable value", "CGST", "SGST", "IGST", "Total"];
const figureCells = (row: Figures) => [row.taxable_value, row.cgst, row.sgst, row.igst, row.total].map(formatRupees);

/**
 * The month's GST summary (invoices by rate, state and HSN; credit notes; net), with its CSV export;
 * `initialMonth` (YYYY-MM) is the current month in India, as the server tells it.
 */
export function GstSummaryPanel({ initialMonth }: { initialMonth: string }) {
  const [month, setMonth] = useState(initialMonth);
  const summary = useApiQuery("admin.reports.gst", { query: { month } });
  return (
    <MonthlyReportPanel
      id="gst-summary-title"
      title="GST summary"
      description={<>Tax invoices and credit notes issued in {formatLongMonth(month)}, as issued.</>}
      month={month}
      onMonthChange={setMonth}
      downloads={
        <ReportDownload href={apiPath("admin.reports.gstExport", { query: { month } })}>Export CSV</ReportDownload>
      }
    >
      <ResourceView
        resource={summary}
        failure="Failed to load the GST summary"
        loadingLabel="Loading GST summary..."
        isEmpty={(data) => data.invoices.count === 0 && data.credit_notes.count === 0}
        empty={<EmptyState title={`No invoices or credit notes in ${formatLongMonth(month)}`} />}
      >
        {(data) => <SummaryTables data={data} />}
      </ResourceView>
    </MonthlyReportPanel>
  );
}

function SummaryTables({ data }: { data: GstSummary }) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <Figure label={counted(data.invoices.count, "invoice")}>{formatRupees(data.invoices.total)}</Figure>
        <Figure label={counted(data.credit_notes.count, "credit note")}>
          −{formatRupees(data.credit_notes.totals.total)}
        </Figure>
        <Figure label="Net tax (CGST + SGST + IGST)">
          {formatRupees(data.net.cgst + data.net.sgst + data.net.igst)}
        </Figure>
      </dl>
      <Block title="By GST rate">
        <Table
          head={["Rate", ...FIGURE_HEADS]}
          rows={data.by_rate.map((row) => [`${row.rate}%`, ...figureCells(row)])}
          footer={["All rates", ...figureCells(data.invoices)]}
        />
      </Block>
      <Block title="By place of supply">
        <Table
          head={["State", ...FIGURE_HEADS]}
          rows={data.by_state.map((row) => [row.code ? `${row.state} (${row.code})` : row.state, ...figureCells(row)])}
        />
      </Block>
      <Block title="HSN summary">
        <Table
          head={["HSN/SAC", "Rate", "Quantity", ...FIGURE_HEADS]}
          rows={data.hsn.map((row) => [row.hsn, `${row.rate}%`, String(row.quantity), ...figureCells(row)])}
        />
      </Block>
      <Block title="B2B invoices (business buyers with a GSTIN)">
        {data.b2b.count === 0 ? (
          <p className="text-sm text-stone-600">No B2B invoices this month.</p>
        ) : (
          <Table
            head={["Invoice", "Buyer GSTIN", "Buyer", "Place of supply", ...FIGURE_HEADS]}
            rows={data.b2b.invoices.map((invoice) => [
              invoice.number,
              invoice.buyer_gstin,
              invoice.buyer_name,
              invoice.place_of_supply,
              ...figureCells(invoice),
            ])}
            footer={["B2B total", "", "", "", ...figureCells(data.b2b.totals)]}
          />
        )}
      </Block>
      <Block title="B2C invoices (consumers)">
        <Table head={["", ...FIGURE_HEADS]} rows={[[counted(data.b2c.count, "invoice"), ...figureCells(data.b2c)]]} />
      </Block>
      <Block title="Credit notes">
        {data.credit_notes.count === 0 ? (
          <p className="text-sm text-stone-600">No credit notes this month.</p>
        ) : (
          <Table
            head={["Credit note", "Against invoice", "Reason", ...FIGURE_HEADS]}
            rows={data.credit_notes.notes.map((note) => [
              note.number,
              note.invoice_number,
              note.reason,
              ...figureCells(note),
            ])}
            footer={["Total", "", "", ...figureCells(data.credit_notes.totals)]}
          />
        )}
      </Block>
      <Block title="Net (invoices less credit notes)">
        <Table head={["", ...FIGURE_HEADS]} rows={[["Net", ...figureCells(data.net)]]} />
      </Block>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-lg font-semibold text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-stone-700">{title}</h3>
      <ScrollRegion label={title} className="overflow-x-auto">
        {children}
      </ScrollRegion>
    </div>
  );
}

function Table({ head, rows, footer }: { head: string[]; rows: string[][]; footer?: string[] }) {
  const cell = (index: number) =>
    cn("whitespace-nowrap p-2", index > 0 && "text-right tabular-nums", index === 0 && "text-left");
  return (
    <table className="w-full text-sm">
      <thead className="bg-stone-50 text-stone-500">
        <tr>
          {head.map((text, index) => (
            <th key={index} className={cell(index)}>
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((text, index) => (
              <td key={index} className={cell(index)}>
                {text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer && (
        <tfoot className="border-t border-stone-300 font-semibold">
          <tr>
            {footer.map((text, index) => (
              <td key={index} className={cell(index)}>
                {text}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
