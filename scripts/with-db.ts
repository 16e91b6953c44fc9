/**
 * Runs a command with a ready database: DATABASE_URL, or the embedded PostgreSQL of the
 * given profile, migrated, and seeded when empty. The embedded server stops with the command.
 * With --auth-emulator the Firebase Auth emulator runs beside it (phone sign-in with no Firebase
 * project) and stops with it too; with --fake-razorpay so does the local fake Razorpay, and with
 * --fake-shiprocket the local fake Shiprocket (the command gets its credentials, so shipments are
 * booked through it); both send their webhooks to APP_URL (default http://localhost:3000). With
 * --mail-catcher the local SMTP catcher runs too (the app's SMTP_URL defaults to it; `npm run mail`
 * reads what it caught). With --fake-whatsapp the local fake WhatsApp Cloud API runs, the command
 * gets its settings (WhatsApp on) and `npm run whatsapp` reads what it was sent.
 *
 *   tsx scripts/with-db.ts [--profile dev|e2e] [--auth-emulator] [--fake-razorpay] [--fake-shiprocket] [--mail-catcher] [--fake-whatsapp] <command> [args...]
 */
import { spawn } from "node:child_process";
import { ensureDatabase, isEmpty, migrate, type Profile } from "./database";
import { fakeRazorpayFromEnv } from "./fakes/razorpay";
import { fakeShiprocketFromEnv } from "./fakes/shiprocket";
import { mailCatcherFromEnv } from "./fakes/mail-catcher";
import { fakeWhatsAppFromEnv } from "./fakes/whatsapp";
import { fakeRazorpayEnv } from "../lib/local-razorpay";
import { fakeShiprocketEnv } from "../lib/local-shiprocket";
import { fakeWhatsAppEnv } from "../lib/local-whatsapp";
import { authEmulatorEnv, startAuthEmulator } from "./firebase-emulator";

type Options = {
  profile: Profile;
  authEmulator: boolean;
  fakeRazorpay: boolean;
  fakeShiprocket: boolean;
  mailCatcher: boolean;
  fakeWhatsApp: boolean;
  command: string[];
};

function parseArgs(argv: string[]): Options {
  const options: Options = {
    profile: "dev",
    authEmulator: false,
    fakeRazorpay: false,
    fakeShiprocket: false,
    mailCatcher: false,
    fakeWhatsApp: false,
    command: argv,
  };
  for (;;) {
    const [flag, value] = options.command;
    if (flag === "--profile") options.profile = value as Profile;
    else if (flag === "--auth-emulator") options.authEmulator = true;
    else if (flag === "--fake-razorpay") options.fakeRazorpay = true;
    else if (flag === "--fake-shiprocket") options.fakeShiprocket = true;
    else if (flag === "--mail-catcher") options.mailCatcher = true;
    else if (flag === "--fake-whatsapp") options.fakeWhatsApp = true;
    else return options;
    options.command = options.command.slice(flag === "--profile" ? 2 : 1);
  }
}

async function main() {
  const { profile, authEmulator, fakeRazorpay, fakeShiprocket, mailCatcher, fakeWhatsApp, command } = parseArgs(
    process.argv.slice(2),
  );
  if (command.length === 0) {
    throw new Error(
      "usage: tsx scripts/with-db.ts [--profile dev|e2e] [--auth-emulator] [--fake-razorpay] [--fake-shiprocket] [--mail-catcher] [--fake-whatsapp] <command> [args...]",
    );
  }
  const database = await ensureDatabase(profile);
  await migrate(database.url);
  const emulator = authEmulator
    ? await startAuthEmulator().catch(async (error) => {
        await database.stop();
        throw error;
      })
    : null;
  const razorpay = fakeRazorpay ? await fakeRazorpayFromEnv() : null;
  const shiprocket = fakeShiprocket ? await fakeShiprocketFromEnv() : null;
  const catcher = mailCatcher ? await mailCatcherFromEnv() : null;
  const whatsApp = fakeWhatsApp ? await fakeWhatsAppFromEnv(database.url) : null;
  if (whatsApp) console.log(`Fake WhatsApp: ${whatsApp.url}; read what it was sent with npm run whatsapp`);
  if (catcher)
    console.log(
      `Mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}; read caught mail with npm run mail (or ${catcher.url}/messages)`,
    );
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    ...(emulator ? authEmulatorEnv() : {}),
    ...(razorpay ? fakeRazorpayEnv(razorpay.url) : {}),
    ...(shiprocket ? fakeShiprocketEnv(shiprocket.url) : {}),
    ...(whatsApp ? fakeWhatsAppEnv(whatsApp.url) : {}),
  };
  if (await isEmpty(database.url)) {
    await run(["tsx", "prisma/seed.ts"], env);
  }
  const code = await run(command, env, true);
  emulator?.stop();
  await razorpay?.close();
  await shiprocket?.close();
  await catcher?.close();
  await whatsApp?.close();
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
