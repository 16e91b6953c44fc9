"use client";
import Link from "next/link";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { EmptyState } from "@/components/back-office/states";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import type { AuditPage } from "@/lib/server/audit/audit";
import { formatDateTime } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";
import { auditQuery } from "@/lib/validation/audit/query";

type AuditEntry = AuditPage["results"][number];
type Filter = "entity" | "entity_id" | "action";

const FILTER_DEFAULTS: Record<Filter, string> = { entity: "", entity_id: "", action: "" };
const FIELDS: readonly FilterField<Filter>[] = [
  { name: "entity", label: "Record type", type: "text", placeholder: "product, settings" },
  { name: "entity_id", label: "Record id", type: "text" },
  { name: "action", label: "Action", type: "text", placeholder: "update, archive, adjust_stock" },
];
const PAGE_SIZE = auditQuery.shape.page_size.parse(undefined);

/** A change's fields as "field: before → after". */
function changes({ before, after }: AuditEntry): string[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const show = (value: unknown) => (value === undefined ? "—" : JSON.stringify(value).slice(0, 80));
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].map(
    (key) => `${key}: ${show(was[key])} → ${show(now[key])}`,
  );
}

const column = columnsOf<AuditEntry>();
const COLUMNS = column.columns([
  column.accessor("created_at", {
    header: "When",
    cell: ({ getValue }) => <span className="whitespace-nowrap text-stone-600">{formatDateTime(getValue())}</span>,
  }),
  column.accessor("staff_name", { header: "Who" }),
  column.accessor("action", {
    header: "Action",
    cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
  }),
  column.display({
    id: "record",
    header: "Record",
    cell: ({ row: { original: entry } }) =>
      entry.entity === "product" ? (
        <Link href={`/portal/products/${entry.entity_id}`} className="text-brand-700 hover:underline">
          product #{entry.entity_id}
        </Link>
      ) : (
        `${entry.entity} ${entry.entity_id}`
      ),
  }),
  column.display({
    id: "changes",
    header: "Changes",
    cell: ({ row: { original: entry } }) => (
      <ul className="max-w-md space-y-0.5 text-left font-mono text-xs break-all text-stone-700">
        {changes(entry)
          .slice(0, 8)
          .map((line) => (
            <li key={line}>{line}</li>
          ))}
      </ul>
    ),
  }),
]);

/** Who changed what in the portal and the admin settings, newest first (admins only). */
export function AuditLogScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const log = useApiQuery("portal.audit.list", { query: filters.query });
  return (
    <RecordListScreen
      noun={{ many: "Changes", one: "change" }}
      title="Audit log"
      filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
      list={log}
      empty={<EmptyState title="No changes recorded for these filters" />}
    >
      {(entries) => (
        <DataTable label="Audit log" rows={entries} columns={COLUMNS} getRowId={(entry) => String(entry.id)} />
      )}
    </RecordListScreen>
  );
}
