/**
 * The production build (`.next`) served by `next start` on the loopback, for the benches: started
 * with the caller's environment (DATABASE_URL from scripts/with-db.ts), and used once its readiness
 * check says ready, as a load balancer waits for it (its warm-up done: lib/server/health/warm-up.ts).
 * It listens on localhost, not 127.0.0.1: Next.js calls 127.0.0.1 localhost in the proxy's URLs, so under -H 127.0.0.1 every proxy.ts rewrite looks like another origin's and is fetched again over HTTP, through the proxy again (docs/catalog-and-caching.md, "Listening address").
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(__dirname, "../..");

/** `nodeArgs` go to the server's Node.js (`--cpu-prof`, which NODE_OPTIONS does not take). */
export async function startNextServer(port: number, nodeArgs: string[] = []): Promise<ChildProcess> {
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("No production build: run `APP_ENV=test npm run build` first.");
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      ...nodeArgs,
      path.join(root, "node_modules", "next", "dist", "bin", "next"),
      "start",
      "-p",
      String(port),
      "-H",
      "localhost",
    ],
    {
      cwd: root,
      env: process.env,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  let answer = "nothing";
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const ready = await fetch(`${base}/api/health/ready`);
      if (ready.ok) return server;
      answer = `${ready.status} ${await ready.text()}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`next start on ${base} was not ready in 60 s (its last answer: ${answer})`);
}
