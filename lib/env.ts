/**
 * Environment variables, validated once at start-up (instrumentation.ts) with clear messages.
 * Development and tests get safe defaults; production must set every secret explicitly.
 */
import { z } from "zod";
import { LOCAL_RAZORPAY } from "./local-razorpay";

const isProduction = process.env.NODE_ENV === "production" && process.env.APP_ENV !== "test";

const LOCAL_URL = `http://127.0.0.1:${LOCAL_RAZORPAY.port}`;

/** A value that must be set in production and falls back to `devDefault` elsewhere. */
function secret(devDefault: string) {
  return isProduction ? z.string().min(32, "must be at least 32 characters") : z.string().min(1).default(devDefault);
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** "test" marks a production build run by the end-to-end tests (allows emulators and fakes). */
  APP_ENV: z.enum(["development", "test", "production"]).optional(),
  DATABASE_URL: isProduction
    ? z.string().url()
    : z.string().url().default("postgresql://postgres:postgres@127.0.0.1:54320/storefront"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  AUTH_SECRET: secret("dev-only-auth-secret-change-me-0123456789"),
  /** Razorpay keys; development and tests use the local fake gateway (scripts/fake-razorpay.ts). */
  RAZORPAY_KEY_ID: isProduction ? z.string().min(1) : z.string().min(1).default(LOCAL_RAZORPAY.keyId),
  RAZORPAY_KEY_SECRET: secret(LOCAL_RAZORPAY.keySecret),
  RAZORPAY_WEBHOOK_SECRET: secret(LOCAL_RAZORPAY.webhookSecret),
  /** API base of the gateway; unset in production (the SDK's own host). */
  RAZORPAY_API_URL: isProduction ? z.string().url().optional() : z.string().url().default(LOCAL_URL),
  RAZORPAY_CHECKOUT_URL: z.string().url().default(isProduction ? "https://checkout.razorpay.com/v1/checkout.js" : `${LOCAL_URL}/checkout.js`),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
