/**
 * Runs once per server start: checks the environment (a production server with a missing or
 * malformed variable stops here, saying which), gives every request its socket's address for the
 * per-address limits (lib/server/requests/peer-address.ts) and its id and log line
 * (lib/server/observability/request-log.ts), stops cleanly on SIGTERM (shutdown.ts), then starts this server's job worker
 * (e-mails, low-stock notices, the expiry of unpaid online orders; lib/server/jobs/worker.ts). Every
 * app server runs one; they share the queue in PostgreSQL and each job runs once.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("./lib/env");
  const settings = env();
  const { installPeerAddressHeader } = await import("./lib/server/requests/peer-address");
  installPeerAddressHeader();
  const { installRequestLog } = await import("./lib/server/observability/request-log");
  installRequestLog();
  const { installGracefulShutdown } = await import("./lib/server/shutdown");
  installGracefulShutdown();
  if (settings.JOB_WORKER === "off") return;
  const { startAppServerWorker } = await import("./lib/server/jobs/worker");
  await startAppServerWorker();
}

/**
 * Errors Next.js meets outside the route wrapper (pages, server components, server actions, the
 * proxy): logged once with the request's id, and reported to the error tracker when SENTRY_DSN is set.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routeType: string; routePath: string },
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log } = await import("./lib/log");
  const { reportError } = await import("./lib/server/observability/error-reports");
  const requestId = request.headers["x-request-id"];
  const where = {
    requestId: typeof requestId === "string" ? requestId : null,
    method: request.method,
    path: request.path.split("?")[0],
    routeType: context.routeType,
  };
  log.error({ ...where, route: context.routePath, err: error }, "unforeseen error");
  await reportError(error, where);
}
