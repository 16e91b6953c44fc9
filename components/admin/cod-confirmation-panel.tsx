"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { callApi } from "@/lib/api/client";
import { AWAITING_COD_CONFIRMATION_LABEL } from "@/lib/domain/cod-confirmation";
import { formatDateTime } from "@/lib/domain/format";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";

/** A COD order waiting for the shopper's confirmation: why the actions wait, until when, and "Confirmed by phone" with a note. */
export function CodConfirmationPanel({
  orderId,
  dueAt,
  onDone,
}: {
  orderId: number;
  dueAt: string | null;
  onDone: () => void;
}) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const confirm = () =>
    submit(
      async () => {
        setError(null);
        await callApi("admin.orders.confirmCodByPhone", { params: { id: orderId }, body: { note } });
        setNote("");
        onDone();
      },
      (failure) => setError(messageOf(failure, "The confirmation could not be saved. Try again.")),
    );
  return (
    <section aria-label={AWAITING_COD_CONFIRMATION_LABEL} className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
      <p role="note">
        <strong>{AWAITING_COD_CONFIRMATION_LABEL}.</strong> Confirm, Process and Create Shipment appear once the
        customer confirms this cash-on-delivery order
        {dueAt ? `; unconfirmed, it is cancelled at ${formatDateTime(dueAt)}` : ""}.
      </p>
      <form
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <label className="block font-medium">
          Confirmed by phone: who and when (required)
          <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={2} className="mt-1 text-sm" />
        </label>
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" disabled={busy || !note.trim()}>
          {busy ? "Saving..." : "Confirmed by phone"}
        </Button>
      </form>
    </section>
  );
}
