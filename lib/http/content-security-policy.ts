/**
 * The Content-Security-Policy of every page (DESIGN.md section 6a). Two kinds of page, one list of
 * allowed hosts:
 * - the pages that render per request anyway (account, checkout, payment, login, admin, portal)
 *   get a fresh nonce from proxy.ts, with 'strict-dynamic' and no 'unsafe-inline' for scripts;
 * - the cached storefront pages keep their prerendered HTML and get a fixed policy from
 *   next.config.ts: scripts from our origin and the hosts below, plus 'unsafe-inline' because the
 *   prerendered HTML carries Next.js's inline payload scripts, which no per-request nonce can mark
 *   (a deviation: docs/spec-differences.md). Subresource integrity (`experimental.sri`) would pin Next.js's script
 *   files too, but the Turbopack build of Next.js 16.4 writes no integrity attributes.
 * Both allow the same outside hosts, because a client-side navigation keeps the policy of the page
 * it started on (the cart's "Proceed to Checkout" opens the payment flow under the cached cart
 * page's policy).
 */
import { DEMO_FIREBASE } from "../firebase/config";
import { LOCAL_RAZORPAY_URL } from "../local-razorpay";
import { type BuildEnvironment, isProductionDeployment } from "./security-headers";

export const CONTENT_SECURITY_POLICY = "Content-Security-Policy";

/**
 * The pages that get a nonce: exactly proxy.ts's matcher (proxy.test.ts checks it), each rendered
 * per request (their layouts wait for the request) so Next.js can mark its scripts with the nonce.
 */
export const NONCE_PAGE_PREFIXES = [
  "/login",
  "/register",
  "/profile",
  "/orders",
  "/checkout",
  "/razorpay-payment",
  "/dashboard",
  "/wishlist",
  "/admin",
  "/portal",
] as const;

/**
 * Uploaded images (app/media): no page, so a policy of their own that lets nothing run, set by
 * their route. A header from next.config.ts would replace it.
 */
export const MEDIA_PREFIX = "/media";

/** next.config.ts `headers()` source for the fixed policy: every path except the nonce pages, the media and what lies under them. */
export const FIXED_POLICY_SOURCE = `/:path((?!(?:${[...NONCE_PAGE_PREFIXES, MEDIA_PREFIX].map((prefix) => prefix.slice(1)).join("|")})(?:/|$)).*)`;

export type CspEnvironment = BuildEnvironment & {
  /** Where the browser loads Checkout.js: outside production, the local fake's origin is allowed. */
  RAZORPAY_CHECKOUT_URL?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  /** host:port of the Firebase Auth emulator (development and tests only). */
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
};

type Sources = { script: string[]; connect: string[]; frame: string[] };

/** Razorpay Checkout: its script, the payment dialog's frame and the calls the script makes. */
const RAZORPAY: Sources = {
  script: ["https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  frame: ["https://api.razorpay.com"],
};

/** Firebase phone sign-in: the reCAPTCHA verifier's scripts and frames, the Auth REST API and the project's auth domain. */
function firebase(authDomain: string): Sources {
  return {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    connect: ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/", `https://${authDomain}`],
  };
}

/** The local fake Razorpay and the Auth emulator, outside production only (never in a production policy, whatever is set). */
function localServices(environment: CspEnvironment): Sources {
  if (isProductionDeployment(environment)) return { script: [], connect: [], frame: [] };
  const checkout = new URL(environment.RAZORPAY_CHECKOUT_URL || `${LOCAL_RAZORPAY_URL}/checkout.js`).origin;
  const emulator = environment.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST
    ? [`http://${environment.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST}`]
    : [];
  return { script: [checkout], connect: [checkout, ...emulator], frame: [] };
}

function allowedSources(environment: CspEnvironment): Sources {
  const parts = [
    RAZORPAY,
    firebase(environment.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || DEMO_FIREBASE.authDomain),
    localServices(environment),
  ];
  const union = (key: keyof Sources) => [...new Set(parts.flatMap((part) => part[key]))];
  return { script: union("script"), connect: union("connect"), frame: union("frame") };
}

/** `nonce`: the policy of a page rendered for this request; without it, the fixed policy of the cached pages. */
export function contentSecurityPolicy(environment: CspEnvironment, nonce?: string): string {
  const sources = allowedSources(environment);
  // React's development build evaluates code to rebuild server stacks; production builds never do.
  const evaluation = environment.NODE_ENV === "development" ? ["'unsafe-eval'"] : [];
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scripts, ...evaluation, ...sources.script],
    // Style attributes (Radix positioning, toasts, Checkout's dialog) cannot carry a nonce.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...sources.connect],
    ["frame-src", ...sources.frame],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (isProductionDeployment(environment)) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** A fresh, unguessable nonce (128 random bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
