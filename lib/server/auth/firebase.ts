import "server-only";
import { type App, getApp, getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { env } from "@/lib/env";

const APP_NAME = "storefront";

function firebaseApp(): App {
  if (getApps().some((app) => app.name === APP_NAME)) return getApp(APP_NAME);
  return initializeApp({ projectId: env().NEXT_PUBLIC_FIREBASE_PROJECT_ID }, APP_NAME);
}

export type VerifiedPhone = { uid: string; phone: string };

/**
 * The phone number a Firebase ID token proves, or null for a forged, expired or phone-less token.
 * Signatures are checked against Google's keys; only with FIREBASE_AUTH_EMULATOR_HOST set (never in
 * production, lib/env.ts) does firebase-admin accept the emulator's unsigned tokens.
 */
export async function verifyFirebaseIdToken(idToken: string): Promise<VerifiedPhone | null> {
  try {
    const decoded = await getAuth(firebaseApp()).verifyIdToken(idToken);
    return decoded.phone_number ? { uid: decoded.uid, phone: decoded.phone_number } : null;
  } catch {
    return null;
  }
}
