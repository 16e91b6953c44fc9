/**
 * Backups that are known to restore (docs/operations.md):
 *
 *   npm run db:backup                     # backups/storefront-<UTC time>.dump of DATABASE_URL (or the dev database)
 *   npm run db:restore -- <file>          # into DATABASE_URL's database (created if missing), which must be empty
 *
 * A pg_dump custom-format file (compressed, restorable table by table), made with the PostgreSQL
 * client tools on the PATH (Debian's postgresql-client; PG_BIN names another folder). The server
 * is PostgreSQL 15: the client tools must be 15 or newer. `npm test` backs up a database with
 * orders, invoices, stock history and uploads' records, restores it into a new database and
 * compares every table's rows and sums (scripts/backup.test.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const tool = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

/** The connection settings of `url` as libpq's environment (no password on a command line). */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  return {
    ...process.env,
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || "5432",
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    ...(parsed.searchParams.get("sslmode") ? { PGSSLMODE: parsed.searchParams.get("sslmode")! } : {}),
  };
}

/** Writes a custom-format dump of `url`'s database to `file`. */
export function backupDatabase(url: string, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  execFileSync(tool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`], {
    env: libpqEnv(url),
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** Creates `url`'s database when its server has none of that name. */
async function ensureDatabaseExists(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into `url`'s database, created when missing; one that already holds a table is
 * refused, so a restore never overwrites a live database.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  await ensureDatabaseExists(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0].count) > 0)
      throw new Error(
        "The target database is not empty: restore into a new, empty database (createdb), then point DATABASE_URL at it.",
      );
  } finally {
    await client.end();
  }
  execFileSync(
    tool("pg_restore"),
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${libpqEnv(url).PGDATABASE}`,
      file,
    ],
    {
      env: libpqEnv(url),
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
}

export function backupFileName(now = new Date()): string {
  return path.join(
    "backups",
    `storefront-${now
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z")}.dump`,
  );
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (npm run db:backup sets it to the development database).");
  if (command === "backup") {
    const target = file ?? backupFileName();
    backupDatabase(url, target);
    console.log(`Backed up to ${target}`);
  } else if (command === "restore" && file) {
    await restoreDatabase(url, file);
    console.log(`Restored ${file} into ${libpqEnv(url).PGDATABASE}`);
  } else {
    throw new Error("usage: tsx scripts/backup.ts backup [file] | restore <file>");
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
