import "server-only";
import { Prisma } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { errorText } from "@/lib/server/queue/job-error";
import type { AdminJobQuery } from "@/lib/validation/queue/admin";
import { jobQueue, transactionDb } from "./queue";
import { JOB_QUEUES } from "@/lib/validation/queue/queues";

export type AdminJobJson = {
  id: string;
  queue: string;
  state: string;
  order_id: number | null;
  order_number: string | null;
  retry_count: number;
  retry_limit: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  next_try_at: string | null;
};

type JobRow = {
  id: string;
  name: string;
  state: string;
  order_id: number | null;
  order_number: string | null;
  retry_count: number;
  retry_limit: number;
  output: unknown;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  start_after: Date;
};

function jobJson(row: JobRow): AdminJobJson {
  const failedOrRetrying = row.state === "failed" || row.state === "retry";
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    order_id: row.order_id,
    order_number: row.order_number,
    retry_count: row.retry_count,
    retry_limit: row.retry_limit,
    error: failedOrRetrying ? errorText(row.output) : null,
    created_at: row.created_on.toISOString(),
    started_at: row.started_on?.toISOString() ?? null,
    completed_at: row.completed_on?.toISOString() ?? null,
    next_try_at: row.state === "retry" || row.state === "created" ? row.start_after.toISOString() : null,
  };
}

const SELECT_JOBS = Prisma.sql`
  SELECT j.id::text, j.name, j.state::text AS state, o.id AS order_id, o."orderNumber" AS order_number, j.retry_count, j.retry_limit,
         j.output, j.created_on, j.started_on, j.completed_on, j.start_after
  FROM pgboss.job j LEFT JOIN "Order" o ON o.id = CASE WHEN j.data->>'orderId' ~ '^[0-9]{1,9}$' THEN (j.data->>'orderId')::int END`;

/**
 * The shop's jobs (pg-boss's internal queues left out), newest first: failed ones are the
 * dead-letter state. Counts by queue and state come with them, for the screen's summary.
 */
export async function listJobs(query: AdminJobQuery) {
  const queues = query.queue ? [query.queue] : [...JOB_QUEUES];
  const where = Prisma.sql`WHERE j.name IN (${Prisma.join(queues)}) ${query.state === "all" ? Prisma.empty : Prisma.sql`AND j.state = ${query.state}::pgboss.job_state`}`;
  const [rows, [{ count }], counts] = await Promise.all([
    db.$queryRaw<
      JobRow[]
    >`${SELECT_JOBS} ${where} ORDER BY COALESCE(j.completed_on, j.created_on) DESC, j.id LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
    db.$queryRaw<{ count: bigint }[]>`SELECT count(*) FROM pgboss.job j ${where}`,
    db.$queryRaw<
      { state: string; count: bigint }[]
    >`SELECT state::text AS state, count(*) FROM pgboss.job WHERE name IN (${Prisma.join(JOB_QUEUES)}) GROUP BY state`,
  ]);
  return {
    results: rows.map(jobJson),
    count: Number(count),
    states: Object.fromEntries(counts.map((row) => [row.state, Number(row.count)])) as Record<string, number>,
  };
}

export type AdminJobPage = Awaited<ReturnType<typeof listJobs>>;

/**
 * Retries a failed (dead-letter) job now: pg-boss moves it back to "retry" with one more try
 * allowed, and the next free worker runs it. Anything but a failed job is a 409.
 */
export async function retryJob(id: string, actor: Actor): Promise<AdminJobJson> {
  return db.$transaction(async (tx) => {
    const [job] = await tx.$queryRaw<
      JobRow[]
    >`${SELECT_JOBS} WHERE j.id = ${id}::uuid AND j.name IN (${Prisma.join(JOB_QUEUES)}) FOR UPDATE OF j`;
    if (!job) throw new AppError(404, "job_not_found", "Job not found");
    if (job.state !== "failed")
      throw new AppError(409, "job_not_failed", `Only a failed job can be retried; this one is ${job.state}.`);
    const boss = await jobQueue();
    await boss.retry(job.name, id, { db: transactionDb(tx) });
    await recordAudit(tx, actor, {
      action: "retry",
      entity: "job",
      entityId: id,
      before: { state: "failed", queue: job.name },
      after: { state: "retry" },
    });
    const [retried] = await tx.$queryRaw<JobRow[]>`${SELECT_JOBS} WHERE j.id = ${id}::uuid`;
    return jobJson(retried);
  });
}
