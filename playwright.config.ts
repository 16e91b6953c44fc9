import { defineConfig, devices } from "@playwright/test";
import { authEmulatorPort } from "./scripts/firebase-emulator";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const AUTH_EMULATOR_PORT = authEmulatorPort();

/** Debian's Chromium (no browser download, DESIGN.md section 2), against a production build. */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] } },
    { name: "mobile", use: { ...devices["Pixel 7"] }, grep: /@mobile/ },
  ],
  webServer: [
    {
      // Phone sign-in runs against the Firebase Auth emulator (scripts/firebase-emulator.ts).
      command: "tsx scripts/firebase-emulator.ts",
      url: `http://127.0.0.1:${AUTH_EMULATOR_PORT}/`,
      reuseExistingServer: true,
      timeout: 120_000,
    },
    {
      // scripts/e2e.ts has built the app and exported DATABASE_URL of the seeded e2e database.
      command: `next start -p ${PORT} -H 127.0.0.1`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});
