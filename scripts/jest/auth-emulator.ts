/** Helpers for the identity tests: the Auth emulator and unsigned tokens. */
import { DEMO_FIREBASE } from "@/lib/firebase/config";
import { authEmulatorEnv, startAuthEmulator } from "../firebase-emulator";

/** Starts (or reuses) the Auth emulator for a test file; returns its host and a stop function. */
export async function useAuthEmulator(): Promise<{ host: string; stop: () => void }> {
  const emulator = await startAuthEmulator();
  return { host: authEmulatorEnv().FIREBASE_AUTH_EMULATOR_HOST, stop: emulator.stop };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An unsigned (alg none) token shaped like the emulator's, for a phone the emulator never saw. */
export function unsignedIdToken(phone: string): string {
  const projectId = DEMO_FIREBASE.projectId;
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    sub: "forged-uid",
    iat: now,
    exp: now + 3600,
    phone_number: phone,
    firebase: { identities: { phone: [phone] }, sign_in_provider: "phone" },
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

/** Runs `work` as if FIREBASE_AUTH_EMULATOR_HOST were `host` (undefined: the real service). */
export async function withEmulatorHost<T>(host: string | undefined, work: () => Promise<T>): Promise<T> {
  const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (host === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previous;
  }
}
