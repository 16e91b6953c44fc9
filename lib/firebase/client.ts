"use client";
import { getApp, getApps, initializeApp } from "firebase/app";
import { type Auth, connectAuthEmulator, getAuth } from "firebase/auth";
import { authEmulatorHost, firebaseClientConfig } from "./config";

/**
 * The browser's side of Firebase Auth, loaded only on demand (`import("@/lib/firebase/client")`) by the
 * phone sign-in form and by sign-out, so no page's first load carries the SDK (about 50 KiB gzipped).
 */
export { RecaptchaVerifier, signInWithPhoneNumber, signOut } from "firebase/auth";

let auth: Auth | undefined;

/** The browser's Firebase Auth, pointed at the Auth emulator in development and tests. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const app = getApps().length > 0 ? getApp() : initializeApp(firebaseClientConfig);
  auth = getAuth(app);
  if (authEmulatorHost) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
  return auth;
}
