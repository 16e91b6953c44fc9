/** Runs once per server start: every minute, cancels online orders whose payment window has passed. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startPaymentExpiry } = await import("./lib/server/payments/expiry-schedule");
  startPaymentExpiry();
}
