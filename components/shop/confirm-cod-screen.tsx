"use client";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";

/** One tap confirms the cash-on-delivery order the signed link names; a refused link says why, with a way on. */
export function ConfirmCodScreen() {
  const token = useSearchParams().get("token") ?? "";
  const [state, setState] = useState<"ready" | "done" | { error: string }>("ready");
  const { busy, submit } = useSubmit();
  const confirm = () =>
    submit(
      async () => {
        await callApi("shop.orders.confirmCod", { body: { token } });
        setState("done");
      },
      (failure) => setState({ error: messageOf(failure, "The order could not be confirmed. Please try again.") }),
    );
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="font-serif text-3xl text-brand-900">Confirm your order</h1>
      {state === "done" ? (
        <p role="status" className="mt-4 text-stone-700">
          Thank you: your cash-on-delivery order is confirmed. We will pack it and e-mail you when it ships.
        </p>
      ) : (
        <>
          <p className="mt-4 text-stone-700">
            Please confirm that you want this cash-on-delivery order. Unconfirmed orders are cancelled.
          </p>
          {typeof state === "object" && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {state.error}
            </p>
          )}
          <Button className="mt-6" size="lg" disabled={busy || !token} onClick={() => void confirm()}>
            {busy ? "Confirming..." : "Confirm my order"}
          </Button>
        </>
      )}
      <Link href="/orders" className="mt-6 block text-sm text-brand-700 hover:underline">
        Your orders
      </Link>
    </main>
  );
}
