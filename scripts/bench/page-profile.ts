/**
 * Where a cached product page's time goes, against the very same bytes served as a file (issue 31, target 5):
 * `next start` under V8's CPU profiler, one server for the page and one for its file, each loaded for `--seconds` at
 * `--concurrency` after a warm-up. Prints the server's CPU a request (its main thread's busy time; the profiler does
 * not see zlib's and the file system's worker threads) for each, by part, and the functions whose time a request
 * differs most.
 *
 *   APP_ENV=test npm run build && APP_ENV=test npm run bench:profile [-- --product 11 --seconds 8 --concurrency 8]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startNextServer } from "./next-server";
import { removeStaticCopies, staticCopyOfProductPage } from "./static-copy";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** `concurrency` clients request `urlPath` back to back for `seconds`: the number of answers. */
async function load(urlPath: string, seconds: number, concurrency: number): Promise<number> {
  let answers = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        await (await fetch(BASE + urlPath)).arrayBuffer();
        answers++;
      }
    }),
  );
  return answers;
}

/** Profiles a server answering `urlPath`: the profile, the load's answers and its window (µs before the profile's end). */
async function profiled(urlPath: string, seconds: number, concurrency: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "page-profile-"));
  const server = await startNextServer(PORT, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    await load(urlPath, 2, concurrency);
    const answers = await load(urlPath, seconds, concurrency);
    const stopped = performance.now();
    server.kill("SIGINT");
    await exited;
    const stopping = (performance.now() - stopped) * 1000;
    const [file] = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error(`next start wrote no CPU profile in ${dir}`);
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
    return { profile, answers, window: { from: stopping + seconds * 1e6, to: stopping } };
  } finally {
    server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a frame's code is, by where it comes from (a native frame takes its caller's part). */
function partOf(url: string, functionName: string): string {
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(idle)") return "idle";
  if (url.startsWith("node:zlib") || url.includes("/compression/")) return "gzip (compression middleware, zlib)";
  if (/node:(internal\/)?fs/.test(url) || url.includes("/send/")) return "file reads (send, fs)";
  if (url.includes("/router-utils/") || url.includes("/router-server") || url.includes("route-matcher"))
    return "Next.js routing (resolve-routes, matchers)";
  if (url.includes("/node_modules/next/") || url.includes("node_modules_next_")) return "Next.js page handling";
  if (url.includes("/.next/server/")) return "the app's server chunks (request log, cache handler)";
  if (url.startsWith("node:")) return "Node.js HTTP, streams, buffers, promises";
  return "other";
}

/** Busy microseconds a request, by part and by function, within the load's window. */
function perRequest(profile: CpuProfile, answers: number, window: { from: number; to: number }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((time += delta));
  const end = times[times.length - 1];
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, index) => {
    const before = end - times[index];
    if (before > window.from || before < window.to) return;
    const us = profile.timeDeltas[index] / answers;
    let frame = byId.get(id)!;
    const { functionName, url, lineNumber } = frame.callFrame;
    add(functions, `${functionName || "(anonymous)"} ${url.split("/").pop() || "(native)"}:${lineNumber}`, us);
    while (!frame.callFrame.url && parent.has(frame.id) && !functionName.startsWith("("))
      frame = byId.get(parent.get(frame.id)!)!;
    add(parts, partOf(frame.callFrame.url, functionName), us);
  });
  const busy = [...parts].filter(([part]) => part !== "idle").reduce((sum, [, us]) => sum + us, 0);
  return { busy, parts, functions };
}

async function main() {
  const seconds = option("seconds", 8);
  const concurrency = option("concurrency", 8);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(`SELECT min(id) AS id FROM "Product"`);
  await client.end();
  const productId = option("product", rows[0].id);
  const file = staticCopyOfProductPage(productId);
  try {
    const runs = [];
    for (const urlPath of [`/product/${productId}`, file]) {
      const { profile, answers, window } = await profiled(urlPath, seconds, concurrency);
      runs.push({ urlPath, rps: answers / seconds, ...perRequest(profile, answers, window) });
    }
    const [page, copy] = runs;
    console.log(
      `\n${page.urlPath}: ${page.rps.toFixed(0)} req/s, ${page.busy.toFixed(0)} µs of the server's main thread a request; ` +
        `${copy.urlPath}: ${copy.rps.toFixed(0)} req/s, ${copy.busy.toFixed(0)} µs (${seconds} s each at concurrency ${concurrency})\n`,
    );
    const partNames = [...new Set([...page.parts.keys(), ...copy.parts.keys()])];
    console.table(
      partNames
        .map((part) => ({ part, page: page.parts.get(part) ?? 0, file: copy.parts.get(part) ?? 0 }))
        .sort((a, b) => b.page - b.file - (a.page - a.file))
        .map(({ part, page, file }) => ({
          "part (µs a request)": part,
          page: page.toFixed(0),
          file: file.toFixed(0),
          "page - file": (page - file).toFixed(0),
        })),
    );
    const functionNames = [...new Set([...page.functions.keys(), ...copy.functions.keys()])];
    const differences = functionNames
      .map((name) => ({ name, page: page.functions.get(name) ?? 0, file: copy.functions.get(name) ?? 0 }))
      .filter(({ name }) => !name.startsWith("(idle)"))
      .sort((a, b) => b.page - b.file - (a.page - a.file));
    console.log("\nfunctions whose own time a request differs most (µs):");
    console.table(
      [...differences.slice(0, 15), ...differences.slice(-5)].map(({ name, page, file }) => ({
        function: name,
        page: page.toFixed(1),
        file: file.toFixed(1),
      })),
    );
  } finally {
    removeStaticCopies();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
