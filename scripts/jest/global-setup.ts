/**
 * Starts the test database (embedded PostgreSQL on its own port, or DATABASE_URL) and builds a
 * migrated, seeded template database. Each test file then gets its own copy (database-per-file.ts).
 */
import pg from "pg";
import { ensureDatabase, migrate, withDatabase } from "../database";
import { TEMPLATE_DATABASE, TEST_DATABASE_PREFIX } from "./names";

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropTestDatabases(url: string): Promise<void> {
  await admin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

export default async function globalSetup(): Promise<void> {
  const database = await ensureDatabase("test");
  await dropTestDatabases(database.url);
  await admin(database.url, (client) => client.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`));
  const templateUrl = withDatabase(database.url, TEMPLATE_DATABASE);
  await migrate(templateUrl);

  const { PrismaClient } = await import("@prisma/client");
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { seed } = await import("../../prisma/seed");
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: templateUrl }) });
  await seed(client);
  await client.$disconnect();
  // The job queue's schema (pg-boss installs it itself), so each file's copy has it ready.
  const { default: PgBoss } = await import("pg-boss");
  const boss = new PgBoss({
    connectionString: templateUrl,
    schema: "pgboss",
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false });

  process.env.TEST_DATABASE_SERVER_URL = database.url;
  (globalThis as { stopTestDatabase?: () => Promise<void> }).stopTestDatabase = database.stop;
}
