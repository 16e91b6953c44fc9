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
 * Stops a job worker inside a test file: stop() returns once the job handlers under way (an e-mail
 * being sent) have ended, but each queue's loop ends only when its fetch under way returns, and
 * pg-boss checks once a second, with a fresh `require`, that they did. A check left for after the
 * file's end throws in the next file ("require after the Jest environment has been torn down"), so
 * this waits for the loops themselves, then for that last check.
 */
export async function stopJobWorker(worker: PgBoss): Promise<void> {
  await worker.stop({ graceful: true, timeout: 10_000 });
  await workerLoopsEnded();
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
