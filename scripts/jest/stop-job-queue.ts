/**
 * Runs after each integration test file: stops the job queue a test started (enqueueing starts this
 * process's pg-boss producer, lib/server/queue/queue.ts). Left running, its timers fire after Jest has
 * torn the file's environment down, and the file fails on pg-boss's own `require` ("Cannot destructure
 * property 'setTimeout'"), seen when a slow file finished during the producer's start.
 */
import type PgBoss from "pg-boss";

afterAll(async () => {
  const holder = globalThis as unknown as { storefrontJobQueue?: Promise<PgBoss> };
  const queue = await holder.storefrontJobQueue?.catch(() => undefined);
  await queue?.stop({ graceful: false, wait: true });
});
