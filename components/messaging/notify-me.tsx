"use client";

import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type Outcome = { ok: boolean; message: string } | null;

/**
 * "Notify me" on an out-of-stock product, or on the sold-out size chosen in the picker (`variantId`, with its
 * `sizeLabel`): one e-mail, or one WhatsApp message for a signed-in shopper who consents to marketing on WhatsApp,
 * when it is back in stock (docs/messaging.md#back-in-stock).
 */
export function NotifyMe({
  productId,
  variantId,
  sizeLabel,
}: {
  productId: number;
  variantId?: number;
  sizeLabel?: string;
}) {
  const [email, setEmail] = useState("");
  const { busy, submit } = useSubmit();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function ask(body: { channel: "email"; email: string } | { channel: "whatsapp" }) {
    await submit(
      async () => {
        setOutcome(null);
        const answer = await callApi("products.stockAlert", {
          params: { id: productId },
          body: variantId === undefined ? body : { ...body, variant_id: variantId },
        });
        setOutcome({ ok: true, message: answer.message });
      },
      (error) => setOutcome({ ok: false, message: messageOf(error, "Could not save that. Please try again.") }),
    );
  }

  function byEmail(event: FormEvent) {
    event.preventDefault();
    void ask({ channel: "email", email });
  }

  if (outcome?.ok)
    return (
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-800">
        {outcome.message}
      </p>
    );
  return (
    <section aria-label="Notify me" className="space-y-3 rounded-xl border border-stone-200 p-4">
      <p className="font-medium text-stone-800">
        {sizeLabel ? `Tell me when ${sizeLabel} is back in stock` : "Tell me when it is back in stock"}
      </p>
      <form onSubmit={byEmail} className="flex flex-wrap gap-2">
        <label htmlFor="notify-email" className="sr-only">
          Your e-mail address
        </label>
        <Input
          id="notify-email"
          type="email"
          required
          placeholder="Your e-mail address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Notify me"}
        </Button>
      </form>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => void ask({ channel: "whatsapp" })}
      >
        Notify me on WhatsApp instead
      </Button>
      {outcome && (
        <p role="alert" className="text-sm text-red-700">
          {outcome.message}
        </p>
      )}
    </section>
  );
}
