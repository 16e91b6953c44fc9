import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Work that runs outside any request (the job worker started by instrumentation.ts) sometimes needs
 * what only a request can do: Next.js revalidates cache tags only inside one (`revalidateTag` outside
 * throws "static generation store missing") and has no API for other code. Such work asks its own
 * app server, over the loopback interface on the port `next start` (or the standalone server.js)
 * listens on (`PORT`, which Next.js sets once listening), to do it: a route with
 * `auth: "own-server"` (lib/server/route-handler/route.ts) that answers only requests carrying this process's
 * secret. The secret is drawn when the process first needs it and never leaves the process, so no
 * client, and no other server, can know it; nginx does not pass `/api/internal/` on anyway.
 */
export const OWN_SERVER_HEADER = "x-storefront-own-server";

/** The internal routes, each beside its caller's use of it. */
export const OWN_SERVER_ROUTES = { revalidateStock: "/api/internal/revalidate-stock/" } as const;

const SECRET = Symbol.for("storefront.own-server-secret");

function processSecret(): Buffer {
  const holder = globalThis as unknown as Record<symbol, Buffer | undefined>;
  // globalThis: the worker's modules and the route bundles of one process share it.
  holder[SECRET] ??= randomBytes(32);
  return holder[SECRET];
}

/** The header that shows a request comes from this very process. */
export function ownServerHeaders(): Record<string, string> {
  return { [OWN_SERVER_HEADER]: processSecret().toString("base64url") };
}

/** Whether `request` was sent by this very process (postToOwnServer). */
export function isFromOwnServer(request: Request): boolean {
  const sent = request.headers.get(OWN_SERVER_HEADER);
  if (!sent) return false;
  const given = Buffer.from(sent, "base64url");
  const secret = processSecret();
  return given.length === secret.length && timingSafeEqual(given, secret);
}

/**
 * POSTs `body` as JSON to one of this app server's internal routes and resolves once it answered
 * 2xx; anything else (not an app server, not listening, an error answer, no answer in 15 s) is
 * thrown with its reason, for the caller (a job) to fail and be retried.
 */
export async function postToOwnServer(
  path: (typeof OWN_SERVER_ROUTES)[keyof typeof OWN_SERVER_ROUTES],
  body: unknown,
  port = process.env.PORT,
): Promise<void> {
  if (!port) throw new Error(`Cannot call ${path}: this process is not an app server (PORT is not set)`);
  const url = `http://127.0.0.1:${port}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...ownServerHeaders() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new Error(
      `${url} could not be reached: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
    );
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
}
