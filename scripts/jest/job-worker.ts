import type PgBoss from "pg-boss";

// pg-boss runs one polling loop per queue (its untyped Worker class); each loop is tracked here
// from its start, so a test file can wait for its workers' loops to end.
type WorkerLoop = { start(): Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Worker = require("pg-boss/src/worker") as { prototype: WorkerLoop };
const runningLoops = new Set<Promise<void>>();
const startLoop = Worker.prototype.start;
Worker.prototype.start = function (this: WorkerLoop) {
  const loop = startLoop.call(this);
  runningLoops.add(loop);
  const ended = () => runningLoops.delete(loop);
  loop.then(ended, ended);
  return loop;
};

/**
 * Stops a job worker inside a test file, leaving nothing of it running. stop() returns once the job handlers under
 * way (an e-mail being sent) have ended, but each queue's loop ends only when its fetch under way returns, and
 * pg-boss checks once a second, with a fresh `require`, that they did (a check left for after the file's end throws
 * in the next file: "require after the Jest environment has been torn down"). Its pool stays open until those
 * loops have ended: pg-boss's own stop closes it at once, and pg-pool never answers a query still waiting for a
 * connection when its pool ends, so a loop whose fetch was queued waited for good (seen in CI: 14 loops).
 */
export async function stopJobWorker(worker: PgBoss): Promise<void> {
  await worker.stop({ graceful: true, close: false, timeout: 10_000 });
  await workerLoopsEnded();
  await (worker.getDb() as unknown as { close(): Promise<void> }).close();
}

/** Waits until every pg-boss worker loop this file started has ended; fails, naming how many run on, after `timeoutMs`. */
export async function workerLoopsEnded(timeoutMs = 20_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const ended = await Promise.race([Promise.all(runningLoops).then(() => true), timedOut]);
  clearTimeout(timer);
  if (!ended)
    throw new Error(`${runningLoops.size} pg-boss worker loops still run ${timeoutMs} ms after their worker stopped`);
  await new Promise((resolve) => setTimeout(resolve, LOOP_CHECK_MS));
}

const LOOP_CHECK_MS = 1_100;

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
