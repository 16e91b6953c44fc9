/**
 * The Firebase Auth emulator (DESIGN.md section 2) for development and tests: no Firebase project,
 * no Java, no download. FIREBASE_AUTH_EMULATOR_PORT (default 9099) moves it, with its hub and
 * logging ports right after, so several checkouts can run side by side.
 *
 *   tsx scripts/firebase-emulator.ts     # foreground, until stopped (Playwright's webServer)
 *   startAuthEmulator()                  # from another script (scripts/with-db.ts)
 *
 * Sign-in codes appear in its log: "To verify the phone number +91..., use the code 123456."
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_AUTH_EMULATOR_PORT, DEMO_FIREBASE } from "../lib/firebase/config";

const root = path.resolve(__dirname, "..");

export function authEmulatorPort(): number {
  return Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? DEFAULT_AUTH_EMULATOR_PORT);
}

/** The environment an app server needs to use the emulator (server and browser sides). */
export function authEmulatorEnv(port = authEmulatorPort()): Record<string, string> {
  const host = `127.0.0.1:${port}`;
  return {
    FIREBASE_AUTH_EMULATOR_HOST: host,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: host,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? DEMO_FIREBASE.projectId,
  };
}

/** firebase.json with the emulator's ports moved to `port`, written under .data/. */
function configFor(port: number): string {
  const config = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8"));
  config.emulators.auth.port = port;
  config.emulators.hub = { host: "127.0.0.1", port: port + 1 };
  config.emulators.logging = { host: "127.0.0.1", port: port + 2 };
  const dir = path.join(root, ".data", "firebase");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `firebase-${port}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

async function isUp(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

function spawnEmulator(port: number): ChildProcess {
  const projectId = authEmulatorEnv(port).NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  const firebase = path.join(root, "node_modules", ".bin", "firebase");
  const args = ["emulators:start", "--only", "auth", "--project", projectId, "--config", configFor(port)];
  return spawn(firebase, args, { cwd: path.join(root, ".data", "firebase"), stdio: "inherit" });
}

/** Starts the emulator (or reuses one already on the port) and resolves once it answers. */
export async function startAuthEmulator(port = authEmulatorPort()): Promise<{ stop: () => void }> {
  if (await isUp(port)) return { stop: () => undefined };
  const child = spawnEmulator(port);
  const deadline = Date.now() + 90_000;
  while (!(await isUp(port))) {
    if (child.exitCode !== null) throw new Error(`the Firebase Auth emulator exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("the Firebase Auth emulator did not start within 90 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { stop: () => void child.kill("SIGTERM") };
}

if (require.main === module) {
  const child = spawnEmulator(authEmulatorPort());
  const stop = () => child.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}
