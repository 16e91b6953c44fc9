import "server-only";
import { randomUUID } from "node:crypto";
import http from "node:http";
import { log } from "@/lib/log";
import { routeLabel } from "@/lib/domain/route-label";
import { metrics } from "./metrics";

/**
 * One log line and one duration sample per request, for pages and API routes alike. At start-up
 * (instrumentation.ts) this wraps the Node HTTP server's `request` event, as peer-address.ts does:
 * each request gets an id (nginx's `X-Request-ID` when it sends a plausible one, else a new UUID),
 * carried to the handlers in `x-request-id` and answered in the same header; when the response
 * closes, the line is written with the method, the path (no query: search terms and tokens stay out),
 * the status, the duration, the route cache's verdict, and what the route wrapper added (who called,
 * the refusal's code).
 */
export const REQUEST_ID_HEADER = "x-request-id";

const PLAUSIBLE_ID = /^[\w.:-]{8,128}$/;
const INSTALLED = Symbol.for("storefront.requestLog");

/** What a route handler learns about the request, for its log line (keyed by request id). */
export type RequestNote = { who?: string; refusal?: string };

const notes = ((globalThis as unknown as Record<symbol, Map<string, RequestNote>>)[
  Symbol.for("storefront.requestNotes")
] ??= new Map());

/** Adds to the log line of the request the route wrapper is answering. */
export function noteRequest(requestId: string | null, note: RequestNote): void {
  if (!requestId) return;
  const current = notes.get(requestId);
  // Only requests this process's server stamped (and will log and forget) are noted.
  if (current) Object.assign(current, note);
}

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

function watch(request: http.IncomingMessage, response: http.ServerResponse): void {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === "string" && PLAUSIBLE_ID.test(incoming) ? incoming : randomUUID();
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  const started = process.hrtime.bigint();
  const note: RequestNote = {};
  notes.set(id, note);
  // One more listener than Next.js's own: Node's leak warning stays about theirs.
  response.setMaxListeners(response.getMaxListeners() + 1);
  response.once("close", () => {
    notes.delete(id);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const path = (request.url ?? "/").split("?")[0];
    const status = response.writableFinished ? response.statusCode : 499;
    const route = routeLabel(path, status);
    metrics.httpRequestDuration.observe({ method: request.method ?? "GET", route, status: String(status) }, seconds);
    const cache = response.getHeader("x-nextjs-cache");
    if (typeof cache === "string")
      metrics.cacheRequests.inc({ result: cache.toLowerCase() === "hit" ? "hit" : "miss" });
    const line = {
      requestId: id,
      method: request.method,
      path,
      route,
      status,
      ms: Math.round(seconds * 1000),
      who: note.who ?? "anonymous",
      ...(note.refusal ? { refusal: note.refusal } : {}),
      ...(typeof cache === "string" ? { cache } : {}),
    };
    // A 5xx's error is logged once, with its stack, where it is caught (route.ts, onRequestError).
    log.info(line, "request");
  });
}

/** Makes every Node HTTP server in this process log its requests; installing twice is harmless. */
export function installRequestLog(): void {
  const prototype = http.Server.prototype as unknown as { emit: Emit; [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event, ...args) {
    if (event === "request") watch(args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
    return emit.call(this, event, ...args);
  };
  prototype[INSTALLED] = true;
}
