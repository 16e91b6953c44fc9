import type { Metadata } from "next";
import { Suspense } from "react";
import { ConfirmCodScreen } from "@/components/shop/confirm-cod-screen";

export const metadata: Metadata = { title: "Confirm your order", robots: { index: false } };

/** The order e-mail's one-tap link lands here: one button confirms the cash-on-delivery order (a GET never does). */
export default function ConfirmCodPage() {
  return (
    <Suspense>
      <ConfirmCodScreen />
    </Suspense>
  );
}
