import "server-only";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { whenClosing } from "@/lib/server/shutdown";

/**
 * Unforeseen server errors go to an error tracker when SENTRY_DSN is set (Sentry, or anything that
 * speaks its protocol, e.g. GlitchTip); unset, the default everywhere, nothing is sent. The SDK is
 * loaded only then, without its automatic instrumentation: the request log and the metrics already
 * watch requests. Personal data stays out (no IP addresses, cookies or bodies): the request id, the
 * method and the path say where to look in the logs.
 */
type Sentry = typeof import("@sentry/node");

let tracker: Promise<Sentry | null> | null = null;

function errorTracker(): Promise<Sentry | null> {
  const dsn = env().SENTRY_DSN;
  if (!dsn) return Promise.resolve(null);
  tracker ??= import("@sentry/node").then(
    (sentry) => {
      sentry.init({
        dsn,
        environment: env().APP_ENV ?? env().NODE_ENV,
        tracesSampleRate: 0,
        // Errors only: no integrations (so nothing of the request is collected), no OpenTelemetry, no module loader hooks patching the server.
        defaultIntegrations: false,
        enableOpenTelemetrySetup: false,
        enableRuntimeChannelInjection: false,
      });
      whenClosing(closeErrorReports);
      return sentry;
    },
    (error: unknown) => {
      log.error({ err: error }, "the error tracker could not be loaded; errors are only logged");
      return null;
    },
  );
  return tracker;
}

export type ErrorContext = { requestId?: string | null; method?: string; path?: string; routeType?: string };

/** Sends `error` to the error tracker, when one is configured; never throws. */
export async function reportError(error: unknown, context: ErrorContext = {}): Promise<void> {
  const sentry = await errorTracker();
  sentry?.captureException(error, {
    tags: {
      ...(context.method ? { method: context.method } : {}),
      ...(context.routeType ? { route_type: context.routeType } : {}),
    },
    extra: { requestId: context.requestId ?? null, path: context.path ?? null },
  });
}

/** Waits until reported errors have been sent (tests, and a server that stops). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<void> {
  const sentry = await (tracker ?? Promise.resolve(null));
  await sentry?.flush(timeoutMs);
}

/** Sends what is pending and lets the tracker go (its timers and exit hooks): a server that stops, and the tests. */
export async function closeErrorReports(timeoutMs = 2_000): Promise<void> {
  const sentry = await (tracker ?? Promise.resolve(null));
  tracker = null;
  await sentry?.close(timeoutMs);
}
