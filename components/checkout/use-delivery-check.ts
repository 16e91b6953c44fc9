"use client";
import { useEffect, useState } from "react";
import type { DeliveryCheck } from "@/lib/domain/delivery";
import { apiGet } from "@/lib/ui/api-client";

export type DeliveryState =
  | { status: "none" }
  | { status: "checking"; pincode: string }
  | { status: "done"; check: DeliveryCheck }
  | { status: "error"; pincode: string };

/**
 * The shop's delivery check (`GET /api/delivery/check/`, the product page's) for the chosen address's
 * pincode, asked as soon as an address is chosen or added, so the checkout can say before Place Order
 * whether it delivers there and takes cash. The server checks again when the order is placed.
 */
export function useDeliveryCheck(pincode: string | undefined): DeliveryState {
  const [state, setState] = useState<DeliveryState>({ status: "none" });
  useEffect(() => {
    if (!pincode) return;
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the check belongs to the pincode just chosen
    setState({ status: "checking", pincode });
    apiGet<DeliveryCheck>(`/api/delivery/check/?pincode=${encodeURIComponent(pincode)}`, controller.signal).then(
      (check) => setState({ status: "done", check }),
      () => {
        if (!controller.signal.aborted) setState({ status: "error", pincode });
      },
    );
    return () => controller.abort();
  }, [pincode]);
  return pincode ? state : { status: "none" };
}
