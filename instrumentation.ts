/**
 * Runs once per server start: every request gets its socket's address stamped for the per-address
 * limits (lib/server/http/peer-address.ts), and every minute online orders whose payment window has
 * passed are cancelled.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerAddressHeader } = await import("./lib/server/http/peer-address");
  installPeerAddressHeader();
  const { startPaymentExpiry } = await import("./lib/server/payments/expiry-schedule");
  startPaymentExpiry();
}
