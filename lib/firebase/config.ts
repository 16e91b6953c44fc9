/**
 * The public Firebase web config, inlined into the browser bundle at build time. Development and
 * tests default to the Auth emulator's demo project (DESIGN.md section 2); lib/env.ts makes
 * production set real values.
 */
export const DEMO_FIREBASE = {
  apiKey: "demo-api-key",
  projectId: "demo-storefront",
  authDomain: "demo-storefront.firebaseapp.com",
} as const;

export const DEFAULT_AUTH_EMULATOR_PORT = 9099;

export const firebaseClientConfig = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || DEMO_FIREBASE.apiKey,
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || DEMO_FIREBASE.authDomain,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || DEMO_FIREBASE.projectId,
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || undefined,
};

/** host:port of the Auth emulator the browser talks to, or null for the real Firebase service. */
export const authEmulatorHost: string | null = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || null;
