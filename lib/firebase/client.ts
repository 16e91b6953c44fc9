"use client";
import { getApp, getApps, initializeApp } from "firebase/app";
import { type Auth, connectAuthEmulator, getAuth } from "firebase/auth";
import { authEmulatorHost, firebaseClientConfig } from "./config";

let auth: Auth | undefined;

/** The browser's Firebase Auth, pointed at the Auth emulator in development and tests. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const app = getApps().length > 0 ? getApp() : initializeApp(firebaseClientConfig);
  auth = getAuth(app);
  if (authEmulatorHost) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
  return auth;
}
