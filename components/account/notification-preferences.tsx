"use client";
import { useState } from "react";
import { CheckboxField, FormAlert } from "@/components/forms/form-field";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { invalidate, useApiQuery } from "@/lib/api/query";
import { CONSENT_PURPOSES, CONSENT_TEXTS, NO_CONSENT, type ConsentState } from "@/lib/domain/consent";
import { messageOf } from "@/lib/ui/api-client";
import { consentChoicesSchema } from "@/lib/validation/messaging/consents";

const LABELS = {
  order_updates_whatsapp: "Order updates on WhatsApp",
  marketing_email: "Offers and news by e-mail",
  marketing_whatsapp: "Offers and news on WhatsApp",
} as const;

const LOAD_FAILED = "Failed to load your preferences. Please reload the page.";

/** The shopper's consents ("customer.consents"), each with the words it was given under; saving records only what changed. */
export function NotificationPreferences() {
  const consents = useApiQuery("customer.consents");
  const loaded = consents.data?.consents;
  return (
    <div className="space-y-5">
      {consents.error && !consents.loading && (
        <div className="space-y-3">
          <FormAlert message={messageOf(consents.error, LOAD_FAILED)} />
          <Button variant="secondary" onClick={consents.reload}>
            Retry
          </Button>
        </div>
      )}
      {/* The boxes start from the consents in force: the form is made again once they are known. */}
      <PreferencesForm key={loaded ? "loaded" : "loading"} initial={loaded ?? null} />
    </div>
  );
}

/** The boxes, disabled until `initial` (the consents in force) is known. */
function PreferencesForm({ initial }: { initial: ConsentState | null }) {
  const form = useZodForm(consentChoicesSchema, initial ?? NO_CONSENT);
  const [saved, setSaved] = useState(false);
  const loaded = initial !== null;

  const save = form.handleSubmit(async (consents) => {
    setSaved(false);
    try {
      const answer = await callApi("customer.setConsents", { body: { source: "preferences", consents } });
      form.reset(answer.consents);
      setSaved(true);
      invalidate("customer.consents");
    } catch (error) {
      showRefusal(form, error, "Failed to save your preferences. Please try again.");
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-5" noValidate>
      <p className="text-sm text-stone-600">
        Order e-mails (confirmation, shipping, delivery) are part of your purchase. Everything else is sent only if you
        say so here, and you can change your mind at any time.
      </p>
      {CONSENT_PURPOSES.map((purpose) => (
        <div key={purpose}>
          <CheckboxField
            id={`consent-${purpose}`}
            label={LABELS[purpose]}
            disabled={!loaded}
            {...form.register(purpose)}
          />
          <p className="ml-6 mt-1 text-xs text-stone-600">{CONSENT_TEXTS[purpose].text}</p>
        </div>
      ))}
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {saved && (
        <p role="status" className="text-sm text-brand-700">
          Your preferences are saved.
        </p>
      )}
      <Button type="submit" disabled={!loaded || form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Saving..." : "Save preferences"}
      </Button>
    </form>
  );
}
