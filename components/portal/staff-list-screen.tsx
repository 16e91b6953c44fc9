"use client";
import Link from "next/link";
import { useCallback, useMemo } from "react";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { StatusBadge } from "@/components/ui/status-badge";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import type { StaffJson } from "@/lib/server/staff/management";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime } from "@/lib/domain/format";
import { staffQuery } from "@/lib/validation/staff/management";
import { SetActiveDialog, STAFF_ROLE_LABELS } from "./staff-account";

type Filter = "role" | "active";
const FILTER_DEFAULTS: Record<Filter, string> = { role: "", active: "" };
const PAGE_SIZE = staffQuery.shape.page_size.parse(undefined);

const FIELDS: readonly FilterField<Filter>[] = [
  {
    name: "role",
    label: "Role",
    type: "select",
    options: [
      { value: "", label: "Any role" },
      { value: "admin", label: "Admin" },
      { value: "editor", label: "Editor" },
    ],
  },
  {
    name: "active",
    label: "Status",
    type: "select",
    options: [
      { value: "", label: "Any status" },
      { value: "true", label: "Active" },
      { value: "false", label: "Disabled" },
    ],
  },
];

/** Every staff account (admins only), paged on the server; the filters live in the address. */
export function StaffListScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.staff.list", { query: filters.query });
  const { notice, dismiss, busy, run } = useRowAction(list.reload);

  const setActive = useCallback(
    (account: StaffJson, active: boolean) =>
      run(
        async () => {
          await callApi("portal.staff.update", {
            params: { id: account.id },
            body: { active, version: account.version },
          });
          return active
            ? `Enabled ${account.username}: they can sign in again.`
            : `Disabled ${account.username}: their sessions have ended.`;
        },
        `Could not ${active ? "enable" : "disable"} ${account.username}: please try again.`,
      ),
    [run],
  );

  return (
    <RecordListScreen
      noun={{ many: "Staff", one: "staff account" }}
      newHref="/portal/staff/new"
      filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
      notice={notice}
      onDismiss={dismiss}
      list={list}
    >
      {(rows) => <StaffTable accounts={rows} busy={busy} setActive={setActive} />}
    </RecordListScreen>
  );
}

type TableProps = { accounts: StaffJson[]; busy: boolean; setActive: (account: StaffJson, active: boolean) => void };

const column = columnsOf<StaffJson>();

function StaffTable({ accounts, busy, setActive }: TableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "username",
          header: "Username",
          cell: ({ row: { original: account } }) => (
            <Link
              href={`/portal/staff/${account.id}`}
              className="block text-left font-mono font-medium text-brand-900 hover:underline"
            >
              {account.username}
            </Link>
          ),
        }),
        column.accessor("name", {
          header: "Name",
          cell: ({ getValue }) => getValue() || <span className="text-stone-600">—</span>,
        }),
        column.accessor("role", { header: "Role", cell: ({ getValue }) => STAFF_ROLE_LABELS[getValue()] }),
        column.accessor("active", {
          header: "Status",
          cell: ({ getValue }) => <StatusBadge status={getValue() ? "active" : "disabled"} />,
        }),
        column.accessor("last_login_at", {
          header: "Last sign-in",
          cell: ({ getValue }) => {
            const at = getValue();
            return at ? (
              <span className="whitespace-nowrap text-stone-600">{formatDateTime(at)}</span>
            ) : (
              <span className="text-stone-600">Never</span>
            );
          },
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: account } }) => (
            <span className="flex flex-wrap justify-end gap-1 md:flex-nowrap md:justify-start">
              <Button size="sm" variant="secondary" asChild>
                <Link href={`/portal/staff/${account.id}`}>Edit</Link>
              </Button>
              <SetActiveDialog account={account} onConfirm={(active) => setActive(account, active)}>
                <Button size="sm" variant="ghost" disabled={busy}>
                  {account.active ? "Disable" : "Enable"}
                </Button>
              </SetActiveDialog>
            </span>
          ),
        }),
      ]),
    [busy, setActive],
  );
  return (
    <DataTable
      label="Staff"
      rows={accounts}
      columns={columns}
      getRowId={(account) => String(account.id)}
      rowTestId="staff-row"
    />
  );
}
