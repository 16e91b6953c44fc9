"use client";
import Link from "next/link";
import { useCallback, useMemo } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { StatusBadge } from "@/components/ui/status-badge";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import type { PincodeJson } from "@/lib/server/shipping/pincode-list";
import { pincodeQuery } from "@/lib/validation/shipping/pincodes";
import { PincodeImport } from "./pincode-import";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

type Filter = "search" | "serviceable";
const FILTER_DEFAULTS: Record<Filter, string> = { search: "", serviceable: "" };
const PAGE_SIZE = pincodeQuery.shape.page_size.parse(undefined);

const FIELDS: readonly FilterField<Filter>[] = [
  { name: "search", label: "Search", type: "search", placeholder: "Pincode, city or state" },
  {
    name: "serviceable",
    label: "Serviceable",
    type: "select",
    options: [
      { value: "", label: "All pincodes" },
      { value: "true", label: "Serviceable" },
      { value: "false", label: "Not serviceable" },
    ],
  },
];

/** The serviceable pincode list (admins only), paged on the server, with the CSV upload; the filters live in the address. */
export function PincodeListScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.pincodes.list", { query: filters.query });
  const { reload } = list;
  const { notice, dismiss, busy, run } = useRowAction(reload);

  const remove = useCallback(
    (row: PincodeJson) =>
      run(async () => {
        await callApi("portal.pincodes.delete", { params: { pincode: row.pincode } });
        return `Deleted ${row.pincode} (${row.city}): checkout now refuses it.`;
      }, `Failed to delete ${row.pincode}`),
    [run],
  );

  return (
    <RecordListScreen
      noun={{ many: "Pincodes", one: "pincode" }}
      newHref="/portal/pincodes/new"
      panel={<PincodeImport onImported={reload} />}
      emptyHint="Add one with New pincode, or upload a CSV file."
      filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
      notice={notice}
      onDismiss={dismiss}
      list={list}
    >
      {(rows) => <PincodesTable rows={rows} busy={busy} remove={remove} />}
    </RecordListScreen>
  );
}

const column = columnsOf<PincodeJson>();

function PincodesTable({
  rows,
  busy,
  remove,
}: {
  rows: PincodeJson[];
  busy: boolean;
  remove: (row: PincodeJson) => void;
}) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("pincode", {
          header: "Pincode",
          cell: ({ getValue }) => (
            <Link
              href={`/portal/pincodes/${getValue()}`}
              className="block text-left font-mono font-medium text-brand-900 hover:underline"
            >
              {getValue()}
            </Link>
          ),
        }),
        column.accessor("city", { header: "City" }),
        column.accessor("state", { header: "State" }),
        column.accessor("serviceable", {
          header: "Serviceable",
          cell: ({ getValue }) => <StatusBadge status={getValue() ? "serviceable" : "not serviceable"} />,
        }),
        column.accessor("cod_allowed", {
          header: "COD",
          cell: ({ getValue }) => (getValue() ? "Allowed" : <span className="text-stone-500">Not allowed</span>),
        }),
        column.accessor("delivery_days", { header: "Delivery days", meta: { align: "right" } }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: row } }) => (
            <span className="flex flex-wrap justify-end gap-1 md:flex-nowrap md:justify-start">
              <Button size="sm" variant="secondary" asChild>
                <Link href={`/portal/pincodes/${row.pincode}`}>Edit</Link>
              </Button>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="ghost" disabled={busy}>
                    Delete
                  </Button>
                }
                title={`Delete ${row.pincode}?`}
                description={`${row.pincode} (${row.city}, ${row.state}) leaves the list: checkout then refuses addresses with it as not serviceable. Orders already placed keep their address. To stop deliveries for a while, untick Serviceable instead.`}
                confirmLabel="Delete pincode"
                onConfirm={() => remove(row)}
              />
            </span>
          ),
        }),
      ]),
    [busy, remove],
  );
  return (
    <DataTable label="Pincodes" rows={rows} columns={columns} getRowId={(row) => row.pincode} rowTestId="pincode-row" />
  );
}
