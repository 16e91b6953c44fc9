"use client";
import { RotateCcw } from "lucide-react";
import Link from "next/link";
import { useCallback, useMemo } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { EmptyState } from "@/components/back-office/states";
import { StatusBadge } from "@/components/ui/status-badge";
import { useRowAction } from "@/components/back-office/use-row-action";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import type { AdminJobJson } from "@/lib/server/queue/admin";
import { formatDateTime } from "@/lib/domain/format";
import { JOB_STATES } from "@/lib/validation/queue/admin";
import { JOB_QUEUES } from "@/lib/validation/queue/queues";
import { useApiQuery } from "@/lib/api/query";

const PAGE_SIZE = 20;
const DEFAULTS = { state: "failed", queue: "" };
const STATE_LABELS: Record<(typeof JOB_STATES)[number], string> = {
  all: "All",
  failed: "Failed (dead letter)",
  retry: "Waiting to retry",
  active: "Running",
  created: "Queued",
  completed: "Done",
  cancelled: "Cancelled",
};
const FIELDS: readonly FilterField<"state" | "queue">[] = [
  {
    name: "state",
    label: "State",
    type: "select",
    options: JOB_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
  },
  {
    name: "queue",
    label: "Job",
    type: "select",
    options: [{ value: "", label: "Every job" }, ...JOB_QUEUES.map((queue) => ({ value: queue, label: queue }))],
  },
];

/**
 * The job queue as an admin watches it: how many jobs are in each state, and the jobs themselves,
 * failed ones first (the dead-letter state: every retry used). A failed job can be retried.
 */
export function JobListScreen() {
  const filters = useUrlFilters(DEFAULTS);
  const list = useApiQuery("admin.jobs.list", { query: filters.query });
  const { notice, dismiss, busy, run } = useRowAction(list.reload);

  const retry = useCallback(
    (job: AdminJobJson) =>
      run(async () => {
        await callApi("admin.jobs.retry", { params: { id: job.id } });
        return `The ${job.queue} job${job.order_number ? ` for order ${job.order_number}` : ""} will run again in a moment.`;
      }, "Failed to retry the job"),
    [run],
  );

  return (
    <RecordListScreen
      noun={{ many: "Jobs", one: "job" }}
      title="Background jobs"
      intro={
        <p>
          E-mails, low-stock notices and the expiry of unpaid orders run here. A job that fails is retried with growing
          delays; after its last try it stays failed until retried.
        </p>
      }
      filtering={{ fields: FIELDS, defaults: DEFAULTS, filters, pageSize: PAGE_SIZE }}
      notice={notice}
      onDismiss={dismiss}
      list={list}
      empty={
        <EmptyState
          title={
            filters.values.state === "failed" && !filters.values.queue
              ? "No failed jobs"
              : "No jobs match these filters"
          }
        >
          <p className="text-sm text-stone-500">
            {filters.values.state === "failed"
              ? "Every job so far has run, or is still being retried."
              : "Try other filters, or clear them."}
          </p>
        </EmptyState>
      }
      summary={(page) => <StateCounts states={page.states} />}
    >
      {(rows) => <JobsTable jobs={rows} busy={busy} retry={retry} />}
    </RecordListScreen>
  );
}

function StateCounts({ states }: { states: Record<string, number> }) {
  const shown = ["failed", "retry", "active", "created", "completed"] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Jobs by state">
      {shown.map((state) => (
        <div key={state} className="rounded-xl border border-stone-200 bg-white p-3">
          <dt className="text-xs text-stone-500">{STATE_LABELS[state]}</dt>
          <dd
            className={
              state === "failed" && (states[state] ?? 0) > 0
                ? "text-2xl font-semibold text-red-700"
                : "text-2xl font-semibold text-brand-900"
            }
          >
            {states[state] ?? 0}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const column = columnsOf<AdminJobJson>();

function JobsTable({ jobs, busy, retry }: { jobs: AdminJobJson[]; busy: boolean; retry: (job: AdminJobJson) => void }) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("queue", {
          header: "Job",
          cell: ({ getValue }) => <span className="font-mono text-sm">{getValue()}</span>,
        }),
        column.display({
          id: "order",
          header: "Order",
          cell: ({ row: { original: job } }) =>
            job.order_id ? (
              <Link href={`/admin/orders/${job.order_id}`} className="font-medium text-brand-700 hover:underline">
                {job.order_number}
              </Link>
            ) : (
              <span className="text-stone-600">—</span>
            ),
        }),
        column.display({
          id: "state",
          header: "State",
          cell: ({ row: { original: job } }) => <StatusBadge status={job.state} />,
        }),
        column.display({
          id: "tries",
          header: "Tries",
          meta: { align: "right" },
          cell: ({ row: { original: job } }) =>
            `${job.retry_count + (job.started_at ? 1 : 0)} / ${job.retry_limit + 1}`,
        }),
        column.display({
          id: "when",
          header: "When",
          cell: ({ row: { original: job } }) => (
            <span className="whitespace-nowrap text-stone-600">
              {job.completed_at
                ? formatDateTime(job.completed_at)
                : job.next_try_at
                  ? `Next try ${formatDateTime(job.next_try_at)}`
                  : formatDateTime(job.created_at)}
            </span>
          ),
        }),
        column.display({
          id: "error",
          header: "Last error",
          cell: ({ row: { original: job } }) => (
            <span className="block max-w-xs break-words text-sm text-red-700">{job.error ?? ""}</span>
          ),
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: job } }) =>
            job.state === "failed" ? (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="secondary" disabled={busy}>
                    <RotateCcw aria-hidden className="h-4 w-4" /> Retry
                  </Button>
                }
                title="Retry this job?"
                description={`The ${job.queue} job${job.order_number ? ` for order ${job.order_number}` : ""} runs again now. An e-mail it already sent is not sent twice.`}
                confirmLabel="Retry"
                tone="primary"
                onConfirm={() => retry(job)}
              />
            ) : null,
        }),
      ]),
    [busy, retry],
  );
  return <DataTable label="Jobs" rows={jobs} columns={columns} getRowId={(job) => job.id} rowTestId="job-row" />;
}
