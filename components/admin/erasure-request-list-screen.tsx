"use client";
import { UserX } from "lucide-react";
import { useCallback, useMemo } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { EmptyState } from "@/components/back-office/states";
import { useRowAction } from "@/components/back-office/use-row-action";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/status-badge";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { ERASURE_PERIOD_DAYS } from "@/lib/domain/data-rights";
import { formatDateTime, formatLongDay } from "@/lib/domain/format";
import { startOfShopDay } from "@/lib/domain/shop-days";
import type { AdminErasureRequestJson } from "@/lib/server/data-rights/erasure";

const PAGE_SIZE = 20;
const DEFAULTS = { status: "pending" };
const FIELDS: readonly FilterField<"status">[] = [
  {
    name: "status",
    label: "Status",
    type: "select",
    options: [
      { value: "pending", label: "Pending" },
      { value: "completed", label: "Completed" },
      { value: "all", label: "All" },
    ],
  },
];

/**
 * The shoppers' requests to delete their account (DPDP Act, 2023): when asked, the deadline (the shop's stated
 * period), the status; completing one erases the account's personal data and keeps what tax law obliges.
 */
export function ErasureRequestListScreen() {
  const filters = useUrlFilters(DEFAULTS);
  const list = useApiQuery("admin.erasureRequests.list", { query: filters.query });
  const { notice, dismiss, busy, run } = useRowAction(list.reload);

  const complete = useCallback(
    (request: AdminErasureRequestJson) =>
      run(async () => {
        const done = await callApi("admin.erasureRequests.complete", { params: { id: request.id } });
        const kept = done.outcome?.invoices_kept ?? 0;
        return `Request ${request.id} completed: the account's personal data is erased${kept ? `; ${kept === 1 ? "its invoice is" : `its ${kept} invoices are`} kept${done.outcome?.invoices_kept_until ? ` until ${formatLongDay(startOfShopDay(done.outcome.invoices_kept_until))}` : ""}` : ""}.`;
      }, "Failed to complete the request"),
    [run],
  );

  return (
    <RecordListScreen
      noun={{ many: "Data requests", one: "request" }}
      title="Account deletion requests"
      intro={
        <p>
          Shoppers ask from their profile for their account to be deleted. Complete each within {ERASURE_PERIOD_DAYS}{" "}
          days of the request (the shop&apos;s stated period): the account&apos;s personal data is deleted or
          anonymised; invoices and their orders&apos; records stay, as GST law obliges.
        </p>
      }
      filtering={{ fields: FIELDS, defaults: DEFAULTS, filters, pageSize: PAGE_SIZE }}
      notice={notice}
      onDismiss={dismiss}
      list={list}
      empty={
        <EmptyState title={filters.values.status === "pending" ? "No pending requests" : "No requests match"}>
          <p className="text-sm text-stone-500">
            {filters.values.status === "pending" ? "Every request so far is completed." : "Try another status."}
          </p>
        </EmptyState>
      }
    >
      {(rows) => <RequestsTable requests={rows} busy={busy} complete={complete} />}
    </RecordListScreen>
  );
}

const column = columnsOf<AdminErasureRequestJson>();

function RequestsTable({
  requests,
  busy,
  complete,
}: {
  requests: AdminErasureRequestJson[];
  busy: boolean;
  complete: (request: AdminErasureRequestJson) => void;
}) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("id", { header: "Request", cell: ({ getValue }) => `#${getValue()}` }),
        column.accessor("customer", { header: "Customer" }),
        column.display({
          id: "requested",
          header: "Asked on",
          cell: ({ row: { original } }) => (
            <span className="whitespace-nowrap">{formatDateTime(original.requested_at)}</span>
          ),
        }),
        column.display({
          id: "due",
          header: "Deadline",
          cell: ({ row: { original } }) => (
            <span className={original.overdue ? "font-semibold whitespace-nowrap text-red-700" : "whitespace-nowrap"}>
              {formatDateTime(original.due_at)}
              {original.overdue ? " (overdue)" : ""}
            </span>
          ),
        }),
        column.display({
          id: "status",
          header: "Status",
          cell: ({ row: { original } }) => <StatusBadge status={original.status} />,
        }),
        column.display({
          id: "completed",
          header: "Completed",
          cell: ({ row: { original } }) =>
            original.completed_at ? (
              <span className="text-sm text-stone-600">
                {formatDateTime(original.completed_at)}
                {original.completed_by ? ` by ${original.completed_by}` : ""}
                {original.outcome ? `; ${original.outcome.invoices_kept} invoice(s) kept` : ""}
              </span>
            ) : (
              <span className="text-stone-600">—</span>
            ),
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original } }) =>
            original.status === "pending" ? (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="danger" disabled={busy}>
                    <UserX aria-hidden className="h-4 w-4" /> Complete
                  </Button>
                }
                title={`Erase the account of request #${original.id}?`}
                description="The customer's name, e-mail, phone, addresses, cart, sessions and consents in force are deleted or anonymised and their reviews shown without a name. Their invoices and the orders' records (amounts, lines, place of supply) are kept, anonymised. This cannot be undone."
                confirmLabel="Erase the account"
                onConfirm={() => complete(original)}
              />
            ) : null,
        }),
      ]),
    [busy, complete],
  );
  return (
    <DataTable
      label="Account deletion requests"
      rows={requests}
      columns={columns}
      getRowId={(request) => String(request.id)}
      rowTestId="erasure-request-row"
    />
  );
}
