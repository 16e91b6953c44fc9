import { existsSync, readdirSync } from "node:fs";

/**
 * The newest migration in `dir` (folder names sort by their timestamp), or null where the folder is
 * not shipped (the standalone server): next.config.ts records it at build time, so a server knows
 * which schema it was built for (the readiness check, /api/health/ready).
 */
export function latestMigrationIn(dir: string): string | null {
  if (!existsSync(dir)) return null;
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return names.at(-1) ?? null;
}
