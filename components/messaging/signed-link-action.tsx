"use client";

import { useState } from "react";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";
import { Button } from "@/components/ui/button";

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/**
 * The page behind an e-mail's signed link: one button that acts, never the page's load (a mail
 * scanner that opens the link changes nothing). Then the server's answer, or its refusal with Retry.
 */
export function SignedLinkAction({
  action,
  token,
  label,
  busyLabel,
}: {
  action: "newsletter.confirm" | "messaging.unsubscribe";
  token: string;
  label: string;
  busyLabel: string;
}) {
  const { busy, submit } = useSubmit();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function act() {
    await submit(
      async () => {
        setOutcome(null);
        const answer =
          action === "newsletter.confirm"
            ? await callApi("newsletter.confirm", { body: { token } })
            : await callApi("messaging.unsubscribe", { query: { token } });
        setOutcome({ ok: true, message: answer.message });
      },
      (error) => setOutcome({ ok: false, message: messageOf(error, "That did not work. Please try again.") }),
    );
  }

  if (outcome?.ok)
    return (
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-800">
        {outcome.message}
      </p>
    );
  return (
    <div className="space-y-3">
      {outcome && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {outcome.message}
        </p>
      )}
      <Button type="button" onClick={act} disabled={busy}>
        {busy ? busyLabel : outcome ? "Retry" : label}
      </Button>
    </div>
  );
}
