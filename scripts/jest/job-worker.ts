import type PgBoss from "pg-boss";

/**
 * Stops a job worker inside the test file. Graceful: stop() returns once the job handlers under way
 * (an e-mail being sent) have ended; each worker then ends when its fetch under way returns, and
 * pg-boss checks once a second, after stop() returns, that they did. That check must pass before Jest
 * tears the file's module system down, or it throws in the next test file ("require after the Jest
 * environment has been torn down"). 1.5 s was too short on a loaded machine (a fetch took over a second).
 */
export async function stopJobWorker(worker: PgBoss): Promise<void> {
  await worker.stop({ graceful: true, timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, WORKERS_SETTLE_MS));
}

const WORKERS_SETTLE_MS = 4_000;

/** Reads until `done` holds (every 200 ms), failing with the last value read after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
