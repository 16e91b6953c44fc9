"use client";
import { useState } from "react";
import { EmptyState, ResourceView } from "@/components/back-office/states";
import { MonthlyReportPanel, ReportDownload } from "@/components/admin/monthly-report-panel";
import { apiPath } from "@/lib/api/links";
import { useApiQuery } from "@/lib/api/query";
import { formatLongMonth, formatRupees } from "@/lib/domain/format";
import { gstr1TotalsByStateAndRate, type Gstr1File } from "@/lib/domain/gstr1";
import { GSTR1_CSV_TABLES, type Gstr1CsvTable } from "@/lib/domain/gstr1-csv";
import { counted } from "@/lib/domain/plural";
import type { Gstr1Report } from "@/lib/server/reports/gstr1";

const TABLE_LABELS: Record<Gstr1CsvTable, string> = {
  b2b: "B2B invoices",
  b2cl: "B2C large",
  b2cs: "B2C small",
  cdnr: "Credit notes (registered)",
  cdnur: "Credit notes (unregistered)",
  hsn_b2b: "HSN summary, B2B",
  hsn_b2c: "HSN summary, B2C",
  docs: "Documents issued",
};

/** How many entries each table of the file has (invoices, notes or rows). */
function tableSizes(file: Gstr1File): Record<Gstr1CsvTable, number> {
  return {
    b2b: file.b2b.reduce((sum, buyer) => sum + buyer.inv.length, 0),
    b2cl: file.b2cl.reduce((sum, place) => sum + place.inv.length, 0),
    b2cs: file.b2cs.length,
    cdnr: file.cdnr.reduce((sum, buyer) => sum + buyer.nt.length, 0),
    cdnur: file.cdnur.length,
    hsn_b2b: file.hsn.hsn_b2b.length,
    hsn_b2c: file.hsn.hsn_b2c.length,
    docs: file.doc_issue.doc_det.reduce((sum, detail) => sum + detail.docs.length, 0),
  };
}

/** The month's GSTR-1 file for the accountant: the offline tool's JSON and each table as CSV. */
export function Gstr1Panel({ initialMonth }: { initialMonth: string }) {
  const [month, setMonth] = useState(initialMonth);
  const gstr1 = useApiQuery("admin.reports.gstr1", { query: { month } });
  return (
    <MonthlyReportPanel
      id="gstr1-title"
      title="GSTR-1"
      description={
        <>The return of outward supplies for {formatLongMonth(month)}, in the GST portal&apos;s offline tool format.</>
      }
      month={month}
      onMonthChange={setMonth}
      downloads={
        <ReportDownload href={apiPath("admin.reports.gstr1File", { query: { month } })}>
          Download GSTR-1 JSON
        </ReportDownload>
      }
    >
      <ResourceView
        resource={gstr1}
        failure="Failed to load the GSTR-1 file"
        loadingLabel="Loading GSTR-1..."
        isEmpty={(data) => data.counts.invoices === 0 && data.counts.credit_notes === 0}
        empty={<EmptyState title={`No invoices or credit notes in ${formatLongMonth(month)}`} />}
      >
        {(data) => <Gstr1Summary data={data} month={month} />}
      </ResourceView>
    </MonthlyReportPanel>
  );
}

function Gstr1Summary({ data, month }: { data: Gstr1Report; month: string }) {
  const sizes = tableSizes(data.file);
  const net = [...gstr1TotalsByStateAndRate(data.file).values()].reduce(
    (sum, row) => ({ taxable: sum.taxable + row.taxable, tax: sum.tax + row.cgst + row.sgst + row.igst }),
    { taxable: 0, tax: 0 },
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        {counted(data.counts.invoices, "invoice")} and {counted(data.counts.credit_notes, "credit note")}; net taxable
        value <span className="font-semibold tabular-nums">{formatRupees(net.taxable / 100)}</span>, net tax{" "}
        <span className="font-semibold tabular-nums">{formatRupees(net.tax / 100)}</span>.
      </p>
      {data.warnings.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Check before filing</p>
          <ul className="mt-1 list-disc pl-5">
            {data.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <table className="w-full text-sm">
        <thead className="bg-stone-50 text-stone-500">
          <tr>
            <th className="p-2 text-left">Table</th>
            <th className="p-2 text-right">Entries</th>
            <th className="p-2 text-right">CSV</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {GSTR1_CSV_TABLES.map((table) => (
            <tr key={table}>
              <td className="p-2">{TABLE_LABELS[table]}</td>
              <td className="p-2 text-right tabular-nums">{sizes[table]}</td>
              <td className="p-2 text-right">
                <a
                  href={apiPath("admin.reports.gstr1Csv", { query: { month, table } })}
                  download
                  className="text-brand-700 underline hover:text-brand-900"
                >
                  {table}.csv
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
