import "server-only";
import { env } from "@/lib/env";
import type { Carrier } from "./carrier";
import { manualCarrier } from "./manual";
import { shiprocketCarrier } from "./shiprocket";

/** Shiprocket when its API user is configured, otherwise the manual carrier. */
export function carrier(): Carrier {
  const { SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_API_URL } = env();
  if (SHIPROCKET_EMAIL && SHIPROCKET_PASSWORD)
    return shiprocketCarrier({ apiUrl: SHIPROCKET_API_URL, email: SHIPROCKET_EMAIL, password: SHIPROCKET_PASSWORD });
  return manualCarrier;
}
