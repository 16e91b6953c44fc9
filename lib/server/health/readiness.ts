import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { appServerWorkerState } from "@/lib/server/jobs/worker";
import { isStopping } from "@/lib/server/shutdown";
import { warmUp } from "./warm-up";
import { latestMigrationIn } from "@/prisma/latest-migration";

/**
 * Whether this app server can take traffic (GET /api/health/ready, polled by the load balancer
 * and the orchestrator every few seconds): PostgreSQL answers and has every migration this build
 * expects, Redis answers when REDIS_URL is set, the job worker runs unless JOB_WORKER=off, a production
 * server has asked itself for each kind of page once (warm-up.ts: no shopper meets a cold server), and the
 * server has not been told to stop (it then finishes its requests and exits: shutdown.ts).
 * An answer is reused for CACHE_MS, so polling costs at most one query of each kind per interval.
 */
export type Readiness = {
  ready: boolean;
  checks: Record<"database" | "migrations" | "redis" | "jobWorker" | "warmUp" | "server", string>;
};

const CACHE_MS = 2_000;
let last: { at: number; answer: Promise<Readiness> } | undefined;

export function readiness(now = Date.now()): Promise<Readiness> {
  if (last && now - last.at < CACHE_MS) return last.answer;
  last = { at: now, answer: checkReadiness() };
  return last.answer;
}

/** The migration this server was built for (next.config.ts), or the newest one beside the sources. */
function expectedMigration(): string | null {
  return process.env.STOREFRONT_SCHEMA_MIGRATION || latestMigrationIn(path.join(process.cwd(), "prisma", "migrations"));
}

async function checkReadiness(): Promise<Readiness> {
  const [database, migrations] = await checkDatabase();
  const checks = {
    database,
    migrations,
    redis: await checkRedis(),
    jobWorker: checkJobWorker(),
    // Once the server can answer pages at all: the warm-up asks for them.
    warmUp: database === "ok" && migrations === "ok" ? warmUp() : "not started",
    server: isStopping() ? "stopping" : "serving",
  };
  const ready =
    checks.server === "serving" &&
    database === "ok" &&
    migrations === "ok" &&
    ["ok", "not configured"].includes(checks.redis) &&
    ["running", "off"].includes(checks.jobWorker) &&
    ["done", "off"].includes(checks.warmUp);
  return { ready, checks };
}

async function checkDatabase(): Promise<[string, string]> {
  try {
    const rows = await db.$queryRaw<
      { migration_name: string; finished_at: Date | null; rolled_back_at: Date | null }[]
    >`
      SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name`;
    const unfinished = rows.find((row) => !row.finished_at && !row.rolled_back_at);
    if (unfinished) return ["ok", `failed or unfinished: ${unfinished.migration_name}`];
    const expected = expectedMigration();
    const applied = new Set(rows.filter((row) => row.finished_at).map((row) => row.migration_name));
    if (expected && !applied.has(expected)) return ["ok", `not applied: ${expected}`];
    return ["ok", "ok"];
  } catch {
    return ["unreachable", "unknown"];
  }
}

async function checkRedis(): Promise<string> {
  if (!env().REDIS_URL) return "not configured";
  const { sharedStore } = await import("@/lib/server/cache/redis-store.cjs");
  return (await sharedStore().ping()) ? "ok" : "unreachable";
}

function checkJobWorker(): string {
  if (env().JOB_WORKER === "off") return "off";
  return appServerWorkerState() ?? "not started";
}
