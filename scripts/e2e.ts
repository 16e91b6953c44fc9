/**
 * End-to-end run: a fresh, seeded e2e database, a production build against it, then Playwright
 * (whose webServer serves that build with `next start`, beside the Firebase Auth emulator).
 * Extra arguments go to Playwright.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { resetDatabase, seed } from "../prisma/seed";
import { ensureDatabase, migrate } from "./database";
import { authEmulatorEnv } from "./firebase-emulator";
import { fakeRazorpayEnv, LOCAL_RAZORPAY } from "../lib/local-razorpay";

const root = path.resolve(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

async function reseed(url: string): Promise<void> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    await resetDatabase(db);
    await seed(db);
  } finally {
    await db.$disconnect();
  }
}

async function main(): Promise<number> {
  const database = await ensureDatabase("e2e");
  try {
    await migrate(database.url);
    await reseed(database.url);
    // The build writes the fake Razorpay's origin into the cached pages' Content-Security-Policy.
    const razorpay = fakeRazorpayEnv(`http://127.0.0.1:${process.env.RAZORPAY_FAKE_PORT ?? LOCAL_RAZORPAY.port}`);
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      APP_ENV: "test",
      NEXT_TELEMETRY_DISABLED: "1",
      ...authEmulatorEnv(),
      ...razorpay,
    };
    const run = (command: string, args: string[]) =>
      execFileSync(bin(command), args, { cwd: root, env, stdio: "inherit" });
    if (!process.argv.includes("--no-build")) run("next", ["build"]);
    run("playwright", ["test", ...process.argv.slice(2).filter((arg) => arg !== "--no-build")]);
    return 0;
  } catch (error) {
    if (error instanceof Error && "status" in error) return Number(error.status) || 1;
    throw error;
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
