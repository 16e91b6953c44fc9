/**
 * Runs once per server start: checks the environment, gives every request its socket's address for
 * the per-address limits (lib/server/http/peer-address.ts), and every minute cancels online orders
 * whose payment window has passed.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A server with a missing or malformed variable (storage, keys, ...) refuses to start, saying which.
  if (process.env.NEXT_PHASE !== "phase-production-build") (await import("./lib/env")).env();
  const { installPeerAddressHeader } = await import("./lib/server/http/peer-address");
  installPeerAddressHeader();
  const { startPaymentExpiry } = await import("./lib/server/payments/expiry-schedule");
  startPaymentExpiry();
}
