import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { db } from "@/lib/server/db";

/**
 * Prometheus metrics of this app server (GET /api/metrics with METRICS_TOKEN; docs/operations.md
 * says what to alert on). One registry per process on globalThis: the instrumentation and every
 * route bundle count into the same instruments.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "storefront_" });
  const registers = [registry];
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: "storefront_http_request_duration_seconds",
      help: "Time to answer a request, by route (ids as :id; unmatched addresses as one), method and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    orderEvents: new Counter({
      name: "storefront_order_events_total",
      help: "Order events (order-placed, order-paid, order-cancelled, order-refunded, ...), counted as the order's transaction writes them",
      labelNames: ["event"] as const,
      registers,
    }),
    paymentFailures: new Counter({
      name: "storefront_payment_failures_total",
      help: "Online payments the gateway reported failed (declined, abandoned)",
      registers,
    }),
    outsideServiceFailures: new Counter({
      name: "storefront_outside_service_failures_total",
      help: "Calls to the payment gateway (payments, refunds) or the courier that failed, by the refusal's code",
      labelNames: ["code"] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: "storefront_webhook_deliveries_total",
      help: "Webhook deliveries received, by sender and result (processed, duplicate, refused)",
      labelNames: ["source", "result"] as const,
      registers,
    }),
    cacheRequests: new Counter({
      name: "storefront_route_cache_requests_total",
      help: "Route cache look-ups, by result (hit, miss)",
      labelNames: ["result"] as const,
      registers,
    }),
    jobs: new Gauge({
      name: "storefront_jobs",
      help: "Background jobs by queue and state (waiting: due and not started; active; failed: dead-lettered, on /admin/jobs)",
      labelNames: ["queue", "state"] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await jobStats()) {
          this.set({ queue: row.name, state: "waiting" }, row.waiting);
          this.set({ queue: row.name, state: "active" }, row.active);
          this.set({ queue: row.name, state: "failed" }, row.failed);
        }
      },
    }),
    oldestWaitingJob: new Gauge({
      name: "storefront_job_oldest_waiting_seconds",
      help: "Age of the oldest job that is due and not started, by queue",
      labelNames: ["queue"] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await jobStats()) this.set({ queue: row.name }, row.oldestSeconds);
      },
    }),
  };
}

type JobStats = { name: string; waiting: number; active: number; failed: number; oldestSeconds: number };

/** One read of pg-boss's job table per scrape (both job gauges share it). */
let pendingStats: Promise<JobStats[]> | null = null;

function jobStats(): Promise<JobStats[]> {
  pendingStats ??= readJobStats().finally(() => setTimeout(() => (pendingStats = null), 1_000));
  return pendingStats;
}

async function readJobStats(): Promise<JobStats[]> {
  try {
    const rows = await db.$queryRaw<
      { name: string; waiting: bigint; active: bigint; failed: bigint; oldest: number | null }[]
    >`
      SELECT name,
        count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS waiting,
        count(*) FILTER (WHERE state = 'active') AS active,
        count(*) FILTER (WHERE state = 'failed') AS failed,
        extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest
      FROM pgboss.job GROUP BY name`;
    return rows.map((row) => ({
      name: row.name,
      waiting: Number(row.waiting),
      active: Number(row.active),
      failed: Number(row.failed),
      oldestSeconds: row.oldest ?? 0,
    }));
  } catch {
    // No worker has created pg-boss's schema yet: no jobs.
    return [];
  }
}

type Metrics = ReturnType<typeof createMetrics>;
const holder = globalThis as unknown as { [key: symbol]: Metrics | undefined };

export const metrics: Metrics = (holder[Symbol.for("storefront.metrics")] ??= createMetrics());
