import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { migrate, withDatabase } from "../database";

const root = path.resolve(__dirname, "../..");

/** Drops and creates `name` on the server, migrates and seeds it; returns its URL. */
export async function throwawayDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  await migrate(url);
  execScript(url, "ignore", "prisma/seed.ts");
  return url;
}

function execScript(url: string, stdio: "ignore" | "inherit", script: string, ...args: string[]): void {
  execFileSync(path.join(root, "node_modules", ".bin", "tsx"), [script, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio,
  });
}

/** Runs a TypeScript script of the project against the database at `url`, showing its output. */
export function runScript(url: string, script: string, ...args: string[]): void {
  execScript(url, "inherit", script, ...args);
}
