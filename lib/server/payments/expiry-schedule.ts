import "server-only";
import { expireUnpaidOrders } from "./online-payment";

const EVERY_MINUTE = 60_000;
let started = false;

export function startPaymentExpiry(): void {
  if (started) return;
  started = true;
  const timer = setInterval(() => {
    expireUnpaidOrders().catch((error: unknown) => console.error("Expiring unpaid orders failed", error));
  }, EVERY_MINUTE);
  timer.unref();
}
