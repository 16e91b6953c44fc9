"use client";
import { Download } from "lucide-react";
import { useState } from "react";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen, type Notice } from "@/components/back-office/record-list";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import { downloadApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import type { SubscriberPage } from "@/lib/server/contact/newsletter";
import { messageOf } from "@/lib/ui/api-client";
import { formatDateTime } from "@/lib/domain/format";
import { newsletterQuery } from "@/lib/validation/contact/newsletter";

type Subscriber = SubscriberPage["results"][number];
type Filter = "search";
const FILTER_DEFAULTS: Record<Filter, string> = { search: "" };
const PAGE_SIZE = newsletterQuery.shape.page_size.parse(undefined);
const FIELDS: readonly FilterField<Filter>[] = [
  { name: "search", label: "Search", type: "search", placeholder: "E-mail address" },
];

const column = columnsOf<Subscriber>();
const COLUMNS = column.columns([
  column.accessor("email", {
    header: "E-mail",
    cell: ({ getValue }) => <span className="block break-all text-left">{getValue()}</span>,
  }),
  column.accessor("subscribed_at", {
    header: "Subscribed",
    cell: ({ getValue }) => <span className="whitespace-nowrap text-stone-600">{formatDateTime(getValue())}</span>,
  }),
]);

/** The newsletter's subscribers (admins only), newest first, paged; Export CSV downloads those the search matches. */
export function SubscriberListScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.newsletter.list", { query: filters.query });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setNotice(null);
    setExporting(true);
    try {
      const { blob, fileName } = await downloadApi("portal.newsletter.export", "newsletter.csv", {
        query: filters.values,
      });
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement("a"), { href: url, download: fileName }).click();
      URL.revokeObjectURL(url);
      setNotice({
        tone: "success",
        text: `Downloaded ${fileName}${filters.filtered ? ": the subscribers this search matches" : ": every subscriber"}.`,
      });
    } catch (error) {
      setNotice({ tone: "error", text: messageOf(error, "Failed to export the subscribers") });
    } finally {
      setExporting(false);
    }
  }

  return (
    <RecordListScreen
      noun={{ many: "Subscribers", one: "subscriber" }}
      actions={
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          <Download aria-hidden className="h-4 w-4" /> {exporting ? "Exporting..." : "Export CSV"}
        </Button>
      }
      emptyHint="Visitors join from the form in the shop's footer."
      filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
      notice={notice}
      onDismiss={() => setNotice(null)}
      list={list}
    >
      {(rows) => (
        <DataTable
          label="Subscribers"
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => String(row.id)}
          rowTestId="subscriber-row"
        />
      )}
    </RecordListScreen>
  );
}
