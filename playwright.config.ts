import { defineConfig, devices } from "@playwright/test";
import { mailCatcherPorts } from "./lib/local-mail";
import { fakeRazorpayEnv, LOCAL_RAZORPAY } from "./lib/local-razorpay";
import { fakeShiprocketEnv, LOCAL_SHIPROCKET } from "./lib/local-shiprocket";
import { fakeWhatsAppEnv, whatsAppFakePort } from "./lib/local-whatsapp";
import { authEmulatorPort } from "./scripts/firebase-emulator";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const AUTH_EMULATOR_PORT = authEmulatorPort();
const RAZORPAY_FAKE_PORT = Number(process.env.RAZORPAY_FAKE_PORT ?? LOCAL_RAZORPAY.port);
const RAZORPAY_FAKE_URL = `http://127.0.0.1:${RAZORPAY_FAKE_PORT}`;
const SHIPROCKET_FAKE_PORT = Number(process.env.SHIPROCKET_FAKE_PORT ?? LOCAL_SHIPROCKET.port);
const SHIPROCKET_FAKE_URL = `http://127.0.0.1:${SHIPROCKET_FAKE_PORT}`;
const MAIL_CATCHER = mailCatcherPorts();
const WHATSAPP_FAKE_URL = `http://127.0.0.1:${whatsAppFakePort()}`;

/** Debian's Chromium (no browser download, DESIGN.md section 2), against a production build. */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Two workers share two cores with the server: a walk of 30 steps takes 30 s at load 13 with no step waiting on time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
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
      // Payments run against the local fake Razorpay, which sends its webhooks to the app.
      command: "tsx scripts/fakes/razorpay.ts",
      url: `${RAZORPAY_FAKE_URL}/checkout.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        RAZORPAY_FAKE_PORT: String(RAZORPAY_FAKE_PORT),
        RAZORPAY_FAKE_WEBHOOK_URL: `${baseURL}/api/razorpay/webhook/`,
      },
    },
    {
      // Shipments are booked with the local fake Shiprocket, which sends its tracking webhooks to the app.
      command: "tsx scripts/fakes/shiprocket.ts",
      url: `${SHIPROCKET_FAKE_URL}/__fake/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        SHIPROCKET_FAKE_PORT: String(SHIPROCKET_FAKE_PORT),
        SHIPROCKET_FAKE_WEBHOOK_URL: `${baseURL}/api/shipping/webhook/`,
      },
    },
    {
      // E-mail goes over SMTP to the local catcher; the specs read it over its HTTP side.
      command: "tsx scripts/fakes/mail-catcher.ts",
      url: `http://127.0.0.1:${MAIL_CATCHER.http}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MAIL_CATCHER_PORT: String(MAIL_CATCHER.smtp), MAIL_CATCHER_HTTP_PORT: String(MAIL_CATCHER.http) },
    },
    {
      // WhatsApp goes to the local fake Cloud API, which reads opt-ins from the e2e database and sends signed status webhooks.
      command: "tsx scripts/fakes/whatsapp.ts",
      url: `${WHATSAPP_FAKE_URL}/__fake/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        WHATSAPP_FAKE_PORT: String(whatsAppFakePort()),
        WHATSAPP_FAKE_WEBHOOK_URL: `${baseURL}/api/whatsapp/webhook/`,
      },
    },
    {
      // scripts/e2e.ts has built the app and exported DATABASE_URL of the seeded e2e database.
      // On localhost, not 127.0.0.1: Next.js calls 127.0.0.1 localhost in the proxy's URLs, so under -H 127.0.0.1 every proxy.ts rewrite looks like another origin's and is fetched again over HTTP, through the proxy again (docs/catalog-and-caching.md, "Listening address").
      command: `next start -p ${PORT} -H localhost`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        ...fakeRazorpayEnv(RAZORPAY_FAKE_URL),
        ...fakeShiprocketEnv(SHIPROCKET_FAKE_URL),
        ...fakeWhatsAppEnv(WHATSAPP_FAKE_URL),
        SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER.smtp}`,
        // The server's output is shown with the tests': its warnings and errors, not a line per request.
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      },
    },
  ],
});
