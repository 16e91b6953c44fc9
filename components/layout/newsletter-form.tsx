"use client";

import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { cx } from "@/lib/ui/cx";
import { Input } from "@/components/ui/input";
import { useSubmit } from "@/lib/ui/use-submit";

type Outcome = { ok: boolean; message: string } | null;

/**
 * Footer newsletter box: POST /api/newsletter/ and the server's message, success or not. It sits on
 * every storefront page, so it stays a one-field native form (the browser checks the address, the
 * route's `newsletterSchema` decides) instead of loading react-hook-form and zod on every page.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const { busy, submit } = useSubmit();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    await submit(
      async () => {
        setOutcome(null);
        const reply = await callApi("newsletter.subscribe", { body: { email } });
        setOutcome({ ok: true, message: reply.message });
        setEmail("");
      },
      (error) => {
        setOutcome({ ok: false, message: messageOf(error, "Could not subscribe right now. Please try again.") });
      },
    );
  }

  return (
    <form onSubmit={subscribe} className="w-full max-w-md">
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <Input
          unstyled
          id="newsletter-email"
          type="email"
          required
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-11 min-w-0 flex-1 rounded-full border border-brand-700 bg-brand-900/40 px-5 text-sm text-white placeholder:text-brand-100/60 focus:border-saffron-500 focus:outline-none focus:ring-2 focus:ring-saffron-500"
        />
        <button
          type="submit"
          disabled={busy}
          className="h-11 shrink-0 rounded-full bg-saffron-500 px-6 text-sm font-semibold text-brand-900 transition-colors hover:bg-amber-400 disabled:opacity-60"
        >
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cx("mt-2 min-h-5 text-sm", outcome?.ok ? "text-brand-100" : "text-amber-300")}
      >
        {outcome?.message}
      </p>
    </form>
  );
}
