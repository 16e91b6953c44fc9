import "server-only";
import http from "node:http";

/**
 * The socket address of each request, for the per-address limits (lib/server/requests/client-ip.ts).
 *
 * Next.js 16 gives route handlers, server actions and proxy.ts no access to the socket: `next start`
 * only copies the socket's address into `X-Forwarded-For` when the request has none (base-server.js,
 * `??=`), so a client that sends the header hides its address, and proxy.ts sees no address at all.
 * At start-up (instrumentation.ts) this wraps the Node HTTP server's `request` event so that every
 * request carries its socket's address in PEER_ADDRESS_HEADER, overwriting whatever a client sent
 * under that name.
 */
export const PEER_ADDRESS_HEADER = "x-storefront-peer-address";

const INSTALLED = Symbol.for("storefront.peerAddressHeader");

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/** Stamps `request` with its socket's address (empty when the socket has none). */
export function stampPeerAddress(request: http.IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
}

/** Makes every Node HTTP server in this process stamp its requests; installing twice is harmless. */
export function installPeerAddressHeader(): void {
  const prototype = http.Server.prototype as unknown as { emit: Emit; [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event, ...args) {
    if (event === "request") stampPeerAddress(args[0] as http.IncomingMessage);
    return emit.call(this, event, ...args);
  };
  prototype[INSTALLED] = true;
}
