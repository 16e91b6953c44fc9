/**
 * The Auth emulator's REST endpoints (DESIGN.md section 2), for tests and scripts: sign a phone in
 * without a browser and read the codes the emulator "sent".
 */
import { DEMO_FIREBASE } from "./config";

export type EmulatorTarget = { host: string; projectId?: string };

const API_KEY = DEMO_FIREBASE.apiKey;

function base({ host }: EmulatorTarget): string {
  return `http://${host}`;
}

function project(target: EmulatorTarget): string {
  return target.projectId ?? DEMO_FIREBASE.projectId;
}

async function call<T>(target: EmulatorTarget, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base(target)}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const identity = (method: string) => `/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`;

/** The codes the emulator has "sent", newest last. */
export async function verificationCodes(
  target: EmulatorTarget,
): Promise<{ phoneNumber: string; code: string; sessionInfo: string }[]> {
  const body = await call<{ verificationCodes?: { phoneNumber: string; code: string; sessionInfo: string }[] }>(
    target,
    `/emulator/v1/projects/${project(target)}/verificationCodes`,
  );
  return body.verificationCodes ?? [];
}

/** The last code sent to `phone`. */
export async function latestCode(target: EmulatorTarget, phone: string): Promise<string | null> {
  const codes = (await verificationCodes(target)).filter((entry) => entry.phoneNumber === phone);
  return codes.at(-1)?.code ?? null;
}

/** Signs `phone` in through the emulator's REST API and returns a (real, unsigned) Firebase ID token. */
export async function phoneIdToken(target: EmulatorTarget, phone: string): Promise<string> {
  const { sessionInfo } = await call<{ sessionInfo: string }>(target, identity("sendVerificationCode"), {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, recaptchaToken: "emulator" }),
  });
  const code = (await verificationCodes(target)).find((entry) => entry.sessionInfo === sessionInfo)?.code;
  const { idToken } = await call<{ idToken: string }>(target, identity("signInWithPhoneNumber"), {
    method: "POST",
    body: JSON.stringify({ sessionInfo, code }),
  });
  return idToken;
}

/** An ID token of an anonymous user: a valid token that proves no phone. */
export async function anonymousIdToken(target: EmulatorTarget): Promise<string> {
  const { idToken } = await call<{ idToken: string }>(target, identity("signUp"), { method: "POST", body: "{}" });
  return idToken;
}
