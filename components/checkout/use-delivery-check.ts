"use client";
import { useApiQuery } from "@/lib/api/query";
import type { DeliveryCheck } from "@/lib/domain/delivery";

export type DeliveryState =
  | { status: "none" }
  | { status: "checking"; pincode: string }
  | { status: "done"; check: DeliveryCheck }
  | { status: "error"; pincode: string };

/**
 * The shop's delivery check ("delivery.check", the product page's) for the chosen address's pincode,
 * asked as soon as an address is chosen or added, so the checkout can say before Place Order whether
 * it delivers there and takes cash. Each pincode is its own query: choosing another address shows its
 * answer, never the one before. The server checks again when the order is placed.
 */
export function useDeliveryCheck(pincode: string | undefined): DeliveryState {
  const check = useApiQuery("delivery.check", { query: { pincode } }, { enabled: Boolean(pincode) });
  if (!pincode) return { status: "none" };
  if (check.data) return { status: "done", check: check.data };
  if (check.error && !check.loading) return { status: "error", pincode };
  return { status: "checking", pincode };
}
