import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { stopJobWorker, until, workerLoopsEnded } from "@/scripts/jest/job-worker";
import { startJobWorker } from "./worker";

jest.setTimeout(30_000);

const options = { connectionString: env().DATABASE_URL, schedule: false };

it("a stopped worker leaves none of its queues' polling loops running", async () => {
  const worker = await startJobWorker({ ...options, pollingIntervalSeconds: 0.5 });
  await new Promise((resolve) => setTimeout(resolve, 700));
  await stopJobWorker(worker);
});

it("a worker that fails to start closes its connections (left open, its maintenance timer ran on)", async () => {
  // pg-boss refuses a polling interval under 0.5 s when the first queue is taken on.
  await expect(startJobWorker({ ...options, pollingIntervalSeconds: 0.1 })).rejects.toThrow();
  await workerLoopsEnded(5_000);
  await until(workerConnections, (count) => count === 0, "the worker's connections to close", 3_000);
});

async function workerConnections(): Promise<number> {
  const [{ count }] = await db.$queryRaw<[{ count: number }]>`
    SELECT count(*)::int AS count FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = 'storefront-jobs-worker'`;
  return count;
}

afterAll(() => db.$disconnect());
