/**
 * Runs a command with a ready database: DATABASE_URL, or the embedded PostgreSQL of the
 * given profile, migrated, and seeded when empty. The embedded server stops with the command.
 *
 *   tsx scripts/with-db.ts [--profile dev|e2e] <command> [args...]
 */
import { spawn } from "node:child_process";
import { ensureDatabase, isEmpty, migrate, type Profile } from "./database";

function parseArgs(argv: string[]): { profile: Profile; command: string[] } {
  if (argv[0] === "--profile") return { profile: argv[1] as Profile, command: argv.slice(2) };
  return { profile: "dev", command: argv };
}

async function main() {
  const { profile, command } = parseArgs(process.argv.slice(2));
  if (command.length === 0) throw new Error("usage: tsx scripts/with-db.ts [--profile dev|e2e] <command> [args...]");
  const database = await ensureDatabase(profile);
  await migrate(database.url);
  const env = { ...process.env, DATABASE_URL: database.url };
  if (await isEmpty(database.url)) {
    await run(["tsx", "prisma/seed.ts"], env);
  }
  const code = await run(command, env, true);
  await database.stop();
  process.exit(code);
}

function run(command: string[], env: NodeJS.ProcessEnv, forwardSignals = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { env, stdio: "inherit", shell: false });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    if (forwardSignals) {
      process.on("SIGINT", forward);
      process.on("SIGTERM", forward);
    }
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      if (!forwardSignals && code !== 0) reject(new Error(`${command.join(" ")} exited with ${code ?? signal}`));
      else resolve(code ?? 1);
    });
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
