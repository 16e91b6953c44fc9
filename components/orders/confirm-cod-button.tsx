"use client";
import { CheckCircle2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";

/** The order page's one tap for a cash-on-delivery order that waits for the shopper: confirms it, then shows the page again. */
export function ConfirmCodButton({ orderId }: { orderId: number }) {
  const router = useRouter();
  const { busy, submit } = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    submit(
      async () => {
        setError(null);
        await callApi("myOrders.confirmCod", { params: { orderId } });
        router.refresh();
      },
      (failure) => setError(messageOf(failure, "The order could not be confirmed. Please try again.")),
    );
  return (
    <div className="mt-4">
      <Button size="lg" disabled={busy} onClick={() => void confirm()}>
        <CheckCircle2 aria-hidden className="mr-2 h-5 w-5" />
        {busy ? "Confirming..." : "Confirm my order"}
      </Button>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
