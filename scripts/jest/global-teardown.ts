import { dropTestDatabases } from "./global-setup";

export default async function globalTeardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_SERVER_URL;
  if (url) await dropTestDatabases(url);
  await (globalThis as { stopTestDatabase?: () => Promise<void> }).stopTestDatabase?.();
}
