import { defineConfig } from "prisma/config";
import { embeddedUrl, ensureDatabase } from "./scripts/database";
import { migrationAdapter } from "./prisma/migration-adapter";

// `prisma generate` never connects, but the schema's env("DATABASE_URL") must resolve,
// or the CLI falls back to downloading engines (DESIGN.md section 2).
process.env.DATABASE_URL ??= embeddedUrl("dev");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  // Starts (or reuses) the embedded dev database when no server is configured,
  // so `npx prisma migrate dev --name x` works on a fresh machine.
  async adapter() {
    const { url } = await ensureDatabase("dev");
    return migrationAdapter(url);
  },
});
