/**
 * What the whole-system scripts (test:cluster, test:standalone) share: a tally of named checks
 * ending in the "N passed, N failed" line CI reads, and app servers run as their own process
 * group with the tail of their output kept for a failure's report.
 */
import { type ChildProcess, spawn } from "node:child_process";

export function checks() {
  let passes = 0;
  let failures = 0;
  return {
    check(what: string, ok: boolean, detail = ""): void {
      if (ok) passes += 1;
      else failures += 1;
      console.log(`${ok ? "  ok  " : "  FAIL"} ${what}${detail ? ` (${detail})` : ""}`);
    },
    get failed(): boolean {
      return failures > 0;
    },
    /** Prints the closing line and answers the exit code. */
    summary(): number {
      console.log(`\n${passes} passed, ${failures} failed`);
      return failures === 0 ? 0 : 1;
    },
  };
}

export type ServerProcess = { child: ChildProcess; log: string[] };

/** Starts `node args…` as a process group of its own (so a signal reaches its children), keeping the last `keep` chunks of its output. */
export function startNodeServer(
  args: string[],
  { cwd, env, keep = 200 }: { cwd: string; env: NodeJS.ProcessEnv; keep?: number },
): ServerProcess {
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const log: string[] = [];
  const record = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > keep) log.shift();
  };
  child.stdout?.on("data", record);
  child.stderr?.on("data", record);
  return { child, log };
}

/** Sends `signal` to the server's process group and waits for it to exit, `waitMs` at most. */
export async function stopNodeServer({ child }: ServerProcess, signal: NodeJS.Signals, waitMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid!, signal);
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

/** Runs a script's `main` and exits with its code (1 when it throws). */
export function run(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
