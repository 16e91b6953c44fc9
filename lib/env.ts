/**
 * Environment variables, validated once at start-up (instrumentation.ts) with clear messages.
 * Development and tests get safe defaults; production must set every secret explicitly.
 */
import { z } from "zod";
import { DEMO_FIREBASE } from "@/lib/firebase/config";
import { parseTrustedProxies } from "@/lib/domain/client-address";
import { isProductionDeployment } from "@/lib/domain/deployment";
import { LOCAL_RAZORPAY, LOCAL_RAZORPAY_URL } from "./local-razorpay";
import { LOCAL_MAIL_CATCHER, mailCatcherPorts } from "./local-mail";
import { LOCAL_SHIPROCKET, SHIPROCKET_API_URL } from "./local-shiprocket";

const WHATSAPP_API_URL = "https://graph.facebook.com";
/** WhatsApp is on when all of these are set, off when none is. */
const WHATSAPP_SETTINGS = [
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_ACCESS_TOKEN",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

/** A local fake listens on this machine: never the real service. */
const isLoopback = (url: string) => ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);

function buildSchema(isProduction: boolean, source: NodeJS.ProcessEnv) {
  /** A value that must be set in production and falls back to `devDefault` elsewhere. */
  const secret = (devDefault: string) =>
    isProduction ? z.string().min(32, "must be at least 32 characters") : z.string().min(1).default(devDefault);
  /** A credential a provider issues (its length is theirs: Razorpay's key secrets have 24 characters). */
  const issuedSecret = (devDefault: string) =>
    isProduction
      ? z
          .string()
          .min(1)
          .refine((value) => value !== devDefault, "must be the provider's real value, not the local fake's")
      : z.string().min(1).default(devDefault);
  /** A public Firebase setting: required (and not a demo value) in production. */
  const firebase = (devDefault: string) =>
    isProduction
      ? z
          .string()
          .min(1)
          .refine((value) => !value.startsWith("demo-"), "must be the real Firebase project's value")
      : z.string().min(1).default(devDefault);
  /** Emulators accept unsigned tokens: a production deployment must never point at one. */
  const emulatorHost = isProduction
    ? z
        .never({
          error: "must not be set in production (only the end-to-end build, APP_ENV=test, may use the emulator)",
        })
        .optional()
    : z
        .string()
        .regex(/^[\w.-]+:\d+$/, "must be host:port")
        .optional();

  return z
    .object({
      NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
      /** "test" marks a production build run by the end-to-end tests (allows emulators and fakes). */
      APP_ENV: z.enum(["development", "test", "production"]).optional(),
      DATABASE_URL: isProduction
        ? z.string().url()
        : z.string().url().default("postgresql://postgres:postgres@127.0.0.1:54320/storefront"),
      APP_URL: z.string().url().default("http://localhost:3000"),
      /**
       * The proxies (addresses or CIDR ranges, IPv4 or IPv6, comma- or space-separated) whose
       * X-Forwarded-For is believed; unset: none, the socket's address is the client's.
       */
      TRUSTED_PROXIES: z
        .string()
        .optional()
        .superRefine((value, context) => {
          try {
            parseTrustedProxies(value);
          } catch (error) {
            context.addIssue({ code: "custom", message: (error as Error).message });
          }
        }),
      AUTH_SECRET: secret("dev-only-auth-secret-change-me-0123456789"),
      NEXT_PUBLIC_FIREBASE_API_KEY: firebase(DEMO_FIREBASE.apiKey),
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: firebase(DEMO_FIREBASE.projectId),
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: firebase(DEMO_FIREBASE.authDomain),
      NEXT_PUBLIC_FIREBASE_APP_ID: z.string().min(1).optional(),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      /** Where scripts/firebase-emulator.ts runs the emulator (development and tests; default 9099). */
      FIREBASE_AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
      /** Razorpay keys; development and tests use the local fake gateway (scripts/fakes/razorpay.ts). */
      RAZORPAY_KEY_ID: isProduction ? z.string().min(1) : z.string().min(1).default(LOCAL_RAZORPAY.keyId),
      RAZORPAY_KEY_SECRET: issuedSecret(LOCAL_RAZORPAY.keySecret),
      RAZORPAY_WEBHOOK_SECRET: secret(LOCAL_RAZORPAY.webhookSecret),
      /** API base of the gateway; unset in production (the SDK's own host). */
      RAZORPAY_API_URL: isProduction ? z.string().url().optional() : z.string().url().default(LOCAL_RAZORPAY_URL),
      RAZORPAY_CHECKOUT_URL: z
        .string()
        .url()
        .default(isProduction ? "https://checkout.razorpay.com/v1/checkout.js" : `${LOCAL_RAZORPAY_URL}/checkout.js`),
      /**
       * Shiprocket's API user; with both set, shipments are booked through Shiprocket, otherwise the
       * admin types the courier and AWB (the manual carrier). Development and tests set them to the
       * local fake's (scripts/fakes/shiprocket.ts).
       */
      SHIPROCKET_EMAIL: z.string().email().optional(),
      SHIPROCKET_PASSWORD: z.string().min(1).optional(),
      SHIPROCKET_API_URL: isProduction
        ? z
            .string()
            .url()
            .refine(
              (url) => !isLoopback(url),
              "must be Shiprocket's host in production (only the end-to-end build, APP_ENV=test, may use the local fake)",
            )
            .default(SHIPROCKET_API_URL)
        : z.string().url().default(SHIPROCKET_API_URL),
      /** The security token Shiprocket sends as x-api-key with each tracking webhook. */
      SHIPROCKET_WEBHOOK_TOKEN: isProduction
        ? z.string().min(32, "must be at least 32 characters").optional()
        : z.string().min(1).default(LOCAL_SHIPROCKET.webhookToken),
      /**
       * The WhatsApp Business Cloud API (docs/messaging.md): the sending number's id, a system user's
       * access token, the app secret that signs status webhooks and the token of the webhook's
       * subscription handshake, set together; unset, WhatsApp is off. `npm run dev` and the tests
       * point them at the local fake (scripts/fakes/whatsapp.ts).
       */
      WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, "must be the phone number's id (digits)").optional(),
      WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
      WHATSAPP_APP_SECRET: (isProduction
        ? z.string().min(32, "must be at least 32 characters")
        : z.string().min(1)
      ).optional(),
      WHATSAPP_VERIFY_TOKEN: (isProduction
        ? z.string().min(32, "must be at least 32 characters")
        : z.string().min(1)
      ).optional(),
      WHATSAPP_API_URL: isProduction
        ? z
            .string()
            .url()
            .refine(
              (url) => !isLoopback(url),
              "must be the Graph API's host in production (only the end-to-end build, APP_ENV=test, may use the local fake)",
            )
            .default(WHATSAPP_API_URL)
        : z.string().url().default(WHATSAPP_API_URL),
      WHATSAPP_API_VERSION: z
        .string()
        .regex(/^v\d+\.\d+$/, "must be a Graph API version such as v23.0")
        .default("v23.0"),
      /** Uploaded images go to the local disk under this folder unless S3_BUCKET is set. */
      UPLOADS_DIR: z.string().min(1).default(".data/uploads"),
      /**
       * Private uploads (a return's photos, docs/returns.md) go to the local disk under this folder (default: UPLOADS_DIR
       * with "-private"), never served by /media; with S3_BUCKET, under the bucket's `private/` prefix.
       */
      PRIVATE_UPLOADS_DIR: z.string().min(1).optional(),
      /** An S3-compatible bucket for uploaded images (lib/server/storage/s3.ts); unset = the local disk. */
      S3_BUCKET: z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
        )
        .optional(),
      S3_REGION: z.string().min(1).default("us-east-1"),
      /** The S3-compatible service's address (MinIO, R2, ...); unset = AWS. */
      S3_ENDPOINT: z.string().url().optional(),
      S3_ACCESS_KEY_ID: z.string().min(1).optional(),
      S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
      /** The bucket's public address (a CDN), given to API clients beside each stored path. */
      S3_PUBLIC_URL: z.string().url().optional(),
      /** The bearer token a Prometheus scraper sends to GET /api/metrics; unset: no metrics are served. */
      METRICS_TOKEN: isProduction
        ? z.string().min(32, "must be at least 32 characters").optional()
        : z.string().min(1).optional(),
      /** Where unforeseen server errors are reported (a Sentry DSN); unset: nowhere but the logs. */
      SENTRY_DSN: z.string().url().optional(),
      /** Log level (lib/log.ts): trace, debug, info (default), warn, error, fatal or silent. */
      LOG_LEVEL: z
        .enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"], {
          message: "must be trace, debug, info, warn, error, fatal or silent",
        })
        .optional(),
      /** "off" runs this app server without a job worker (lib/server/jobs/worker.ts); at least one server must run one. */
      JOB_WORKER: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).optional(),
      /** Several app servers: their shared page and data cache (next.config.ts, lib/server/cache/); unset for one server. */
      REDIS_URL: z
        .string()
        .refine(
          (value) => /^rediss?:\/\//.test(value) && URL.canParse(value),
          "must be a redis:// or rediss:// address",
        )
        .optional(),
      /** Where e-mail goes: smtp://user:pass@host:587 (STARTTLS) or smtps://…:465; development and tests use the local catcher. */
      SMTP_URL: (isProduction
        ? z.string()
        : z.string().default(`smtp://127.0.0.1:${mailCatcherPorts(source).smtp}`)
      ).refine(
        (value) => /^smtps?:\/\/[^\s/]+(:\d+)?\/?$/.test(value) && URL.canParse(value),
        "must be smtp://[user:password@]host[:port] or smtps://…",
      ),
      /** The From of every e-mail, e.g. "Prakriti Ayurveda <orders@example.in>". */
      MAIL_FROM: (isProduction ? z.string() : z.string().default(LOCAL_MAIL_CATCHER.from)).refine(
        (value) => /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value.trim()),
        'must be an address, or "Name <address>"',
      ),
    })
    .superRefine((values, context) => {
      if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
        context.addIssue({
          code: "custom",
          path: ["S3_SECRET_ACCESS_KEY"],
          message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together",
        });
      }
      if (!values.S3_BUCKET) {
        for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const) {
          if (values[name])
            context.addIssue({
              code: "custom",
              path: [name],
              message: "is only used with S3_BUCKET, which is not set",
            });
        }
      }
      if (Boolean(values.SHIPROCKET_EMAIL) !== Boolean(values.SHIPROCKET_PASSWORD)) {
        context.addIssue({
          code: "custom",
          path: ["SHIPROCKET_PASSWORD"],
          message: "SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set together",
        });
      }
      const whatsApp = WHATSAPP_SETTINGS.filter((name) => values[name]);
      if (whatsApp.length > 0 && whatsApp.length < WHATSAPP_SETTINGS.length) {
        for (const name of WHATSAPP_SETTINGS.filter((setting) => !values[setting]))
          context.addIssue({
            code: "custom",
            path: [name],
            message: `is required with ${whatsApp.join(", ")} (WhatsApp's settings are set together)`,
          });
      }
      if (isProduction && values.SHIPROCKET_EMAIL && !values.SHIPROCKET_WEBHOOK_TOKEN) {
        context.addIssue({
          code: "custom",
          path: ["SHIPROCKET_WEBHOOK_TOKEN"],
          message: "is required with Shiprocket (the webhook's x-api-key)",
        });
      }
    });
}

export type Env = z.infer<ReturnType<typeof buildSchema>>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = buildSchema(isProductionDeployment(source), source).safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
