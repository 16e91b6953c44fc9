import "server-only";
import { log } from "@/lib/log";

/**
 * Stopping cleanly on SIGTERM (a deploy, a rolling restart) or SIGINT. Next.js's own server stops
 * taking connections and waits for the requests in flight, then calls `process.exit`. This adds
 * what it does not know about, in two steps:
 * - at the signal, `whenStopping` hooks start (the job worker stops fetching and gives back what it
 *   cannot finish in time), and the readiness check answers 503 (`isStopping`), so a load balancer
 *   that polls it sends nothing new;
 * - once Next.js asks to exit (its requests are done), the exit waits for those hooks, then runs the
 *   `whenClosing` hooks (database pools, listeners, Redis), and the process ends with Next.js's code.
 * Whatever hangs past STOP_LIMIT_MS is abandoned and the process ends anyway.
 */
type Hook = () => Promise<unknown>;
type Shutdown = { stopping: Set<Hook>; closing: Set<Hook>; started: Promise<unknown> | null; installed: boolean };

const STOP_LIMIT_MS = 20_000;

const state = ((globalThis as unknown as Record<symbol, Shutdown>)[Symbol.for("storefront.shutdown")] ??= {
  stopping: new Set(),
  closing: new Set(),
  started: null,
  installed: false,
});

/** Runs `hook` as soon as the server is told to stop. */
export function whenStopping(hook: Hook): void {
  state.stopping.add(hook);
}

/** Runs `hook` after the requests in flight are answered, just before the process ends. */
export function whenClosing(hook: Hook): void {
  state.closing.add(hook);
}

export function isStopping(): boolean {
  return state.started !== null;
}

const settled = (hooks: Set<Hook>) => Promise.allSettled([...hooks].map((hook) => hook()));
const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

function begin(signal: NodeJS.Signals): void {
  if (state.started) return;
  log.info({ signal }, "stopping: finishing the requests in flight and giving back unfinished jobs");
  state.started = settled(state.stopping);
  const exit = process.exit.bind(process);
  process.exit = ((code?: number) => {
    void within(
      state.started!.then(() => settled(state.closing)),
      STOP_LIMIT_MS,
    ).finally(() => {
      log.info({ code }, "stopped");
      exit(code);
    });
  }) as typeof process.exit;
}

/** Installs the signal handlers once per process (instrumentation.ts). */
export function installGracefulShutdown(): void {
  if (state.installed) return;
  state.installed = true;
  process.once("SIGTERM", () => begin("SIGTERM"));
  process.once("SIGINT", () => begin("SIGINT"));
}
